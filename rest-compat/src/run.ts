// Runs a route's document for one request: in process through the gateway's executor, or posted to
// the GraphQL endpoint with the request's credentials, language and id.
import type { IncomingMessage } from 'node:http';
import type { DocumentNode } from 'graphql';
import type { GraphQLResult } from './types.ts';

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

export type Fetch = (url: string, init: RequestInit) => Promise<Response> | Response;

interface RunParts {
  execute?: ExecuteOperation;
  fetch?: Fetch;
  req: IncomingMessage;
  requestId: string;
}

/** Executes a document of the route, in process or through the GraphQL endpoint. */
export function createRun({ execute, fetch, req, requestId }: RunParts) {
  return async (document: DocumentNode, text: string, variables: Record<string, unknown>) => {
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
}
