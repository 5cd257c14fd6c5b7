import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { type Client, createClient } from 'graphql-ws';
import { authStore, decodeClaims, getToken, tokenAtom } from './auth.ts';
import { currentLanguage, i18n } from './i18n.ts';
import { setSocketId } from './socketId.ts';

const GRAPHQL_PATH = '/graphql';

/** ws(s)://<same host>/graphql: the page's origin serves both HTTP and websocket. */
export function websocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${GRAPHQL_PATH}`;
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
    // Evaluated on every (re)connection, so a restart picks up the current token and language (the
    // language of what arrives live: a service's name in the language on screen).
    connectionParams: () => {
      const token = getToken();
      const language = { 'accept-language': currentLanguage() };
      return token ? { authorization: `Bearer ${token}`, ...language } : language;
    },
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    on: {
      opened: (socket) => {
        activeSocket = socket as WebSocket;
      },
      closed: () => {
        activeSocket = null;
        setSocketId(null);
      },
      connected: (_socket, payload) => {
        setSocketId(payload);
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

let link: GraphQLWsLink | null = null;

/** The one websocket link of the app, created on first use. */
export function wsLink(): GraphQLWsLink {
  if (link) return link;
  const ws = createWsClient(websocketUrl());
  link = new GraphQLWsLink(ws.client);
  let lastSubject = decodeClaims(getToken())?.sub ?? null;
  authStore.sub(tokenAtom, () => {
    const subject = decodeClaims(getToken())?.sub ?? null;
    // Only a change of identity restarts the socket; a refreshed token of the same user does not need it.
    if (subject !== lastSubject) ws.restart();
    lastSubject = subject;
  });
  // A new language: live changes come in it from now on (the views refetch on the reconnection).
  i18n.on('languageChanged', () => ws.restart());
  return link;
}
