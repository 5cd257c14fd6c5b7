// The generic resource calls of spec §7 for one kind, mapped onto GraphQL fields named by
// convention. A kind lists only the calls it supports.
//   GET    /{kind}/all.json            -> query  <all>(filters): [T!]!
//   GET    /{kind}.json                -> query  <list>(page, limit, filters): TPage
//   GET    /{kind}/{id}.json           -> query  <one>(id): T            (null -> 404)
//   POST   /{kind}.json                -> mutation <create>(input): T | errors
//   PUT    /{kind}/{id}.json           -> mutation <update>(id, input): T | errors
//   DELETE /{kind}/{id}.json           -> mutation <remove>(id): DeleteResult | errors
//   POST   /{kind}/verify-delete/{id}.json -> query <verifyDelete>(id): VerifyDeleteResult
//   POST   /{kind}/set-{relation}/{id}.json -> mutation <field>(id, ids): T | errors
import type { Route } from './types.ts';

export interface ResourceSpec {
  kind: string;
  /** GraphQL object type of one item, e.g. ClosedDate. */
  type: string;
  /** GraphQL selection of one item. */
  fields: string;
  /** Filter arguments read from the query string (snake_case on the wire): name -> GraphQL type. */
  filters?: Record<string, string>;
  all?: string;
  list?: string;
  one?: string;
  create?: { field: string; input: string };
  update?: { field: string; input: string };
  remove?: string;
  verifyDelete?: string;
  relations?: Record<string, string>;
}

export const errorMembers = `
  ... on ValidationError { errorMessage: message errors }
  ... on ConflictError { errorMessage: message }
  ... on NotFoundError { errorMessage: message }`;

const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function coerce(type: string, raw: string | null): unknown {
  if (raw === null || raw === '') return undefined;
  if (type.startsWith('[')) return raw.split(',').map((v) => coerce(type.slice(1, type.indexOf(']')), v));
  if (type.startsWith('Int') || type.startsWith('Float')) return Number(raw);
  if (type.startsWith('Boolean')) return raw === 'true' || raw === '1';
  return raw;
}

function filterVariables(spec: ResourceSpec, query: URLSearchParams) {
  return Object.fromEntries(
    Object.entries(spec.filters ?? {}).map(([name, type]) => [
      name,
      coerce(type, query.get(toSnake(name)) ?? query.get(name)),
    ]),
  );
}

function filterDecl(spec: ResourceSpec) {
  const entries = Object.entries(spec.filters ?? {});
  return {
    params: entries.map(([name, type]) => `, $${name}: ${type}`).join(''),
    args: entries.map(([name]) => `, ${name}: $${name}`).join(''),
  };
}

export function resourceRoutes(spec: ResourceSpec): Route[] {
  const routes: Route[] = [];
  const { params, args } = filterDecl(spec);
  const base = `/${spec.kind}`;
  if (spec.all) {
    const field = spec.all;
    // A query without filters declares no variables (an unused one fails GraphQL validation).
    const document = `query ${params ? `(${params.slice(2)})` : ''} { ${field}${args ? `(${args.slice(2)})` : ''} { ${spec.fields} } }`;
    for (const path of [`${base}/all.json`, `${base}/all/:x.json`]) {
      routes.push({ method: 'GET', path, field, document, variables: ({ query }) => filterVariables(spec, query) });
    }
  }
  if (spec.list) {
    routes.push({
      method: 'GET',
      path: `${base}.json`,
      field: spec.list,
      page: true,
      document: `query ($page: Int, $limit: Int${params}) { ${spec.list}(page: $page, limit: $limit${args}) {
        items { ${spec.fields} } pagination { pageCount currentPage hasNextPage hasPrevPage count limit } } }`,
      variables: ({ query }) => ({
        page: coerce('Int', query.get('page')),
        limit: coerce('Int', query.get('limit')),
        ...filterVariables(spec, query),
      }),
    });
  }
  if (spec.one) {
    routes.push({
      method: 'GET',
      path: `${base}/:id.json`,
      field: spec.one,
      notFoundOnNull: true,
      document: `query ($id: Int!) { ${spec.one}(id: $id) { ${spec.fields} } }`,
      variables: ({ params: p }) => ({ id: Number(p.id) }),
    });
  }
  const result = `__typename ... on ${spec.type} { ${spec.fields} } ${errorMembers}`;
  if (spec.create) {
    const { field, input } = spec.create;
    routes.push({
      method: 'POST',
      path: `${base}.json`,
      field,
      created: true,
      document: `mutation ($input: ${input}!) { ${field}(input: $input) { ${result} } }`,
      variables: ({ body }, schema) => ({ input: schema.toInput(input, body) }),
    });
  }
  if (spec.update) {
    const { field, input } = spec.update;
    routes.push({
      method: 'PUT',
      path: `${base}/:id.json`,
      field,
      document: `mutation ($id: Int!, $input: ${input}!) { ${field}(id: $id, input: $input) { ${result} } }`,
      variables: ({ body, params: p }, schema) => ({ id: Number(p.id), input: schema.toInput(input, body) }),
    });
  }
  if (spec.remove) {
    routes.push({
      method: 'DELETE',
      path: `${base}/:id.json`,
      field: spec.remove,
      document: `mutation ($id: Int!) { ${spec.remove}(id: $id) { __typename ... on DeleteResult { id } ${errorMembers} } }`,
      variables: ({ params: p }) => ({ id: Number(p.id) }),
    });
  }
  if (spec.verifyDelete) {
    routes.push({
      method: 'POST',
      path: `${base}/verify-delete/:id.json`,
      field: spec.verifyDelete,
      document: `query ($id: Int!) { ${spec.verifyDelete}(id: $id) { canDelete dependencies { kind count } } }`,
      variables: ({ params: p }) => ({ id: Number(p.id) }),
    });
  }
  for (const [relation, field] of Object.entries(spec.relations ?? {})) {
    routes.push({
      method: 'POST',
      path: `${base}/set-${relation}/:id.json`,
      field,
      document: `mutation ($id: Int!, $ids: [Int!]!) { ${field}(id: $id, ids: $ids) { ${result} } }`,
      variables: ({ body, params: p }) => {
        const list = (body[relation] ?? body.ids ?? body.relations ?? []) as unknown[];
        return {
          id: Number(p.id),
          ids: list.map((v) => Number(typeof v === 'object' && v ? (v as { id: unknown }).id : v)),
        };
      },
    });
  }
  return routes;
}
