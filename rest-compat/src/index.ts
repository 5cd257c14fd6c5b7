// REST compatibility (spec §7, architecture "REST compatibility contract"): each route executes a
// GraphQL document against the same schema and context, then shapes the spec's envelope.
// Order of checks: route (404), body syntax, authentication (401/403), the row the path names
// (404), wire input (422), then the document. GraphQL-internal wording never reaches the client.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DocumentNode, GraphQLSchema, GraphQLError as GraphQLErrorType } from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
import { BodyError, readBody } from './body.ts';
import { snakeKeys } from './case.ts';
import { buildRouter, type CompiledRoute, compileRoute } from './compile.ts';
export type { CompiledRoute } from './compile.ts';
export type { GraphQLResult } from './types.ts';
import { toInput } from './input.ts';
import { type Lang, langOf, msg } from './messages.ts';
import { openApiDocument, openApiHtml, openApiTryScript } from './openapi.ts';
import { routes } from './routes.ts';
import type { GraphQLResult, RestRequest, SchemaHelpers } from './types.ts';
import { FORBIDDEN_KEYS } from './wire/keys.ts';
import { type FieldErrors, fieldErrors } from './wire/shape.ts';
import { statusByCode, statusByType } from './wire/values.ts';

export { type ResourceSpec, resourceRoutes } from './resources.ts';
export { type Route, routes } from './routes.ts';
export { escapeLike, isCalendarDate, isDateTime, stringLimit, INT_MAX, INT_MIN } from './wire/limits.ts';
export { statusByCode } from './wire/values.ts';
export { FORBIDDEN_KEYS, ForbiddenKeyError, findForbiddenKey, parseJson } from './wire/keys.ts';
export { openApiDocument } from './openapi.ts';
export { createWireReader, type RunDocument } from './read.ts';
export { type Lang, langOf, msg } from './messages.ts';

type Fetch = (url: string, init: RequestInit) => Promise<Response> | Response;

/**
 * The viewer of a request: null without a token; throws for a bad or expired one, or an error with
 * code RATE_LIMITED (and retryAfter) for a credential past its rate limit.
 */
export type Authenticate = (
  authorization: string | undefined,
  acceptLanguage?: string,
) => Promise<{ role: number; vendorId: number | null } | null>;

interface LineLogger {
  info(obj: object, message: string): void;
  warn(obj: object, message: string): void;
  error(obj: object, message: string): void;
}

/** One route's operation, to run against the schema with the request's headers. */
export interface RestOperation {
  /** Parsed and validated once at start-up. */
  document: DocumentNode;
  variables: Record<string, unknown>;
  authorization?: string;
  acceptLanguage?: string;
}

/**
 * Runs a route's operation in process: the parsed document executed directly, without an HTTP
 * hop nor a new parse. Errors are GraphQL errors, masked as the GraphQL endpoint masks them.
 */
export type ExecuteOperation = (operation: RestOperation) => Promise<GraphQLResult>;

export interface RestHandlerOptions {
  /** Preferred: executes each route's document directly. */
  execute?: ExecuteOperation;
  /** Otherwise the document is posted to the GraphQL endpoint through this fetch. */
  fetch?: Fetch;
  schema: GraphQLSchema;
  authenticate?: Authenticate;
  log?: LineLogger;
}

const ROLE = { customer: 1, staff: 2, admin: 3 } as const;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body));
}

const failure = (message: string, errors: unknown = {}, extra: Record<string, unknown> = {}) => ({
  data: { message, errors, ...extra },
});

/** Every route, compiled once at start-up (documents parsed and validated, inputs built, router). */
export function compileRoutes(schema: GraphQLSchema) {
  const compiled = routes.map((r) => compileRoute(schema, r));
  return { compiled, router: buildRouter(compiled) };
}

const plainRouter = buildRouter(routes.map((route) => ({ route })));

/** The route of a method and path (without the /api prefix), with its parameters. */
export function matchRoute(method: string, path: string) {
  const found = plainRouter.find(method, path);
  return found ? { route: found.compiled.route, params: found.params } : null;
}

/** Query string values as an object of strings; empty values count as absent. */
function queryObject(query: URLSearchParams) {
  const out: Record<string, string> = {};
  for (const [k, v] of query) if (v !== '' && !Object.hasOwn(out, k)) out[k] = v;
  return out;
}

/** A query string parameter whose name is (or goes through) a forbidden key. */
const forbiddenQueryKey = (query: URLSearchParams) =>
  [...query.keys()].some((name) =>
    name
      .replace(/\]/g, '')
      .split(/[[.]/)
      .some((key) => FORBIDDEN_KEYS.has(key)),
  );

function checkInput(c: CompiledRoute, request: RestRequest, lang: Lang): FieldErrors | null {
  const errors: FieldErrors = {};
  const parts = [
    [c.params.safeParse(request.params, { reportInput: true }), ''],
    [c.query.safeParse(queryObject(request.query), { reportInput: true }), ''],
    [c.body.safeParse(request.body, { reportInput: true }), ''],
  ] as const;
  for (const [result, prefix] of parts)
    if (!result.success) Object.assign(errors, fieldErrors(result.error, lang, prefix));
  return Object.keys(errors).length ? errors : null;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);

/** Field errors of variables that GraphQL would refuse, in wire terms and the request language. */
function variableErrors(schema: GraphQLSchema, c: CompiledRoute, variables: Record<string, unknown>, lang: Lang) {
  const result = getVariableValues(schema, c.operation.variableDefinitions ?? [], variables, { maxErrors: 20 });
  if (!result.errors) return null;
  const errors: FieldErrors = {};
  for (const e of result.errors as readonly GraphQLErrorType[]) {
    // 'Variable "$input" got invalid value ... at "input.events[0].serviceId"; ...' -> events.0.service_id
    const at = /at "([^"]+)"/.exec(e.message)?.[1];
    const variable = /Variable "\$(\w+)"/.exec(e.message)?.[1] ?? 'body';
    const path =
      (at
        ? at
            .split(/[.[\]]+/)
            .filter(Boolean)
            .slice(1)
        : []
      )
        .map(snake)
        .join('.') || snake(variable);
    const missing = /was not provided|must not be null/.test(e.message);
    errors[path] = missing ? { required: msg(lang, 'required') } : { invalid: msg(lang, 'invalid') };
  }
  return errors;
}

export function createRestHandler({ execute, fetch, schema, authenticate, log }: RestHandlerOptions) {
  if (!execute && !fetch) throw new Error('createRestHandler needs execute or fetch');
  const helpers: SchemaHelpers = { toInput: (typeName, body) => toInput(schema, typeName, body) };
  const { compiled, router } = compileRoutes(schema);
  // Built on first request: app start-up (and every test app) does not pay for it.
  let docs: { json: string; html: string } | undefined;
  const openapi = () => {
    if (!docs) {
      const doc = openApiDocument(schema, compiled);
      docs = { json: JSON.stringify(doc), html: openApiHtml(doc) };
    }
    return docs;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const lang = langOf(req.headers['accept-language']);
    const requestId = String(res.getHeader('x-request-id') ?? '');
    const override = String(req.headers['x-http-method-override'] ?? '').toUpperCase();
    const method =
      req.method === 'POST' && ['PUT', 'DELETE', 'PATCH'].includes(override) ? override : (req.method ?? 'GET');
    const path = url.pathname.replace(/^\/api/, '') || '/';
    // A client's mistake is one line at info level, never a stack.
    const refuse = (status: number, message: string, errors: unknown = {}, headers: Record<string, string> = {}) => {
      log?.info({ requestId, method, path: url.pathname, status, message }, 'rest request refused');
      send(res, status, failure(message, errors), headers);
    };

    if (method === 'GET' && path === '/openapi.json') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(openapi().json);
      return;
    }
    if (method === 'GET' && path === '/docs.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(openApiTryScript);
      return;
    }
    if (method === 'GET' && (path === '/docs' || path === '/docs/')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(openapi().html);
      return;
    }
    const match = router.find(method === 'PATCH' ? 'PUT' : method, path);
    if (!match) {
      req.resume();
      return refuse(404, msg(lang, 'noRoute', { method, path: url.pathname }));
    }
    const c = match.compiled;
    const route = c.route;
    if (forbiddenQueryKey(url.searchParams)) {
      req.resume();
      return refuse(400, msg(lang, 'forbiddenKey'));
    }

    let body: Record<string, unknown>;
    try {
      body = await readBody(req, route.input?.multipart === true);
    } catch (error) {
      if (error instanceof BodyError) {
        // Whatever is left of a refused body is read and dropped: the answer reaches the client
        // instead of a reset connection.
        req.resume();
        return refuse(error.kind === 'tooLarge' ? 413 : 400, msg(lang, error.kind));
      }
      // The client went away while sending its body: nobody is left to answer.
      if (req.destroyed || req.aborted) return;
      throw error;
    }

    // Authentication before input: a request without a valid token is a 401 whatever its body.
    if (authenticate && c.auth !== 'none') {
      let viewer: Awaited<ReturnType<Authenticate>>;
      try {
        viewer = await authenticate(req.headers.authorization, req.headers['accept-language']);
      } catch (error) {
        const limited = error as { code?: string; message?: string; retryAfter?: number };
        if (limited?.code === 'RATE_LIMITED')
          return refuse(429, String(limited.message), {}, { 'retry-after': String(limited.retryAfter ?? 1) });
        return refuse(401, msg(lang, 'badToken'));
      }
      if (!viewer) return refuse(401, msg(lang, 'authRequired'));
      const needsVendor = c.auth === 'staff' || c.auth === 'admin';
      const min = c.auth === 'loggedIn' ? 0 : ROLE[c.auth];
      if (viewer.role < min || (needsVendor && viewer.vendorId == null)) return refuse(403, msg(lang, 'forbidden'));
    }

    /** Executes a document of the route, in process or through the GraphQL endpoint. */
    const run = async (document: DocumentNode, text: string, variables: Record<string, unknown>) => {
      if (execute) {
        const acceptLanguage = req.headers['accept-language'];
        return execute({
          document,
          variables,
          authorization: req.headers.authorization,
          acceptLanguage: acceptLanguage === undefined ? undefined : String(acceptLanguage),
        });
      }
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (req.headers.authorization) headers.authorization = req.headers.authorization;
      if (req.headers['accept-language']) headers['accept-language'] = String(req.headers['accept-language']);
      if (requestId) headers['x-request-id'] = requestId;
      const response = await fetch!('http://local/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: text, variables }),
      });
      return (await response.json()) as GraphQLResult;
    };

    // The row the path names exists (for this viewer) before its body is judged.
    const subjectId = Number(match.params.id);
    if (c.subject && Number.isSafeInteger(subjectId) && subjectId > 0) {
      const found = await run(c.subject.document, c.subject.text, { id: subjectId });
      if (!found.errors?.length && found.data?.[c.subject.field] == null) {
        return refuse(404, msg(lang, 'notFound'));
      }
    }

    const request: RestRequest = { params: match.params, query: url.searchParams, body };
    const invalid = checkInput(c, request, lang);
    if (invalid) return refuse(422, msg(lang, 'formErrors'), invalid);

    let variables: Record<string, unknown>;
    try {
      variables = route.variables(request, helpers);
    } catch (error) {
      return refuse(422, (error as Error).message);
    }
    const refused = variableErrors(schema, c, variables, lang);
    if (refused) return refuse(422, msg(lang, 'formErrors'), refused);

    const result = await run(c.document, route.document, variables);
    const token = result.extensions?.refreshedToken;
    const withToken = (payload: Record<string, unknown>) => (token ? { ...payload, token } : payload);

    if (result.errors?.length) {
      const first = result.errors[0];
      const code = first?.extensions?.code ?? '';
      const status = statusByCode[code] ?? 500;
      if (status >= 500) {
        // Logged with its stack by the GraphQL boundary; the client gets the reference.
        const id = first?.extensions?.requestId ?? requestId;
        const headers503: Record<string, string> = status === 503 ? { 'retry-after': '1' } : {};
        return send(
          res,
          status,
          withToken(
            failure(
              // A query cut by the time limit says so (in the request language); anything else is masked.
              code === 'QUERY_TIMEOUT' && first?.message ? first.message : msg(lang, 'unexpected', { requestId: id }),
              {},
              { request_id: id },
            ),
          ),
          headers503,
        );
      }
      // Domain errors carry their own message in the request language; GraphQL's own do not.
      const message = ['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED'].includes(code)
        ? msg(lang, 'formErrors')
        : (first?.message ?? msg(lang, 'invalid'));
      log?.info({ requestId, method, path: url.pathname, status, message }, 'rest request refused');
      // Over a limit: when to try again, in the header and in the envelope.
      const retryAfter = first?.extensions?.retryAfter;
      if (status === 429 && retryAfter) {
        return send(res, status, withToken(failure(message, {}, { retry_after: retryAfter })), {
          'retry-after': String(retryAfter),
        });
      }
      return send(res, status, withToken(failure(message)));
    }
    const value = result.data?.[route.field] as Record<string, unknown> | null | undefined;
    if (value == null) {
      if (route.notFoundOnNull) return refuse(404, msg(lang, 'notFound'));
      return send(res, 200, withToken({ data: null }));
    }
    if (route.contentType) {
      res.writeHead(200, { 'content-type': route.contentType }).end(String(value));
      return;
    }
    const typename =
      typeof value === 'object' && !Array.isArray(value) ? (value.__typename as string | undefined) : undefined;
    if (typename && statusByType[typename]) {
      const status = statusByType[typename];
      const message = String(value.errorMessage ?? '');
      log?.info({ requestId, method, path: url.pathname, status, message }, 'rest request refused');
      return send(res, status, withToken(failure(message, value.errors ?? {})));
    }
    if (route.page) {
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
    const shaped = route.shape ? route.shape(payload) : payload;
    return send(res, route.created ? 201 : 200, withToken({ data: snakeKeys(shaped) }));
  };

  // A bug in the handler is a 500 with the request id, logged once with its stack.
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      await handle(req, res);
    } catch (error) {
      const requestId = String(res.getHeader('x-request-id') ?? '');
      log?.error({ err: error, requestId }, 'rest handler failed');
      if (!res.headersSent && !res.destroyed) {
        const lang = langOf(req.headers['accept-language']);
        send(res, 500, failure(msg(lang, 'unexpected', { requestId }), {}, { request_id: requestId }));
      } else res.destroy();
    }
  };
}
