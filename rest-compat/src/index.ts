// REST compatibility (spec §7, architecture "REST compatibility contract"): each route executes a
// GraphQL document against the same schema and context, then shapes the spec's envelope.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { snakeKeys } from './case.ts';
import { toInput } from './input.ts';
import { routes } from './routes.ts';
import type { RestRequest, Route, SchemaHelpers } from './types.ts';

export { type ResourceSpec, resourceRoutes } from './resources.ts';
export { type Route, routes } from './routes.ts';

type Fetch = (url: string, init: RequestInit) => Promise<Response> | Response;

interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  extensions?: { refreshedToken?: string };
}

const statusByCode: Record<string, number> = {
  RATE_LIMITED: 429,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VALIDATION: 422,
  BAD_USER_INPUT: 422,
  GRAPHQL_VALIDATION_FAILED: 422,
};
const statusByType: Record<string, number> = { ValidationError: 422, ConflictError: 409, NotFoundError: 404 };

function compile(route: Route) {
  const names: string[] = [];
  const pattern = route.path.replace(/[.]/g, '\\.').replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, regex: new RegExp(`^${pattern}$`), names };
}

const table = routes.map(compile);

export function matchRoute(method: string, path: string) {
  for (const { route, regex, names } of table) {
    if (route.method !== method) continue;
    const m = regex.exec(path);
    if (m) return { route, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1] ?? '')])) };
  }
  return null;
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  const parsed = JSON.parse(text) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const obj = parsed as Record<string, unknown>;
  // Bodies may come wrapped as {"data": {...}}.
  const keys = Object.keys(obj);
  if (keys.length === 1 && keys[0] === 'data' && obj.data && typeof obj.data === 'object') {
    return obj.data as Record<string, unknown>;
  }
  return obj;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

const failure = (message: string, errors: unknown = {}) => ({ data: { message, errors } });

export function createRestHandler({ fetch, schema }: { fetch: Fetch; schema: GraphQLSchema }) {
  const helpers: SchemaHelpers = { toInput: (typeName, body) => toInput(schema, typeName, body) };
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const override = String(req.headers['x-http-method-override'] ?? '').toUpperCase();
    const method =
      req.method === 'POST' && ['PUT', 'DELETE', 'PATCH'].includes(override) ? override : (req.method ?? 'GET');
    const path = url.pathname.replace(/^\/api/, '');
    const match = matchRoute(method === 'PATCH' ? 'PUT' : method, path);
    if (!match) return send(res, 404, failure(`No route for ${method} /api${path}`));

    let body: Record<string, unknown>;
    try {
      body = await readBody(req);
    } catch {
      return send(res, 400, failure('The request body is not valid JSON'));
    }
    const request: RestRequest = { params: match.params, query: url.searchParams, body };
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (req.headers.authorization) headers.authorization = req.headers.authorization;
    if (req.headers['accept-language']) headers['accept-language'] = String(req.headers['accept-language']);

    let variables: Record<string, unknown>;
    try {
      variables = match.route.variables(request, helpers);
    } catch (error) {
      return send(res, 422, failure((error as Error).message));
    }
    const response = await fetch('http://local/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: match.route.document, variables }),
    });
    const result = (await response.json()) as GraphQLResult;
    const token = result.extensions?.refreshedToken;
    const withToken = (payload: Record<string, unknown>) => (token ? { ...payload, token } : payload);

    if (result.errors?.length) {
      const first = result.errors[0];
      const code = first?.extensions?.code ?? '';
      const status = statusByCode[code] ?? (response.status >= 400 ? response.status : 500);
      return send(res, status, withToken(failure(first?.message ?? 'Error')));
    }
    const value = result.data?.[match.route.field] as Record<string, unknown> | null | undefined;
    if (value == null) {
      if (match.route.notFoundOnNull) return send(res, 404, withToken(failure('Not found')));
      return send(res, 200, withToken({ data: null }));
    }
    if (match.route.contentType) {
      res.writeHead(200, { 'content-type': match.route.contentType }).end(String(value));
      return;
    }
    const typename =
      typeof value === 'object' && !Array.isArray(value) ? (value.__typename as string | undefined) : undefined;
    if (typename && statusByType[typename]) {
      return send(
        res,
        statusByType[typename],
        withToken(failure(String(value.errorMessage ?? ''), value.errors ?? {})),
      );
    }
    if (match.route.page) {
      const { items, pagination } = value as { items: unknown[]; pagination: unknown };
      return send(res, 200, withToken({ data: snakeKeys(items), pagination: snakeKeys(pagination) }));
    }
    let payload: unknown = value;
    if (typeof value === 'object' && !Array.isArray(value)) {
      const { __typename: _t, ...rest } = value as Record<string, unknown>;
      // An auth call's message is optional on the wire.
      if (rest.message === '') delete rest.message;
      payload = rest;
    }
    const shaped = match.route.shape ? match.route.shape(payload) : payload;
    return send(res, match.route.created ? 201 : 200, withToken({ data: snakeKeys(shaped) }));
  };
}
