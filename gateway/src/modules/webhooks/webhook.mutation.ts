import { builder } from '../../builder.ts';
import { DeleteResult, mutationErrors } from '../common/index.ts';
import { createWebhook, deleteWebhook, updateWebhook } from './webhook.service.ts';
import { CreatedWebhookRef, EVENTS_DESCRIPTION } from './webhook.type.ts';

const WebhookInput = builder.inputType('WebhookInput', {
  fields: (t) => ({
    url: t.string({ description: 'https:// to a public address.' }),
    events: t.stringList({ description: EVENTS_DESCRIPTION }),
    enabled: t.boolean({ description: 'Turning it on again clears why it was turned off.' }),
  }),
});

builder.mutationFields((t) => ({
  createWebhook: t.field({
    type: CreatedWebhookRef,
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { input: t.arg({ type: WebhookInput, required: true }) },
    resolve: (_root, { input }, ctx) => createWebhook(ctx, input),
  }),
  updateWebhook: t.prismaField({
    type: 'Webhook',
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: WebhookInput, required: true }) },
    resolve: (_query, _root, { id, input }, ctx) => updateWebhook(ctx, id, input),
  }),
  deleteWebhook: t.field({
    type: DeleteResult,
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteWebhook(ctx, id),
  }),
}));
