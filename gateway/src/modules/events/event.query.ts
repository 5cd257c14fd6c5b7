import { builder } from '../../builder.ts';
import { customerServiceDurations, serviceHistory } from './event.durations.ts';
import { agendaEvents, eventsBetween } from './event.service.ts';
import { AgendaEventRef, CustomerServiceDurationRef, EventRef } from './event.type.ts';

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
  customerServiceDurations: t.field({
    type: [CustomerServiceDurationRef],
    authScopes: { staff: true },
    description:
      "Staff booking for a customer: each service's standard duration and the customer's calculated one (spec §5).",
    args: {
      customerId: t.arg.int({ required: true }),
      serviceIds: t.arg.intList({ required: true }),
    },
    resolve: (_root, { customerId, serviceIds }, ctx) => customerServiceDurations(ctx, customerId, serviceIds),
  }),
}));

builder.queryField('calendarEvents', (t) =>
  t.prismaField({
    type: ['Event'],
    authScopes: { staff: true },
    description: "Active events of the viewer's vendor overlapping [from, to).",
    args: { from: t.arg({ type: 'DateTime', required: true }), to: t.arg({ type: 'DateTime', required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx.vendorDb().event.findMany({
        ...query,
        where: { active: true, customerStart: { lt: args.to }, customerEnd: { gt: args.from } },
        orderBy: [{ start: 'asc' }, { id: 'asc' }],
      }),
  }),
);

builder.queryField('agendaEvents', (t) =>
  t.field({
    type: [AgendaEventRef],
    authScopes: { staff: true },
    description:
      "The staff calendar's blocks: active events of the viewer's vendor overlapping [from, to), flat, in one read.",
    args: { from: t.arg({ type: 'DateTime', required: true }), to: t.arg({ type: 'DateTime', required: true }) },
    resolve: (_root, { from, to }, ctx) => agendaEvents(ctx, { from, to }),
  }),
);
