// A GET route's payload as a REST client receives it in `data` (snake_case, shaped), for the
// gateway's own use: webhook events carry their resource in this wire shape.
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { snakeKeys } from './case.ts';
import { buildRouter, type CompiledRoute, compileRoute } from './compile.ts';
import { toInput } from './input.ts';
import { routes } from './routes.ts';
import type { GraphQLResult } from './types.ts';

export type RunDocument = (document: DocumentNode, variables: Record<string, unknown>) => Promise<GraphQLResult>;

/** Reads `GET /api{path}` through `run`; null when the resource does not exist. */
export function createWireReader(schema: GraphQLSchema) {
  let router: ReturnType<typeof buildRouter<CompiledRoute>> | undefined;
  return async (path: string, run: RunDocument): Promise<unknown> => {
    router ??= buildRouter(routes.filter((r) => r.method === 'GET').map((r) => compileRoute(schema, r)));
    const match = router.find('GET', path);
    if (!match) throw new Error(`No GET route for ${path}`);
    const { route, document } = match.compiled;
    const variables = route.variables(
      { params: match.params, query: new URLSearchParams(), body: {} },
      { toInput: (typeName, body) => toInput(schema, typeName, body) },
    );
    const result = await run(document, variables);
    if (result.errors?.length) {
      if (result.errors[0]?.extensions?.code === 'NOT_FOUND') return null;
      throw new Error(`GET ${path}: ${result.errors[0]?.message}`);
    }
    const value = result.data?.[route.field];
    if (value == null) return null;
    let payload: unknown = value;
    if (typeof value === 'object' && !Array.isArray(value)) {
      const { __typename: _t, ...rest } = value as Record<string, unknown>;
      payload = rest;
    }
    return snakeKeys(route.shape ? route.shape(payload) : payload);
  };
}
