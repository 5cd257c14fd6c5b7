import { builder } from '../../builder.ts';
import { Role } from '../../lib/roles.ts';

export const ApiKeyRoleEnum = builder.enumType('ApiKeyRole', {
  description: 'What a key may do: the same as a staff member or an admin of the vendor.',
  values: ['staff', 'admin'] as const,
});

export type ApiKeyRoleName = 'staff' | 'admin';
export const roleName = (role: number): ApiKeyRoleName => (role >= Role.admin ? 'admin' : 'staff');

export const ApiKeyRef = builder.prismaObject('ApiKey', {
  description: 'A credential for an integration; the key itself is shown only once, when it is created.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    role: t.field({ type: ApiKeyRoleEnum, resolve: (k) => roleName(k.role) }),
    prefix: t.exposeString('prefix', { description: 'The first characters of the key, to tell keys apart.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
  }),
});

export interface CreatedApiKey {
  id: number;
  name: string;
  role: ApiKeyRoleName;
  prefix: string;
  key: string;
  createdAt: Date;
}

export const CreatedApiKeyRef = builder.objectRef<CreatedApiKey>('CreatedApiKey').implement({
  description: 'A new key, with its secret: shown this once, never again.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    role: t.field({ type: ApiKeyRoleEnum, resolve: (k) => k.role }),
    prefix: t.exposeString('prefix'),
    key: t.exposeString('key', { description: 'Send it as `Authorization: Bearer <key>`.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
