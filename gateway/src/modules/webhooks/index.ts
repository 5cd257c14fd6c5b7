// The front door of the webhooks module: what the rest of the gateway uses of it.
export { type ReadWire, registerWebhookDelivery } from './webhook.delivery.ts';
export { targetProblem } from './webhook.target.ts';
