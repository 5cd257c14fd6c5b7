import { filter, pipe } from 'graphql-yoga';
import { builder } from '../../builder.ts';
import type { EventChangePayload } from '../../pubsub.ts';
import { EventChangeTypeEnum } from './event.type.ts';

interface EventChange {
  type: EventChangePayload['type'];
  eventId: number;
}

const EventChangeRef = builder.objectRef<EventChange>('EventChange').implement({
  fields: (t) => ({
    type: t.expose('type', { type: EventChangeTypeEnum }),
    event: t.prismaField({
      type: 'Event',
      // Deleted events are gone from the table: the subscriber gets the id and times only.
      resolve: async (query, change, _args, ctx) =>
        ctx.vendorDb().event.findUniqueOrThrow({ ...query, where: { id: change.eventId } }),
    }),
  }),
});

builder.subscriptionField('calendarEventsChanged', (t) =>
  t.field({
    type: EventChangeRef,
    authScopes: { staff: true },
    description: "Changes to events of the viewer's vendor overlapping [from, to).",
    args: { from: t.arg({ type: 'DateTime', required: true }), to: t.arg({ type: 'DateTime', required: true }) },
    // The channel is per vendor: no event crosses vendors.
    subscribe: (_root, args, ctx) =>
      pipe(
        ctx.app.pubsub.subscribe('calendar:events', ctx.vendorId()),
        filter((p: EventChangePayload) => p.start < args.to.getTime() && p.end > args.from.getTime()),
      ),
    resolve: (payload: EventChangePayload) => ({ type: payload.type, eventId: payload.eventId }),
  }),
);
