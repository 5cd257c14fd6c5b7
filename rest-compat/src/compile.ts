// Start-up work, done once: each route's document is parsed and validated against the schema,
// its input declaration becomes zod objects, and the router (find-my-way: static segments
// outrank parameters, so /vouchers/all.json is never read as an id) is built.
import FindMyWay from 'find-my-way';
import {
  type DocumentNode,
  type GraphQLField,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  parse,
  validate,
} from 'graphql';
import { z } from 'zod';
import type { Route } from './types.ts';
import { graphqlInputShape, type Shape } from './wire/shape.ts';

export type AuthNeed = 'none' | 'loggedIn' | 'customer' | 'staff' | 'admin';

export interface CompiledRoute {
  route: Route;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  rootField: GraphQLField<unknown, unknown>;
  auth: AuthNeed;
  params: z.ZodObject;
  query: z.ZodObject;
  body: z.ZodType;
}

const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');

/** The login a root field needs, read from its Pothos scope-auth options. */
function authNeed(field: GraphQLField<unknown, unknown>): AuthNeed {
  const scopes = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes;
  if (!scopes || typeof scopes !== 'object') return 'none';
  const s = scopes as Record<string, unknown>;
  // Any-of semantics: the weakest scope that suffices.
  for (const need of ['loggedIn', 'customer', 'staff', 'admin'] as const) if (s[need]) return need;
  return 'none';
}

export function compileRoute(schema: GraphQLSchema, route: Route): CompiledRoute {
  const document = parse(route.document);
  const errors = validate(schema, document);
  if (errors.length) throw new Error(`${route.method} ${route.path}: ${errors.map((e) => e.message).join('; ')}`);
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation) throw new Error(`${route.method} ${route.path}: no operation`);
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const rootField = root?.getFields()[route.field];
  if (!rootField) throw new Error(`${route.method} ${route.path}: unknown field ${route.field}`);
  const input = route.input ?? {};
  const declared = input.params ?? {};
  const missing = paramNames(route.path).filter((n) => !declared[n]);
  if (missing.length) throw new Error(`${route.method} ${route.path}: undeclared path parameters ${missing}`);
  const body = input.bodyType ? graphqlInputShape(schema, input.bodyType) : z.looseObject(input.body ?? ({} as Shape));
  return {
    route,
    document,
    operation,
    rootField,
    auth: authNeed(rootField),
    params: z.object(declared),
    query: z.looseObject(input.query ?? {}),
    body,
  };
}

export function buildRouter<T extends { route: Route }>(items: readonly T[]) {
  const router = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 500 });
  for (const item of items) router.on(item.route.method, item.route.path, () => item);
  return {
    find(method: string, path: string) {
      const found = router.find(method as 'GET', path);
      if (!found) return null;
      const compiled = (found.handler as unknown as () => T)();
      return { compiled, params: found.params as Record<string, string> };
    },
    /** True when the path exists for another method. */
    anyMethod(path: string) {
      return (['GET', 'POST', 'PUT', 'DELETE'] as const).some((m) => router.find(m, path));
    },
  };
}
