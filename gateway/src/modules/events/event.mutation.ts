import { builder } from '../../builder.ts';
import { DeleteResult, mutationErrors } from '../common/index.ts';
import { createEvent, deleteEvent, updateEvent } from './event.service.ts';
import { EventColorEnum, EventKindEnum } from './event.type.ts';

const EventInput = builder.inputType('EventInput', {
  description: 'A calendar event: an appointment of a booking, or a private event without a customer.',
  fields: (t) => ({
    kind: t.field({ type: EventKindEnum }),
    start: t.field({ type: 'DateTime', required: true }),
    end: t.field({ type: 'DateTime', required: true }),
    employeeId: t.int(),
    workplaceId: t.int(),
    machineId: t.int(),
    locationId: t.int(),
    serviceId: t.int(),
    bookingId: t.int(),
    summary: t.string(),
    color: t.field({ type: EventColorEnum }),
  }),
});

builder.mutationFields((t) => ({
  createEvent: t.prismaField({
    type: 'Event',
    errors: mutationErrors,
    authScopes: { staff: true },
    args: { input: t.arg({ type: EventInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const event = await createEvent(ctx, input);
      return ctx.vendorDb().event.findUniqueOrThrow({ ...query, where: { id: event.id } });
    },
  }),
  updateEvent: t.prismaField({
    type: 'Event',
    errors: mutationErrors,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: EventInput, required: true }) },
    resolve: async (query, _root, { id, input }, ctx) => {
      await updateEvent(ctx, id, input);
      return ctx.vendorDb().event.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  deleteEvent: t.field({
    type: DeleteResult,
    errors: mutationErrors,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteEvent(ctx, id),
  }),
}));
