// A worker thread of the fan-out bench holding a share of its graphql-ws subscribers, so that reading
// 10,000 sockets is not one event loop's queue: each arrival is stamped (epoch ms, the same clock as
// the main thread's) as this thread reads it, and the main thread asks for counts and times.
import { parentPort } from 'node:worker_threads';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

export interface OpenRequest {
  kind: 'open';
  /** The staff subscribers measured, or the other vendor's counted. */
  group: Group;
  /** The gateway of each subscriber to open. */
  urls: string[];
  token: string;
  query: string;
}
export type Group = 'staff' | 'other';
export type ClientRequest =
  | OpenRequest
  | { kind: 'count'; group: Group; eventId: number }
  | { kind: 'times'; group: Group; eventId: number }
  | { kind: 'received'; group: Group }
  | { kind: 'dispose' };

interface Subscriber {
  arrivals: Map<number, number>;
  count: number;
  dispose(): void;
}

const now = () => performance.timeOrigin + performance.now();
const groups = new Map<Group, Subscriber[]>();
const of = (group: Group) => groups.get(group) ?? [];

function open(url: string, token: string, query: string): Promise<Subscriber> {
  const client = createClient({
    url: `${url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: false,
    // A busy machine may miss graphql-ws's 3 s initialisation window: connect again.
    retryAttempts: 10,
    shouldRetry: () => true,
  });
  const s: Subscriber = { arrivals: new Map(), count: 0, dispose: () => void client.dispose() };
  const range = {
    from: new Date(Date.now() - 86400_000).toISOString(),
    to: new Date(Date.now() + 400 * 86400_000).toISOString(),
  };
  client.subscribe<{ calendarEventsChanged: { eventId: number; agendaEvent?: unknown } }>(
    { query, variables: range },
    {
      next: (value) => {
        const change = value.data?.calendarEventsChanged;
        s.count++;
        // A change without its block (an error, or null where the event exists) counts as lost.
        if (value.errors || !change || (query.includes('agendaEvent') && change.agendaEvent == null)) return;
        if (!s.arrivals.has(change.eventId)) s.arrivals.set(change.eventId, now());
      },
      error: (error) => console.error('subscriber error', String(error)),
      complete: () => {},
    },
  );
  return new Promise((resolve) => client.on('connected', () => resolve(s)));
}

async function answer(request: ClientRequest): Promise<unknown> {
  switch (request.kind) {
    case 'open': {
      const list = of(request.group);
      groups.set(request.group, list);
      for (let i = 0; i < request.urls.length; i += 25)
        list.push(
          ...(await Promise.all(request.urls.slice(i, i + 25).map((url) => open(url, request.token, request.query)))),
        );
      return list.length;
    }
    case 'count':
      return of(request.group).filter((s) => s.arrivals.has(request.eventId)).length;
    case 'times':
      return of(request.group).flatMap((s) =>
        s.arrivals.has(request.eventId) ? [s.arrivals.get(request.eventId)!] : [],
      );
    case 'received':
      return of(request.group).reduce((n, s) => n + s.count, 0);
    case 'dispose':
      for (const list of groups.values()) for (const s of list) s.dispose();
      groups.clear();
      return 0;
  }
}

parentPort!.on('message', async ({ id, request }: { id: number; request: ClientRequest }) => {
  parentPort!.postMessage({ id, value: await answer(request) });
});
