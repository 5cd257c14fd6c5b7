// The GraphQL endpoint (Yoga): the schema with the limits, guards and plugins every operation goes
// through, whether it comes over /graphql, a REST route or a websocket.
import type { ExecutionResult } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { AppServices, Context } from '../context.ts';
import { createContext } from '../context.ts';
import { useRequestBodyLimit } from '../lib/body-limit.ts';
import { useExecutionTimeout, useGraphqlLimits } from '../lib/graphql-limits.ts';
import { useForbiddenKeys, useInputGuards } from './input-guards.ts';
import { useSharedLiveResults } from './shared-live.ts';
import type { createWebSecurity } from '../lib/web-security.ts';
import { schema } from '../schema.ts';
import { dispatchPending } from '../modules/changes/index.ts';
import { maskError } from './errors.ts';

/**
 * The changes an operation recorded are dispatched once it is done (their transactions committed),
 * before its answer leaves: staff calendars hear of a booking before its author reads the answer.
 */
const useChangeDispatch: Plugin<Context> = {
  onExecute: ({ executeFn, setExecuteFn }) => {
    setExecuteFn(async (args) => {
      try {
        return await executeFn(args);
      } finally {
        const ctx = args.contextValue as Context | undefined;
        if (ctx?.changes) await dispatchPending(ctx);
      }
    });
  },
};

/** Returns a fresh token in the response extensions when the request's token was near expiry. */
const useTokenRefresh: Plugin<Context> = {
  onExecute: ({ args }) => ({
    onExecuteDone: ({ result, setResult }) => {
      const token = (args.contextValue as Context).refreshedToken;
      if (!token || Symbol.asyncIterator in result) return;
      const r = result as ExecutionResult;
      setResult({ ...r, extensions: { ...(r.extensions ?? {}), refreshedToken: token } });
    },
  }),
};

export function createGraphql(services: AppServices, webSecurity: ReturnType<typeof createWebSecurity>) {
  const { config, log, metrics } = services;
  return createYoga<{ req?: unknown }, Context>({
    schema,
    cors: webSecurity.yogaCors,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // Yoga's default limit (25 MB), checked without re-streaming bodies of a declared length.
    maxRequestBodySize: false,
    graphiql: !config.production,
    logging: log,
    maskedErrors: { maskError: (error, message) => maskError(error, message, log) },
    plugins: [
      useRequestBodyLimit(25_000_000),
      useForbiddenKeys,
      ...useGraphqlLimits(config.graphqlLimits),
      useInputGuards,
      useTokenRefresh,
      useChangeDispatch,
      metrics.plugin,
      useSharedLiveResults(
        (error) => maskError(error, 'Unexpected error.', log),
        (error) => log.error({ err: error }, 'live change not delivered'),
      ),
      useExecutionTimeout(config.graphqlLimits.executionTimeoutMs),
    ],
    // Over websockets the context was made in onSubscribe (there is no request): keep it. A bad
    // or revoked token or key is a client's mistake, answered (and logged) as one.
    context: (initial) =>
      initial.request
        ? createContext(
            services,
            initial.request.headers.get('authorization'),
            initial.request.headers.get('accept-language'),
          ).catch((error: unknown) => {
            throw maskError(error, 'Unexpected error.', log);
          })
        : (initial as unknown as Context),
  });
}

export type Graphql = ReturnType<typeof createGraphql>;
