// Webhooks follow the changes their endpoints subscribe to: a booking made, changed (moved or
// edited), cancelled or closed, a customer created, whatever the door it came through.
import { Prisma } from '../../generated/prisma/client.ts';
import type { ChangeType } from '../changes/index.ts';
import { declareEffect } from '../changes/index.ts';
import { enqueueWebhookEvents, type Subscribed } from './webhook.enqueue.ts';
import type { WebhookEventType } from './webhook.events.ts';

/** The webhook event type of each change a receiver hears of. */
export const WEBHOOK_OF_CHANGE: Partial<Record<ChangeType, WebhookEventType>> = {
  'booking.created': 'booking.created',
  'booking.moved': 'booking.updated',
  'booking.updated': 'booking.updated',
  'booking.canceled': 'booking.canceled',
  'booking.confirmed': 'booking.updated',
  'booking.closed': 'booking.closed',
  'customer.created': 'customer.created',
};

declareEffect({
  name: 'webhooks',
  types: Object.keys(WEBHOOK_OF_CHANGE) as ChangeType[],
  // The vendor's enabled endpoints and the events each subscribes to.
  fact: (vendor) =>
    Prisma.sql`(SELECT coalesce(json_agg(json_build_object('id', w."id", 'events', w."events")), '[]'::json)
      FROM "Webhook" w WHERE ${vendor('w')} AND w."enabled")`,
  plan: (tx, changes, _app, hooks) =>
    enqueueWebhookEvents(
      tx,
      changes[0]!.vendorId,
      changes.map((c) => ({ type: WEBHOOK_OF_CHANGE[c.type]!, resourceId: c.subjectId })),
      hooks as Subscribed[],
    ),
});
