// Graceful drain of the HTTP and websocket side on shutdown:
// 1. from now on every response says `Connection: close` and each keep-alive socket is closed as
//    soon as it is idle, while readiness answers 503 (health.ts);
// 2. during `delayMs` the port stays open, so that a proxy's health checks take the process out
//    of rotation before anything is refused (0: at once);
// 3. the port closes, websockets are closed with 1012 "service restart" (graphql-ws clients
//    reconnect, to another gateway behind the proxy), and the requests in flight finish.
// The time limit is the process's grace period (close-with-grace in main.ts), not a timer here.
import type { Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { WebSocketServer } from 'ws';

/** WebSocket close code 1012: the service is restarting; the client should reconnect. */
export const SERVICE_RESTART = 1012;

export interface HttpDrain {
  /** Follows a response, so that a drain can close its connection once it has been sent. */
  track(res: ServerResponse): void;
  /** Resolves when every connection (HTTP and websocket) has closed. */
  drain(delayMs?: number): Promise<void>;
  readonly draining: boolean;
}

export function createHttpDrain(server: Server, wss: WebSocketServer): HttpDrain {
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  const closeIdleSoon = () => setImmediate(() => server.closeIdleConnections());

  return {
    get draining() {
      return draining;
    },
    track(res) {
      if (draining) {
        res.setHeader('connection', 'close');
        return;
      }
      inFlight.add(res);
      res.once('close', () => {
        inFlight.delete(res);
        if (draining) closeIdleSoon();
      });
    },
    async drain(delayMs = 0) {
      if (draining) return;
      draining = true;
      // Responses not yet started end their connection; those already sent are closed when idle.
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
      server.closeIdleConnections();
      if (delayMs > 0) await sleep(delayMs);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      for (const socket of wss.clients) socket.close(SERVICE_RESTART, 'Service restart');
      await closed;
    },
  };
}
