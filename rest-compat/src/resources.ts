// The generic resource calls of spec §7 for one kind, mapped onto GraphQL fields named by
// convention. A kind lists only the calls it supports.
//   GET    /{kind}/all.json, /{kind}/all/{x}.json -> query <all>(filters): [T!]!  (or the list, unpaged)
//   GET    /{kind}.json                -> query  <list>(page, limit, filters): TPage
//   GET    /{kind}/{id}.json           -> query  <one>(id): T            (null -> 404)
//   POST   /{kind}.json                -> mutation <create>(input): T | errors
//   PUT    /{kind}/{id}.json           -> mutation <update>(id, input): T | errors
//   DELETE /{kind}/{id}.json           -> mutation <remove>(id): DeleteResult | errors
//   POST   /{kind}/verify-delete/{id}.json -> query <verifyDelete>(id): VerifyDeleteResult
//   POST   /{kind}/set-{relation}/{id}.json -> mutation <field>(id, ids): T | errors
import type { Route } from './types.ts';
import { opt, type Shape, w } from './wire/shape.ts';
import { errorMembers, pagination } from './wire/values.ts';

export { errorMembers } from './wire/values.ts';

export interface ResourceSpec {
  kind: string;
  /** GraphQL object type of one item, e.g. ClosedDate. */
  type: string;
  /** GraphQL selection of one item. */
  fields: string;
  /** Filter arguments read from the query string (snake_case on the wire): name -> GraphQL type. */
  filters?: Record<string, string>;
  all?: string;
  /** No <all> field: /all.json reads the list field's first page of up to 500 items. */
  allFromList?: boolean;
  list?: string;
  one?: string;
  create?: { field: string; input: string };
  update?: { field: string; input: string };
  remove?: string;
  verifyDelete?: string;
  relations?: Record<string, string>;
}

const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function coerce(type: string, raw: string | null): unknown {
  if (raw === null || raw === '') return undefined;
  if (type.startsWith('[')) return raw.split(',').map((v) => coerce(type.slice(1, type.indexOf(']')), v));
  if (type.startsWith('Int') || type.startsWith('Float')) return Number(raw);
  if (type.startsWith('Boolean')) return raw === 'true' || raw === '1';
  return raw;
}

/** The wire check of a filter of the given GraphQL type (enums are checked by GraphQL's coercion). */
function filterWire(type: string) {
  const base = type.replace('!', '');
  const wire = base === 'Int' ? w.id() : base === 'Boolean' ? w.bool() : base === 'Date' ? w.date() : w.text();
  return type.endsWith('!') ? wire : opt(wire);
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
    query: Object.fromEntries(entries.map(([name, type]) => [toSnake(name), filterWire(type)])) as Shape,
  };
}

const idParam = { id: w.id() };
const pageQuery = { page: opt(w.int(1)), limit: opt(w.int(0)) };

export function resourceRoutes(spec: ResourceSpec): Route[] {
  const routes: Route[] = [];
  // The item an `/{id}` path names, looked up before the body is judged (unknown id: 404).
  const subject = spec.one
    ? { field: spec.one, document: `query ($id: Int!) { ${spec.one}(id: $id) { __typename } }` }
    : undefined;
  const { params, args, query: filterQuery } = filterDecl(spec);
  const base = `/${spec.kind}`;
  if (spec.all || (spec.allFromList && spec.list)) {
    const field = spec.all ?? (spec.list as string);
    const document = spec.all
      ? // A query without filters declares no variables (an unused one fails GraphQL validation).
        `query ${params ? `(${params.slice(2)})` : ''} { ${field}${args ? `(${args.slice(2)})` : ''} { ${spec.fields} } }`
      : `query ($limit: Int${params}) { ${field}(page: 1, limit: $limit${args}) { items { ${spec.fields} } } }`;
    const shape = spec.all ? undefined : (value: unknown) => (value as { items: unknown[] }).items;
    // `/all/{x}.json` gives the kind's first required filter in the path (the parent of
    // `/child-services/all/{parentId}.json`); the query string may still give it.
    const pathFilter = Object.entries(spec.filters ?? {}).find(([, type]) => type.endsWith('!'));
    for (const path of [`${base}/all.json`, `${base}/all/:x.json`]) {
      const inPath = path.includes(':x') ? pathFilter : undefined;
      routes.push({
        method: 'GET',
        path,
        summary: `Every ${spec.kind.replace(/-/g, ' ')} item${spec.all ? '' : ' (up to 500)'}`,
        input: {
          params: path.includes(':x') ? { x: inPath ? filterWire(inPath[1]) : w.text() } : {},
          query: inPath ? { ...filterQuery, [toSnake(inPath[0])]: opt(filterWire(inPath[1])) } : filterQuery,
        },
        field,
        document,
        shape,
        variables: ({ query, params: p }) => {
          const filters = filterVariables(spec, query);
          if (inPath && filters[inPath[0]] === undefined) filters[inPath[0]] = coerce(inPath[1], p.x ?? null);
          return { ...(spec.all ? {} : { limit: 500 }), ...filters };
        },
      });
    }
  }
  if (spec.list) {
    routes.push({
      method: 'GET',
      path: `${base}.json`,
      summary: `A page of ${spec.kind.replace(/-/g, ' ')}`,
      input: { query: { ...pageQuery, ...filterQuery } },
      field: spec.list,
      page: true,
      document: `query ($page: Int, $limit: Int${params}) { ${spec.list}(page: $page, limit: $limit${args}) {
        items { ${spec.fields} } ${pagination} } }`,
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
      summary: `One ${spec.type}`,
      input: { params: idParam },
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
      summary: `Creates a ${spec.type}`,
      input: { bodyType: input, query: { limit: opt(w.int(0)) } },
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
      summary: `Updates a ${spec.type}`,
      subject,
      input: { params: idParam, bodyType: input },
      field,
      document: `mutation ($id: Int!, $input: ${input}!) { ${field}(id: $id, input: $input) { ${result} } }`,
      variables: ({ body, params: p }, schema) => ({ id: Number(p.id), input: schema.toInput(input, body) }),
    });
  }
  if (spec.remove) {
    routes.push({
      method: 'DELETE',
      path: `${base}/:id.json`,
      summary: `Deletes a ${spec.type}`,
      subject,
      input: { params: idParam, body: { id: opt(w.id()) } },
      field: spec.remove,
      document: `mutation ($id: Int!) { ${spec.remove}(id: $id) { __typename ... on DeleteResult { id } ${errorMembers} } }`,
      variables: ({ params: p }) => ({ id: Number(p.id) }),
    });
  }
  if (spec.verifyDelete) {
    routes.push({
      method: 'POST',
      path: `${base}/verify-delete/:id.json`,
      summary: `What deleting a ${spec.type} would affect`,
      subject,
      input: { params: idParam },
      field: spec.verifyDelete,
      document: `query ($id: Int!) { ${spec.verifyDelete}(id: $id) { canDelete dependencies { kind count } } }`,
      variables: ({ params: p }) => ({ id: Number(p.id) }),
    });
  }
  for (const [relation, field] of Object.entries(spec.relations ?? {})) {
    const idOrObject = w
      .any()
      .refine(
        (v) =>
          (typeof v === 'object' && v !== null && w.id().safeParse((v as { id?: unknown }).id).success) ||
          w.id().safeParse(v).success,
        { params: { rule: 'invalid' } },
      );
    routes.push({
      method: 'POST',
      path: `${base}/set-${relation}/:id.json`,
      summary: `Sets the ${relation} of a ${spec.type} (ids, or objects with an id)`,
      subject,
      input: {
        params: idParam,
        body: { [relation]: opt(w.list(idOrObject)), ids: opt(w.list(idOrObject)), relations: opt(w.list(idOrObject)) },
      },
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
