// Webhooks follow the changes their endpoints subscribe to: a booking made, changed (moved or
// edited), cancelled or closed, a customer created, whatever the door it came through.
import type { ChangeType } from '../changes/index.ts';
import { declareEffect } from '../changes/index.ts';
import { enqueueWebhookEvents } from './webhook.enqueue.ts';
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
  plan: (tx, changes) =>
    enqueueWebhookEvents(
      tx,
      changes[0]!.vendorId,
      changes.map((c) => ({ type: WEBHOOK_OF_CHANGE[c.type]!, resourceId: c.subjectId })),
    ),
});
