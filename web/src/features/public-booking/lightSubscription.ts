import type { ClientOptions } from 'graphql-ws';

// A live subscription without Apollo for the public pages (lib/subscriptions.ts brings Apollo
// along): graphql-ws is loaded only once a page listens, so the public path stays small. It
// reconnects for as long as the page listens.

/** ws(s)://<same host>/graphql */
const websocketUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;

export interface LightSubscription<T> {
  query: string;
  variables?: Record<string, unknown>;
  /** Sent when the connection opens (e.g. the login token). */
  connectionParams?: ClientOptions['connectionParams'];
  /** The connection's events (connected, closed). */
  on?: ClientOptions['on'];
  next: (data: T) => void;
}

/** Opens the subscription; returns what closes it (callable before it opened). */
export function subscribeLight<T>({ query, variables, connectionParams, on, next }: LightSubscription<T>): () => void {
  let closed = false;
  let close = () => {};
  void import('graphql-ws').then(({ createClient }) => {
    if (closed) return;
    const client = createClient({
      url: websocketUrl(),
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      connectionParams,
      on,
    });
    const unsubscribe = client.subscribe<T>(
      { query, variables },
      {
        next: (result) => {
          if (result.data) next(result.data);
        },
        error: () => {},
        complete: () => {},
      },
    );
    close = () => {
      unsubscribe();
      void client.dispose();
    };
  });
  return () => {
    closed = true;
    close();
  };
}
