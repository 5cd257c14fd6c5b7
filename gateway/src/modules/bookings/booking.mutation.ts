import { builder } from '../../builder.ts';
import { mutationErrors } from '../common/errors.type.ts';
import { createBooking } from './booking.service.ts';

const BookingEventInput = builder.inputType('BookingEventInput', {
  fields: (t) => ({
    serviceId: t.int({ required: true }),
    employeeId: t.int({ required: true }),
    workplaceId: t.int(),
    machineId: t.int(),
    start: t.field({ type: 'DateTime' }),
    localStart: t.string({ description: 'Wall-clock "YYYY-MM-DD HH:mm" in the vendor time zone, instead of start.' }),
  }),
});

const LegalConditionInput = builder.inputType('LegalConditionInput', {
  fields: (t) => ({ id: t.int({ required: true }), accepted: t.boolean({ required: true }) }),
});

const CreateBookingInput = builder.inputType('CreateBookingInput', {
  fields: (t) => ({
    vendorId: t.int({ required: true }),
    locationId: t.int({ required: true }),
    customerId: t.int(),
    comment: t.string(),
    privateComment: t.string(),
    events: t.field({ type: [BookingEventInput], required: true }),
    legalConditions: t.field({ type: [LegalConditionInput] }),
  }),
});

builder.mutationField('createBooking', (t) =>
  t.prismaField({
    type: 'Booking',
    errors: mutationErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: CreateBookingInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const booking = await createBooking(ctx, input);
      return ctx.prisma.booking.findUniqueOrThrow({ ...query, where: { id: booking.id } });
    },
  }),
);
