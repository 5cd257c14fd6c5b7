import { builder } from '../../builder.ts';
import { DeleteResult, mutationErrors } from '../common/index.ts';
import { createApiKey, revokeApiKey } from './api-key.service.ts';
import { ApiKeyRoleEnum, CreatedApiKeyRef } from './api-key.type.ts';

const ApiKeyInput = builder.inputType('ApiKeyInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    role: t.field({ type: ApiKeyRoleEnum, required: true }),
  }),
});

// Managing keys needs a person: a key can neither make nor revoke keys.
builder.mutationFields((t) => ({
  createApiKey: t.field({
    type: CreatedApiKeyRef,
    errors: mutationErrors,
    authScopes: { $all: { admin: true, person: true } },
    args: { input: t.arg({ type: ApiKeyInput, required: true }) },
    resolve: (_root, { input }, ctx) => createApiKey(ctx, input),
  }),
  revokeApiKey: t.field({
    type: DeleteResult,
    errors: mutationErrors,
    authScopes: { $all: { admin: true, person: true } },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => revokeApiKey(ctx, id),
  }),
}));
