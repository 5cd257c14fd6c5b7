import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { getToken, logout, refreshToken } from './auth.ts';
import { reportError } from './errorTracking.ts';
import { currentLanguage } from './i18n.ts';
import { socketIdHeader } from './socketId.ts';

// A small GraphQL-over-fetch client for the public pages (the booking flow): the same endpoint,
// headers and session rules as the Apollo client (lib/apollo.ts), without its cache and link
// chain, so that a visitor's first download holds no Apollo. Documents are the typed operation texts
// codegen writes for the public path (web/src/gql/public.ts): sent as they are, no GraphQL printer.

export const GRAPHQL_PATH = '/graphql';

/** A typed document of gql/public.ts: the operation's text, typed with its result and variables. */
export type PublicDocument<TData, TVariables> = DocumentTypeDecoration<TData, TVariables> & { toString(): string };

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
export type Transport = (
  body: GraphQLRequestBody,
  document: PublicDocument<unknown, never>,
) => Promise<GraphQLResponse>;

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
      ...socketIdHeader(),
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

const OPERATION = /\b(query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;
/** The operation's kind and name, e.g. ["query", "BookingLocation"]. */
function operationOf(document: PublicDocument<unknown, never>): { kind: string; name?: string } {
  const match = OPERATION.exec(document.toString());
  return match ? { kind: match[1], name: match[2] } : { kind: 'query' };
}
/** The operation's name, e.g. "BookingLocation". */
export function operationName(document: PublicDocument<unknown, never>): string | undefined {
  return operationOf(document).name;
}

/** A missing, bad or expired token (the server's UNAUTHENTICATED, or HTTP 401). */
export function isUnauthenticatedError(error: unknown): boolean {
  if (!(error instanceof GraphQLRequestError)) return false;
  return error.statusCode === 401 || error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/**
 * Spec §6: a 401 of a guest (no token) blanks the error's message, so a page shows its own words
 * rather than the server's "sign-in required"; the entries keep their codes.
 */
export function blankForGuest<E extends { message: string; extensions?: Record<string, unknown> | null }>(
  errors: readonly E[],
): E[] {
  return errors.map((e) => (e.extensions?.code === 'UNAUTHENTICATED' ? { ...e, message: '' } : e));
}

/**
 * Runs one operation and resolves with its data. Top-level errors reject with a GraphQLRequestError;
 * expected failures are members of the result union, as with the Apollo client.
 */
export async function execute<TData, TVariables>(
  document: PublicDocument<TData, TVariables>,
  variables?: TVariables,
  transport: Transport = fetchTransport,
): Promise<TData> {
  const query = document.toString();
  const { kind, name } = operationOf(document as PublicDocument<unknown, never>);
  const fail = (error: unknown) => {
    // A guest's failed call is shown by the page; a logged-in user's dead session ends here.
    if (isUnauthenticatedError(error)) {
      if (getToken()) logout();
      else {
        const { errors, statusCode } = error as GraphQLRequestError;
        return new GraphQLRequestError('', blankForGuest(errors), statusCode);
      }
    } else {
      void reportError(error, { action: kind === 'query' ? 'load' : kind, operation: name });
    }
    return error;
  };
  let result: GraphQLResponse;
  try {
    result = await transport(
      { query, operationName: name, ...(variables ? { variables: variables as Record<string, unknown> } : {}) },
      document as PublicDocument<unknown, never>,
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
