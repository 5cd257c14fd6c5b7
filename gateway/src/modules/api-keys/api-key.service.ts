// API keys of a vendor: created and revoked by its admins in person (never with a key).
import type { Context } from '../../context.ts';
import { now } from '../../lib/clock.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { Role } from '../../lib/roles.ts';
import { FieldErrorList } from '../../lib/validate.ts';
import { newApiKey } from './api-key.auth.ts';
import { m } from './api-key.messages.ts';
import type { ApiKeyRoleName, CreatedApiKey } from './api-key.type.ts';

const NAME_MAX = 100;

export function listApiKeys(ctx: Context) {
  return ctx
    .vendorDb()
    .apiKey.findMany({ where: { revokedAt: null }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

export async function createApiKey(
  ctx: Context,
  input: { name: string; role: ApiKeyRoleName },
): Promise<CreatedApiKey> {
  const name = input.name.trim();
  const errors = new FieldErrorList(ctx.lang);
  if (!name) errors.add('name', 'required');
  else if ([...name].length > NAME_MAX) errors.add('name', 'maximumLength', { max: NAME_MAX });
  errors.throwIfAny();
  const { key, prefix, keyHash } = newApiKey();
  const row = await ctx.vendorDb().apiKey.create({
    data: {
      vendorId: ctx.vendorId(),
      name,
      role: input.role === 'admin' ? Role.admin : Role.staff,
      prefix,
      keyHash,
      createdByUserId: ctx.viewer?.userId ?? 0,
    },
  });
  return { id: row.id, name: row.name, role: input.role, prefix, key, createdAt: row.createdAt };
}

/** The key of the request, when it was made with one. */
export function currentApiKey<Q extends object>(ctx: Context, query: Q) {
  const id = ctx.viewer?.apiKeyId;
  return id ? ctx.vendorDb().apiKey.findFirst({ ...query, where: { id } }) : null;
}

/** Revoked at once: every gateway looks the key up on each request. */
export async function revokeApiKey(ctx: Context, id: number) {
  const { count } = await ctx.vendorDb().apiKey.updateMany({
    where: { id, revokedAt: null },
    data: { revokedAt: now() },
  });
  if (!count) throw new NotFoundError(m(ctx.lang, 'notFound'));
  return { id };
}
