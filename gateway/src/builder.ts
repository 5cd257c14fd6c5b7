import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError } from 'graphql';
import type { Context } from './context.ts';
import type PrismaTypes from './generated/prisma/pothos-types.ts';
import { getDatamodel } from './generated/prisma/pothos-types.ts';
import { installPlannedRows } from './planned-rows.ts';
import { refusableFields } from './lib/refusable-fields.ts';
import { t } from './lib/i18n.ts';
import { Role } from './lib/roles.ts';

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: { loggedIn: boolean; customer: boolean; staff: boolean; admin: boolean; person: boolean };
  Scalars: {
    Date: { Input: string; Output: string | Date };
    DateTime: { Input: Date; Output: Date | string | number };
    JSON: { Input: unknown; Output: unknown };
  };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, refusableFields],
  scopeAuth: {
    authScopes: (ctx) => ({
      loggedIn: !!ctx.viewer,
      customer: (ctx.viewer?.role ?? Role.guest) >= Role.customer,
      staff: (ctx.viewer?.role ?? Role.guest) >= Role.staff && ctx.viewer?.vendorId != null,
      admin: (ctx.viewer?.role ?? Role.guest) >= Role.admin && ctx.viewer?.vendorId != null,
      // A signed-in person, not an integration's API key (passwords, managing keys).
      person: !!ctx.viewer && !ctx.viewer.apiKeyId,
    }),
    // 401 when nobody is logged in, 403 when the role is too low.
    unauthorizedError: (_parent, ctx) =>
      ctx.viewer
        ? new GraphQLError(t(ctx.lang, 'auth.forbidden'), { extensions: { code: 'FORBIDDEN' } })
        : new GraphQLError(t(ctx.lang, 'auth.required'), { extensions: { code: 'UNAUTHENTICATED' } }),
  },
  errors: { directResult: true },
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    // Tracks whether a resolver used its planned query (planned-rows.ts re-reads rows when not).
    onUnusedQuery: () => {},
  },
});

// Rows a resolver returned without its planned query are read again with it.
installPlannedRows();

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
