// What the request's services see of the app's metrics (app/metrics.ts makes them): a type only,
// so the context can name it without depending on the app.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'graphql-yoga';
import type { Registry } from 'prom-client';

export interface AppMetrics {
  registry: Registry;
  /** Starts timing a request: on its end, one histogram sample and one access-log line. */
  observe(req: IncomingMessage, res: ServerResponse, requestId: string): void;
  /** Answers /metrics; false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** GraphQL operations: duration per operation name and type, errors per code. */
  plugin: Plugin;
  /** A booking was saved (after its commit). */
  bookingCreated(source: string): void;
}
