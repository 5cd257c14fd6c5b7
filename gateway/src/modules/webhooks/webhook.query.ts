import { builder } from '../../builder.ts';
import { findWebhook, listWebhooks, webhookDeliveries } from './webhook.service.ts';
import { WebhookDeliveryPage } from './webhook.type.ts';

builder.queryFields((t) => ({
  webhooks: t.prismaField({
    type: ['Webhook'],
    description: "The vendor's webhook endpoints (never their secrets).",
    authScopes: { admin: true },
    resolve: (_query, _root, _args, ctx) => listWebhooks(ctx),
  }),
  webhook: t.prismaField({
    type: 'Webhook',
    nullable: true,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_query, _root, { id }, ctx) => findWebhook(ctx, id).catch(() => null),
  }),
  webhookDeliveries: t.field({
    type: WebhookDeliveryPage,
    description: 'The deliveries of one endpoint, newest first.',
    authScopes: { admin: true },
    args: { webhookId: t.arg.int({ required: true }), page: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, ctx) => webhookDeliveries(ctx, args),
  }),
}));
