// Start-up work, done once: each route's document is parsed and validated against the schema,
// its input declaration becomes zod objects, and the router (find-my-way: static segments
// outrank parameters, so /vouchers/all.json is never read as an id) is built.
import FindMyWay from 'find-my-way';
import {
  type DocumentNode,
  type GraphQLField,
  type GraphQLSchema,
  getNamedType,
  isNonNullType,
  isUnionType,
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
  /** The lookup of the row the path names (declared, or found in the schema), when there is one. */
  subject?: { field: string; document: DocumentNode; text: string };
}

/**
 * The lookup of the row an `/{id}` path names: the route's own, or else the root query that
 * reads one row of the type the route's field returns by `id` alone (`updateBooking` and
 * `closeBooking` -> `booking(id)`), so every route of the table that names a row answers 404 for
 * an unknown id without declaring anything.
 */
function subjectOf(schema: GraphQLSchema, route: Route, rootField: GraphQLField<unknown, unknown>) {
  if (route.subject) return route.subject;
  if (route.method === 'GET' || !paramNames(route.path).includes('id')) return undefined;
  let named = getNamedType(rootField.type);
  if (isUnionType(named)) {
    const query = schema.getQueryType()?.getFields() ?? {};
    const types = new Set(Object.values(query).map((f) => getNamedType(f.type).name));
    named = named.getTypes().find((m) => types.has(m.name)) ?? named;
  }
  const reader = Object.values(schema.getQueryType()?.getFields() ?? {}).find(
    (f) =>
      getNamedType(f.type).name === named.name &&
      !isNonNullType(f.type) &&
      f.args.length >= 1 &&
      f.args.filter((a) => isNonNullType(a.type)).length === 1 &&
      f.args.some((a) => a.name === 'id' && isNonNullType(a.type) && getNamedType(a.type).name === 'Int'),
  );
  if (!reader) return undefined;
  return { field: reader.name, document: `query ($id: Int!) { ${reader.name}(id: $id) { __typename } }` };
}

const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');

/** The login a root field needs, read from its Pothos scope-auth options. */
function authNeed(field: GraphQLField<unknown, unknown>): AuthNeed {
  const scopes = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes;
  if (!scopes || typeof scopes !== 'object') return 'none';
  const s = scopes as Record<string, unknown>;
  // Any-of semantics: the weakest scope that suffices; `$all` needs each of its scopes, so the strongest.
  if (s.$all && typeof s.$all === 'object') {
    const all = s.$all as Record<string, unknown>;
    for (const need of ['admin', 'staff', 'customer', 'loggedIn'] as const) if (all[need]) return need;
  }
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
  const lookup = subjectOf(schema, route, rootField);
  let subject: CompiledRoute['subject'];
  if (lookup) {
    const parsed = parse(lookup.document);
    const wrong = validate(schema, parsed);
    if (wrong.length)
      throw new Error(`${route.method} ${route.path} subject: ${wrong.map((e) => e.message).join('; ')}`);
    subject = { field: lookup.field, document: parsed, text: lookup.document };
  }
  return {
    route,
    document,
    subject,
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
