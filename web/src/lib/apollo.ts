import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, ServerError } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { type Client, createClient } from 'graphql-ws';
import { OperationTypeNode } from 'graphql';
import { map } from 'rxjs';
import { createCache } from './apolloCache.ts';
import { authStore, decodeClaims, getToken, logout, onLogout, refreshToken, tokenAtom } from './auth.ts';
import { currentLanguage } from './i18n.ts';

export const GRAPHQL_PATH = '/graphql';

/** ws(s)://<same host>/graphql: the page's origin serves both HTTP and websocket. */
export function websocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${GRAPHQL_PATH}`;
}

/** A top-level error the server raises for a missing, bad or expired token. */
export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  }
  return ServerError.is(error) && error.statusCode === 401;
}

/** Reads `extensions.refreshedToken` from a response, if the server sent one. */
export function readRefreshedToken(extensions: Record<string, unknown> | undefined): string | null {
  const token = extensions?.refreshedToken;
  return typeof token === 'string' && token.length > 0 ? token : null;
}

interface RestartableClient {
  client: Client;
  /** Reconnects so the new connectionParams (a new token, or none) apply to live subscriptions. */
  restart: () => void;
}

// graphql-ws "restartable client" recipe: close with a non-fatal code, the client retries and re-subscribes.
type ReconnectListener = () => void;
const reconnectListeners = new Set<ReconnectListener>();

/** Called after the socket came back: pushes sent while it was down are lost, live views should refetch. */
export function onSubscriptionsReconnected(listener: ReconnectListener): () => void {
  reconnectListeners.add(listener);
  return () => {
    reconnectListeners.delete(listener);
  };
}

function createWsClient(url: string): RestartableClient {
  let activeSocket: WebSocket | null = null;
  let connections = 0;
  const client = createClient({
    url,
    lazy: true,
    // Evaluated on every (re)connection, so a restart picks up the current token.
    connectionParams: () => {
      const token = getToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    on: {
      opened: (socket) => {
        activeSocket = socket as WebSocket;
      },
      closed: () => {
        activeSocket = null;
      },
      connected: () => {
        connections += 1;
        if (connections > 1) for (const listener of reconnectListeners) listener();
      },
    },
  });
  // No open socket means the next connection will read the new token anyway.
  const restart = (): void => {
    if (activeSocket?.readyState === WebSocket.OPEN) activeSocket.close(4205, 'Client Restart');
  };
  return { client, restart };
}

export function createApolloClient(): { client: ApolloClient; ws: RestartableClient } {
  const ws = createWsClient(websocketUrl());

  const headersLink = new SetContextLink(({ headers }) => {
    const token = getToken();
    return {
      headers: {
        ...headers,
        'Accept-Language': currentLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    };
  });

  // A token near expiry comes back renewed in every kind of response; keep the newest.
  const refreshedTokenLink = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        const token = readRefreshedToken(result.extensions);
        if (token) refreshToken(token);
        return result;
      }),
    ),
  );

  const errorLink = new ErrorLink(({ error }) => {
    // A guest's failed call is shown by the page; a logged-in user's dead session ends here.
    if (isUnauthenticated(error) && getToken()) logout();
  });

  const httpLink = new HttpLink({ uri: GRAPHQL_PATH });
  const transport = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === OperationTypeNode.SUBSCRIPTION;
    },
    new GraphQLWsLink(ws.client),
    httpLink,
  );

  const client = new ApolloClient({
    link: ApolloLink.from([errorLink, refreshedTokenLink, headersLink, transport]),
    cache: createCache(),
  });

  return { client, ws };
}

const created = createApolloClient();
export const apolloClient = created.client;

// A new identity must not see the previous one's cached data nor keep its socket.
onLogout(() => {
  void apolloClient.clearStore();
});
let lastSubject = decodeClaims(getToken())?.sub ?? null;
authStore.sub(tokenAtom, () => {
  const subject = decodeClaims(getToken())?.sub ?? null;
  // Only a change of identity restarts the socket; a refreshed token of the same user does not need it.
  if (subject !== lastSubject) created.ws.restart();
  lastSubject = subject;
});
