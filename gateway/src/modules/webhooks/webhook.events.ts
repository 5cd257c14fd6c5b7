// The events a webhook may subscribe to, each about one resource in its REST wire shape.
export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.updated',
  'booking.canceled',
  'booking.closed',
  'customer.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The REST path whose GET answer is the event's `data`. */
export function resourcePath(type: WebhookEventType, id: number): string {
  return type.startsWith('customer.') ? `/customers/${id}.json` : `/bookings/${id}.json`;
}
