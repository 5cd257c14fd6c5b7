// The composition root of the REST adapter: the one gateway file that imports @salon/rest-compat.
// It mounts the REST routes over the GraphQL endpoint and hands the gateway's core what it needs of
// the adapter (route templates for the metrics, the wire reader for webhook bodies) as plain values.
import { createRestHandler, createWireReader, type ExecuteOperation, matchRoute } from '@salon/rest-compat';
import { langOf } from '@salon/shared';
import type { ExecutionResult, GraphQLError, GraphQLSchema } from 'graphql';
import { type AppServices, type Context, contextFor, createContext } from '../context.ts';
import { languageFromHeader } from '../lib/i18n.ts';
import { setBounded } from '../lib/maps.ts';
import type { RestRouteOf } from './metrics.ts';
import type { Viewer } from '../modules/auth/index.ts';
import type { ReadWire } from '../modules/webhooks/index.ts';
import { schema } from '../schema.ts';
import { currentRequestId, maskError } from './errors.ts';
import type { Graphql } from './graphql.ts';

type RestResult = Awaited<ReturnType<ExecuteOperation>>;

/** The route template of a REST request (for the metrics' bounded labels). */
export const restRouteOf: RestRouteOf = (method, path) =>
  matchRoute(method === 'POST' ? 'POST' : method, path)?.route.path ?? null;

/** Reads a resource as its REST GET route shows it (webhook bodies). */
export const restWireReader = (s: GraphQLSchema): ReadWire => createWireReader(s) as unknown as ReadWire;

export function createRest(services: AppServices, yoga: Graphql) {
  const { log } = services;
  const keyViewers = new Map<string, Viewer>();
  return createRestHandler({
    // Each route's document was parsed and validated at start-up: executed here through Yoga's
    // envelop (same plugins, error masking and context as /graphql), without an HTTP hop.
    execute: async ({ document, variables, authorization, acceptLanguage }) => {
      let contextValue: Context;
      try {
        // An API key was already looked up (and counted) by authenticate below.
        const known = keyViewers.get(currentRequestId());
        keyViewers.delete(currentRequestId());
        contextValue = known
          ? contextFor(services, known, languageFromHeader(acceptLanguage))
          : await createContext(services, authorization, acceptLanguage);
        contextValue.via = 'rest';
      } catch (error) {
        return { errors: [maskError(error, 'Unexpected error.', log) as GraphQLError] } as unknown as RestResult;
      }
      const { schema: s, execute, contextFactory } = yoga.getEnveloped({ params: { variables } });
      const result = (await execute({
        schema: s,
        document,
        variableValues: variables,
        contextValue: await contextFactory(contextValue),
      })) as ExecutionResult;
      return result as unknown as RestResult;
    },
    schema,
    log,
    // Authentication before input: the REST boundary asks for the viewer before checking the body.
    authenticate: async (authorization, acceptLanguage) => {
      const viewer = await services.authenticate(authorization, langOf(acceptLanguage)).catch((error) => {
        // A database out of reach is the boundary's 503 (its code and when to retry), not a bad token.
        const masked = maskError(error, 'Unexpected error.', log) as GraphQLError;
        throw masked.extensions?.code === 'UNAVAILABLE' ? masked.extensions : error;
      });
      if (viewer?.apiKeyId) setBounded(keyViewers, currentRequestId(), viewer, 10_000);
      return viewer && { role: viewer.role, vendorId: viewer.vendorId ?? null };
    },
  });
}
