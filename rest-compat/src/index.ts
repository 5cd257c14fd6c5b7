// REST compatibility (spec §7, architecture "REST compatibility contract"): each route executes a
// GraphQL document against the same schema and context, then shapes the spec's envelope.
// Order of checks: route (404), body syntax, authentication (401/403), the row the path names
// (404), wire input (422), then the document. GraphQL-internal wording never reaches the client.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { langOf, msg } from '@salon/shared';
import { answer, failure, type Refuse, send } from './answer.ts';
import { type Authenticate, authorized } from './authorize.ts';
import { BodyError, readBody } from './body.ts';
import { buildRouter, compileRoute } from './compile.ts';
import { toInput } from './input.ts';
import { openApiDocument } from './openapi.ts';
import { openApiHtml, openApiTryScript } from './openapi.page.ts';
import { checkInput, forbiddenQueryKey, variableErrors } from './request-checks.ts';
import { routes } from './routes.ts';
import { createRun, type ExecuteOperation, type Fetch } from './run.ts';
import type { RestRequest, SchemaHelpers } from './types.ts';

export type { CompiledRoute } from './compile.ts';
export type { GraphQLResult } from './types.ts';
export { type ResourceSpec, resourceRoutes } from './resources.ts';
export { type Route, routes } from './routes.ts';
export { openApiDocument } from './openapi.ts';
export { createWireReader, type RunDocument } from './read.ts';

export type { Authenticate } from './authorize.ts';
export type { ExecuteOperation, RestOperation } from './run.ts';

interface LineLogger {
  info(obj: object, message: string): void;
  warn(obj: object, message: string): void;
  error(obj: object, message: string): void;
}

export interface RestHandlerOptions {
  /** Preferred: executes each route's document directly. */
  execute?: ExecuteOperation;
  /** Otherwise the document is posted to the GraphQL endpoint through this fetch. */
  fetch?: Fetch;
  schema: GraphQLSchema;
  authenticate?: Authenticate;
  log?: LineLogger;
}

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
    const refused = (status: number, message: string) =>
      log?.info({ requestId, method, path: url.pathname, status, message }, 'rest request refused');
    const refuse: Refuse = (status, message, errors = {}, headers = {}) => {
      refused(status, message);
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
    if (authenticate && c.auth !== 'none' && !(await authorized(authenticate, c, req, lang, refuse))) return;

    const run = createRun({ execute, fetch, req, requestId });

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
    const badVariables = variableErrors(schema, c, variables, lang);
    if (badVariables) return refuse(422, msg(lang, 'formErrors'), badVariables);

    const result = await run(c.document, route.document, variables);
    return answer({ res, lang, requestId, refuse, refused }, route, result);
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
