import { builder } from '../../builder.ts';
import { pageType } from '../common/index.ts';
import { WEBHOOK_EVENTS } from './webhook.events.ts';

export const EVENTS_DESCRIPTION = `Event types, among: ${WEBHOOK_EVENTS.join(', ')}.`;

export const WebhookDeliveryStatusEnum = builder.enumType('WebhookDeliveryStatus', {
  values: ['PENDING', 'DELIVERED', 'FAILED'] as const,
});

const events = (list: string[]) => list.filter((e) => (WEBHOOK_EVENTS as readonly string[]).includes(e));

export const WebhookRef = builder.prismaObject('Webhook', {
  description: 'An endpoint that receives signed events (Standard Webhooks); the secret is shown only at creation.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    url: t.exposeString('url'),
    events: t.stringList({ description: EVENTS_DESCRIPTION, resolve: (w) => events(w.events) }),
    enabled: t.exposeBoolean('enabled'),
    disabledReason: t.exposeString('disabledReason', {
      nullable: true,
      description: 'Why it was turned off (deliveries failing for over a day).',
    }),
    disabledAt: t.expose('disabledAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export interface CreatedWebhook {
  id: number;
  url: string;
  events: string[];
  enabled: boolean;
  secret: string;
  createdAt: Date;
}

export const CreatedWebhookRef = builder.objectRef<CreatedWebhook>('CreatedWebhook').implement({
  description: 'A new endpoint with its signing secret: shown this once, never again.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    url: t.exposeString('url'),
    events: t.stringList({ description: EVENTS_DESCRIPTION, resolve: (w) => events(w.events) }),
    enabled: t.exposeBoolean('enabled'),
    secret: t.exposeString('secret', { description: 'whsec_…: verifies the webhook-signature header.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const WebhookDeliveryRef = builder.prismaObject('WebhookDelivery', {
  description: 'One event sent to one endpoint, with the same webhook-id on every attempt.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    webhookId: t.exposeInt('webhookId'),
    messageId: t.exposeString('messageId', { description: 'The webhook-id header.' }),
    event: t.exposeString('event', { description: 'The event type, e.g. booking.created.' }),
    resourceId: t.exposeInt('resourceId'),
    status: t.expose('status', { type: WebhookDeliveryStatusEnum }),
    attempts: t.exposeInt('attempts'),
    lastStatusCode: t.exposeInt('lastStatusCode', {
      nullable: true,
      description: "The receiver's last HTTP status.",
    }),
    lastError: t.exposeString('lastError', { nullable: true }),
    nextAttemptAt: t.expose('nextAttemptAt', { type: 'DateTime', nullable: true }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const WebhookDeliveryPage = pageType('WebhookDelivery', WebhookDeliveryRef);
