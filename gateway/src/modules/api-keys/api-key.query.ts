import { builder } from '../../builder.ts';
import { currentApiKey, listApiKeys } from './api-key.service.ts';

builder.queryFields((t) => ({
  apiKeys: t.prismaField({
    type: ['ApiKey'],
    description: "The vendor's active API keys (never the keys themselves), newest first.",
    authScopes: { $all: { admin: true, person: true } },
    resolve: (_query, _root, _args, ctx) => listApiKeys(ctx),
  }),
  currentApiKey: t.prismaField({
    type: 'ApiKey',
    nullable: true,
    description: 'The API key this request was made with (its name and role), or null for a person or a guest.',
    resolve: (query, _root, _args, ctx) => currentApiKey(ctx, query),
  }),
}));
