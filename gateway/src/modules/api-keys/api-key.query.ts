import { builder } from '../../builder.ts';
import { listApiKeys } from './api-key.service.ts';

builder.queryFields((t) => ({
  apiKeys: t.prismaField({
    type: ['ApiKey'],
    description: "The vendor's active API keys (never the keys themselves), newest first.",
    authScopes: { $all: { admin: true, person: true } },
    resolve: (_query, _root, _args, ctx) => listApiKeys(ctx),
  }),
}));
