// The REST envelope of a route's GraphQL answer (spec §7): the data (snake_case, paged, shaped, 201
// for a creation), a domain error's status and message, a mutation's error union member, or a 5xx
// with the request's reference and nothing of GraphQL's own wording.
import type { ServerResponse } from 'node:http';
import { type Lang, msg, statusByCode } from '@salon/shared';
import { snakeKeys } from './case.ts';
import type { GraphQLResult, Route } from './types.ts';
import { statusByType } from './wire/values.ts';

export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body));
}

export const failure = (message: string, errors: unknown = {}, extra: Record<string, unknown> = {}) => ({
  data: { message, errors, ...extra },
});

/** Answers a client's mistake (a 4xx), logged as one line. */
export type Refuse = (status: number, message: string, errors?: unknown, headers?: Record<string, string>) => void;

/** What answering one request needs besides the result. */
export interface Answering {
  res: ServerResponse;
  lang: Lang;
  requestId: string;
  refuse: Refuse;
  /** Logs a refused request (status and message), as refuse does. */
  refused: (status: number, message: string) => void;
}

type WithToken = (payload: Record<string, unknown>) => Record<string, unknown>;

/** The answer to GraphQL errors: a masked 5xx with the reference, or the first error's status and message. */
function answerErrors(a: Answering, result: GraphQLResult, withToken: WithToken) {
  const { res, lang, requestId } = a;
  const first = result.errors?.[0];
  const code = first?.extensions?.code ?? '';
  const status = statusByCode[code] ?? 500;
  if (status >= 500) {
    // Logged with its stack by the GraphQL boundary; the client gets the reference.
    const id = first?.extensions?.requestId ?? requestId;
    const retryAfter = first?.extensions?.retryAfter ?? 1;
    const headers503: Record<string, string> = status === 503 ? { 'retry-after': String(retryAfter) } : {};
    return send(
      res,
      status,
      withToken(
        failure(
          // A query cut by the time limit or a database out of reach says so (in the request
          // language); anything else is masked.
          code === 'QUERY_TIMEOUT' && first?.message
            ? first.message
            : code === 'UNAVAILABLE'
              ? msg(lang, 'temporarilyUnavailable', { seconds: retryAfter })
              : msg(lang, 'unexpected', { requestId: id }),
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
  a.refused(status, message);
  // Over a limit: when to try again, in the header and in the envelope.
  const retryAfter = first?.extensions?.retryAfter;
  if (status === 429 && retryAfter) {
    return send(res, status, withToken(failure(message, {}, { retry_after: retryAfter })), {
      'retry-after': String(retryAfter),
    });
  }
  return send(res, status, withToken(failure(message)));
}

/** The envelope of a route's GraphQL result. */
export function answer(a: Answering, route: Route, result: GraphQLResult) {
  const { res, lang } = a;
  const token = result.extensions?.refreshedToken;
  const withToken = (payload: Record<string, unknown>) => (token ? { ...payload, token } : payload);
  if (result.errors?.length) return answerErrors(a, result, withToken);
  const value = result.data?.[route.field] as Record<string, unknown> | null | undefined;
  if (value == null) {
    if (route.notFoundOnNull) return a.refuse(404, msg(lang, 'notFound'));
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
    const { __typename: _t, errorMessage, errors, ...more } = value;
    const message = String(errorMessage ?? '');
    a.refused(status, message);
    // What else the member tells (a set-up token) goes beside the message, snake_cased.
    const extra = snakeKeys(Object.fromEntries(Object.entries(more).filter(([, v]) => v != null))) as Record<
      string,
      unknown
    >;
    if (typename === 'TwoFactorRequired') extra.two_factor_required = true;
    return send(res, status, withToken(failure(message, errors ?? {}, extra)));
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
}
