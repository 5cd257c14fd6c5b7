import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { print } from 'graphql/language/printer';
import { getToken, logout, refreshToken } from './auth.ts';
import { reportError } from './errorTracking.ts';
import { currentLanguage } from './i18n.ts';

// A small GraphQL-over-fetch client for the public pages (the booking flow): the same endpoint,
// headers and session rules as the Apollo client (lib/apollo.ts), without its cache and link
// chain, so that a visitor's first download holds no Apollo. Documents are the typed ones codegen
// writes (web/src/gql).

export const GRAPHQL_PATH = '/graphql';

export interface GraphQLErrorEntry {
  message: string;
  extensions?: Record<string, unknown>;
}
export interface GraphQLResponse {
  data?: unknown;
  errors?: readonly GraphQLErrorEntry[];
  extensions?: Record<string, unknown>;
}
export interface GraphQLRequestBody {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}
/** Sends one operation; rejects when the server cannot be reached or does not answer GraphQL. */
export type Transport = (body: GraphQLRequestBody, document: DocumentNode) => Promise<GraphQLResponse>;

/** A failed operation: top-level GraphQL errors, or an HTTP failure. */
export class GraphQLRequestError extends Error {
  readonly errors: readonly GraphQLErrorEntry[];
  readonly statusCode?: number;
  constructor(message: string, errors: readonly GraphQLErrorEntry[] = [], statusCode?: number) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.errors = errors;
    this.statusCode = statusCode;
  }
}

/** Reads `extensions.refreshedToken` from a response, if the server sent one. */
export function readRefreshedToken(extensions: Record<string, unknown> | undefined): string | null {
  const token = extensions?.refreshedToken;
  return typeof token === 'string' && token.length > 0 ? token : null;
}

export const fetchTransport: Transport = async (body) => {
  const token = getToken();
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json,application/json;q=0.9',
      'Accept-Language': currentLanguage(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as GraphQLResponse | null;
  if (!json || typeof json !== 'object' || (!('data' in json) && !('errors' in json))) {
    throw new GraphQLRequestError(
      `Response not successful: Received status code ${response.status}`,
      [],
      response.status,
    );
  }
  if (response.status === 401 && !json.errors?.length) {
    throw new GraphQLRequestError('Unauthenticated', [{ message: 'Unauthenticated' }], 401);
  }
  return json;
};

const printed = new WeakMap<DocumentNode, string>();
function operationOf(document: DocumentNode): OperationDefinitionNode | undefined {
  return document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
}
/** The operation's name, e.g. "BookingLocation". */
export function operationName(document: DocumentNode): string | undefined {
  return operationOf(document)?.name?.value;
}

/** A missing, bad or expired token (the server's UNAUTHENTICATED, or HTTP 401). */
export function isUnauthenticatedError(error: unknown): boolean {
  if (!(error instanceof GraphQLRequestError)) return false;
  return error.statusCode === 401 || error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/**
 * Runs one operation and resolves with its data. Top-level errors reject with a GraphQLRequestError;
 * expected failures are members of the result union, as with the Apollo client.
 */
export async function execute<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  transport: Transport = fetchTransport,
): Promise<TData> {
  let query = printed.get(document);
  if (query === undefined) {
    query = print(document);
    printed.set(document, query);
  }
  const name = operationName(document);
  const kind = operationOf(document)?.operation ?? 'query';
  const fail = (error: unknown) => {
    // A guest's failed call is shown by the page; a logged-in user's dead session ends here.
    if (isUnauthenticatedError(error)) {
      if (getToken()) logout();
    } else {
      void reportError(error, { action: kind === 'query' ? 'load' : kind, operation: name });
    }
    return error;
  };
  let result: GraphQLResponse;
  try {
    result = await transport(
      { query, operationName: name, ...(variables ? { variables: variables as Record<string, unknown> } : {}) },
      document,
    );
  } catch (error) {
    throw fail(error);
  }
  // A token near expiry comes back renewed in every kind of response; keep the newest.
  const token = readRefreshedToken(result.extensions);
  if (token) refreshToken(token);
  if (result.errors?.length) {
    throw fail(new GraphQLRequestError(result.errors.map((e) => e.message).join('\n'), result.errors));
  }
  return result.data as TData;
}
