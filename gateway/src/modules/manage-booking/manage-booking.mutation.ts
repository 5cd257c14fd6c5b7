import { builder } from '../../builder.ts';
import { mutationErrors } from '../common/index.ts';
import { ManagedBookingRef } from './manage-booking.type.ts';
import { cancelManagedBooking, moveManagedBooking } from './manage-booking.service.ts';

const ManagedEventInput = builder.inputType('ManagedEventInput', {
  description: 'One event of the offered slot (availableSlots assignments).',
  fields: (t) => ({
    serviceId: t.int({ required: true }),
    employeeId: t.int({ required: true }),
    workplaceId: t.int(),
    machineId: t.int(),
    start: t.field({ type: 'DateTime', required: true }),
  }),
});

builder.mutationFields((t) => ({
  cancelManagedBooking: t.field({
    type: ManagedBookingRef,
    errors: mutationErrors,
    description: 'The customer cancels from the manage link, outside the cancellation notice.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => cancelManagedBooking(ctx, token),
  }),
  moveManagedBooking: t.field({
    type: ManagedBookingRef,
    errors: mutationErrors,
    description: 'The customer moves the booking to another offered slot; the result carries the new link token.',
    args: {
      token: t.arg.string({ required: true }),
      events: t.arg({ type: [ManagedEventInput], required: true }),
    },
    resolve: (_root, { token, events }, ctx) => moveManagedBooking(ctx, token, events),
  }),
}));
