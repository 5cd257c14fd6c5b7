// Subscribing in tests the way a staff calendar does: graphql-ws over the app's /graphql.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

export interface LiveSubscription<T> {
  received: T[];
  errors: unknown[];
  /** The GraphQL errors of every result (a refused subscription answers with one). */
  resultErrors: unknown[];
  /** Resolves once the subscription is registered on the server. */
  started: Promise<void>;
  close(): Promise<void>;
}

/** Subscribes `query` with a token (null: as a guest) and collects the value of its single root field. */
export function subscribe<T>(
  url: string,
  token: string | null,
  query: string,
  variables: Record<string, unknown>,
): LiveSubscription<T> {
  const client = createClient({
    url: `${url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token === null ? {} : { authorization: `Bearer ${token}` },
  });
  const received: T[] = [];
  const errors: unknown[] = [];
  const resultErrors: unknown[] = [];
  let ready: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    ready = resolve;
  });
  // graphql-ws acknowledges the connection before the subscription is set up; give it a moment.
  client.on('connected', () => setTimeout(() => ready(), 200));
  const dispose = client.subscribe<Record<string, T>>(
    { query, variables },
    {
      next: (value) => {
        if (value.data) received.push(Object.values(value.data)[0] as T);
        if (value.errors) resultErrors.push(...value.errors);
      },
      error: (error) => errors.push(error),
      complete: () => {},
    },
  );
  return {
    received,
    errors,
    resultErrors,
    started,
    async close() {
      dispose();
      await client.dispose();
    },
  };
}

/** Polls until check() holds, or fails after ms. */
export async function waitFor(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
