import { builder } from '../../builder.ts';
import { mutationErrors } from '../common/errors.type.ts';
import { DeleteResult } from '../common/results.ts';
import { createEvent, deleteEvent, eventsBetween, serviceHistory, updateEvent } from './event.service.ts';
import { EventColorEnum, EventKindEnum, EventRef } from './event.type.ts';

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

const ServiceHistory = builder.objectRef<Awaited<ReturnType<typeof serviceHistory>>>('ServiceHistory').implement({
  fields: (t) => ({
    calculatedDuration: t.int({
      nullable: true,
      description: 'Median of past effective durations, rounded up to 5 minutes (spec §5).',
      resolve: (h) => h.calculatedDuration,
    }),
    events: t.field({ type: [EventRef], resolve: (h) => h.events }),
  }),
});

builder.queryFields((t) => ({
  eventsBetween: t.prismaField({
    type: ['Event'],
    authScopes: { staff: true },
    description: "Active events of the viewer's vendor on the local dates [from, to], optionally of one resource.",
    args: {
      from: t.arg({ type: 'Date', required: true }),
      to: t.arg({ type: 'Date' }),
      employeeId: t.arg.int(),
      workplaceId: t.arg.int(),
      machineId: t.arg.int(),
    },
    resolve: async (query, _root, args, ctx) => {
      const { where } = await eventsBetween(ctx, args);
      return ctx.vendorDb().event.findMany({ ...query, where, orderBy: [{ start: 'asc' }, { id: 'asc' }] });
    },
  }),
  event: t.prismaField({
    type: 'Event',
    nullable: true,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, { id }, ctx) => ctx.vendorDb().event.findUnique({ ...query, where: { id } }),
  }),
  serviceHistory: t.field({
    type: ServiceHistory,
    authScopes: { staff: true },
    description: "A customer's events of one service, newest first.",
    args: { serviceId: t.arg.int({ required: true }), customerId: t.arg.int({ required: true }) },
    resolve: (_root, { serviceId, customerId }, ctx) => serviceHistory(ctx, serviceId, customerId),
  }),
}));

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
