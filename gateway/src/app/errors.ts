// The request id of the request being served, and how errors leave the GraphQL boundary (for
// /graphql, REST routes and websockets alike).
import { AsyncLocalStorage } from 'node:async_hooks';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { isSaturation, isUnreachable } from '../db/errors.ts';
import { reportError } from '../lib/error-reporting.ts';
import { DomainError, httpStatusOf, RateLimitError } from '../lib/errors.ts';

/** The code and HTTP answer of a domain error (with Retry-After past a limit). */
function domainExtensions(error: DomainError) {
  if (error instanceof RateLimitError) {
    return {
      code: error.code,
      retryAfter: error.retryAfter,
      http: { status: 429, headers: { 'retry-after': String(error.retryAfter) } },
    };
  }
  return { code: error.code, http: { status: httpStatusOf(error) } };
}

/** The id of the request being served: logged with a 5xx and given to the client. */
export const requestScope = new AsyncLocalStorage<string>();
export const currentRequestId = () => requestScope.getStore() ?? '';

/**
 * Domain errors keep their message and get their code; GraphQL's own client errors pass as they
 * are. Both are returned as the same object, so Yoga does not log them: a client's mistake is one
 * info line without a stack. Anything unexpected is masked and logged with the request id.
 */
export function maskError(error: unknown, message: string, log: Logger): Error {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  const requestId = currentRequestId();
  if (original instanceof DomainError) {
    // A client's mistake (a bad or revoked token or key, a refusal): one info line, no stack.
    const refused = error instanceof GraphQLError ? error : new GraphQLError(original.message);
    Object.assign(refused.extensions, domainExtensions(original));
    log.info({ requestId, code: original.code, message: original.message }, 'graphql request refused');
    return refused;
  }
  if (error instanceof GraphQLError && (!error.originalError || original instanceof GraphQLError)) {
    log.info({ requestId, code: error.extensions.code, message: error.message }, 'graphql request refused');
    return error;
  }
  // The database saturated or out of reach: a 503 telling when to try again, not a masked bug.
  const saturated = isSaturation(original);
  if (saturated || isUnreachable(original)) {
    const retryAfter = saturated ? 1 : 5;
    log.warn(
      { requestId, err: (original as Error)?.message },
      saturated ? 'database saturated' : 'database unreachable',
    );
    return new GraphQLError(message, {
      extensions: {
        code: 'UNAVAILABLE',
        requestId,
        retryAfter,
        http: { status: 503, headers: { 'retry-after': String(retryAfter) } },
      },
    });
  }
  log.error({ err: original, requestId }, 'unexpected error');
  reportError(original, { requestId });
  return new GraphQLError(`${message} (${requestId})`, { extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } });
}
