import { builder } from '../../builder.ts';
import type { EventChangePayload } from '../../pubsub.ts';
import { sharedChangeRead } from './event.shared-read.ts';
import { agendaEvents } from './event.service.ts';
import { AgendaEventRef, CalendarViewTypeEnum, EventChangeTypeEnum } from './event.type.ts';

const EventChangeRef = builder.objectRef<EventChangePayload>('EventChange').implement({
  description: 'A change to a calendar event. The ids and times come with the change, so a deleted event is known too.',
  fields: (t) => ({
    type: t.expose('type', { type: EventChangeTypeEnum }),
    eventId: t.exposeInt('eventId'),
    start: t.field({ type: 'DateTime', resolve: (c) => new Date(c.eventStart ?? c.start) }),
    end: t.field({ type: 'DateTime', resolve: (c) => new Date(c.eventEnd ?? c.end) }),
    customerStart: t.field({ type: 'DateTime', resolve: (c) => new Date(c.start) }),
    customerEnd: t.field({ type: 'DateTime', resolve: (c) => new Date(c.end) }),
    bookingId: t.int({ nullable: true, resolve: (c) => c.bookingId ?? null }),
    employeeId: t.int({ nullable: true, resolve: (c) => c.employeeId ?? null }),
    workplaceId: t.int({ nullable: true, resolve: (c) => c.workplaceId ?? null }),
    machineId: t.int({ nullable: true, resolve: (c) => c.machineId ?? null }),
    locationId: t.int({ nullable: true, resolve: (c) => c.locationId ?? null }),
    event: t.prismaField({
      type: 'Event',
      nullable: true,
      description: 'The event as it is now; null when DELETED (use eventId and the times).',
      // Read once per change, vendor and selection; the subscriber's own scoped client does the read.
      resolve: async (query, change, _args, ctx) => {
        if (change.type === 'DELETED') return null;
        const vendorId = ctx.vendorId();
        if (change.vendorId !== vendorId) return null;
        // The scoped client is made only by the subscriber that does the read.
        return sharedChangeRead(change, vendorId, query, () =>
          ctx.vendorDb().event.findUnique({ ...query, where: { id: change.eventId } }),
        );
      },
    }),
    agendaEvent: t.field({
      type: AgendaEventRef,
      nullable: true,
      description: "The calendar's block of the event as it is now; null when DELETED or no longer active.",
      // One read per change, vendor and language, shared by the subscribers like `event`.
      resolve: async (change, _args, ctx) => {
        if (change.type === 'DELETED') return null;
        const vendorId = ctx.vendorId();
        if (change.vendorId !== vendorId) return null;
        const [row] = await sharedChangeRead(change, vendorId, `agendaEvent:${ctx.lang}`, () =>
          agendaEvents(ctx, { id: change.eventId }),
        );
        return row ?? null;
      },
    }),
  }),
});

const viewKey = { EMPLOYEE: 'employeeId', WORKPLACE: 'workplaceId', MACHINE: 'machineId' } as const;

builder.subscriptionField('calendarEventsChanged', (t) =>
  t.field({
    type: EventChangeRef,
    authScopes: { staff: true },
    description:
      "Changes to events of the viewer's vendor overlapping [from, to), optionally for one view or resource.",
    args: {
      from: t.arg({ type: 'DateTime', required: true }),
      to: t.arg({ type: 'DateTime', required: true }),
      viewType: t.arg({ type: CalendarViewTypeEnum }),
      employeeId: t.arg.int(),
      workplaceId: t.arg.int(),
      machineId: t.arg.int(),
    },
    // The channel is per vendor: no event crosses vendors.
    subscribe: (_root, args, ctx) => {
      const from = args.from.getTime();
      const to = args.to.getTime();
      return ctx.app.pubsub.subscribe(
        'calendar:events',
        ctx.vendorId(),
        (p) =>
          p.start < to &&
          p.end > from &&
          (!args.viewType || p[viewKey[args.viewType]] != null) &&
          (args.employeeId == null || p.employeeId === args.employeeId) &&
          (args.workplaceId == null || p.workplaceId === args.workplaceId) &&
          (args.machineId == null || p.machineId === args.machineId),
      );
    },
    resolve: (payload: EventChangePayload) => payload,
  }),
);
