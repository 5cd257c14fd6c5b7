// Prometheus metrics (prom-client) and the access log: one line per request with its request id.
//
// Labels are bounded: REST requests are labelled with their route template (`/api/bookings/{id}.json`,
// never the raw path), the web app's files with one label, GraphQL operations with their name
// (the first MAX_OPERATION_NAMES distinct names; later ones count as "other").
// /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise); without a
// METRICS_TOKEN it does not exist (404).
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DocumentNode, getOperationAST, OperationTypeNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { matchRoute } from '@salon/rest-compat';
import { type Database, withTimeout } from '../db/database.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { now } from './clock.ts';
import { HEALTH_PATHS } from './health.ts';

export const METRICS_PATH = '/metrics';
const MAX_OPERATION_NAMES = 200;

/**
 * The job queues and how to count them: each query returns `pending` (waiting to run), `failed`
 * (given up) and `oldest` (age in seconds of the oldest pending job) for the instant $1.
 * A new queue table is one entry here.
 */
export const JOB_QUEUES: { queue: string; sql: string }[] = [
  {
    queue: 'email',
    sql: `SELECT count(*) FILTER (WHERE "status" = 'PENDING') AS pending, count(*) FILTER (WHERE "status" = 'FAILED') AS failed,
      extract(epoch FROM $1::timestamptz - min("createdAt") FILTER (WHERE "status" = 'PENDING')) AS oldest
      FROM "EmailMessage" WHERE "status" IN ('PENDING', 'FAILED')`,
  },
  {
    queue: 'sms',
    sql: `SELECT count(*) FILTER (WHERE "status" = 'PENDING') AS pending, count(*) FILTER (WHERE "status" = 'FAILED') AS failed,
      extract(epoch FROM $1::timestamptz - min("createdAt") FILTER (WHERE "status" = 'PENDING')) AS oldest
      FROM "ShortMessage" WHERE "status" IN ('PENDING', 'FAILED')`,
  },
  {
    queue: 'reminder',
    sql: `SELECT count(*) AS pending, 0 AS failed, extract(epoch FROM $1::timestamptz - min("dueAt")) AS oldest
      FROM "Reminder" WHERE "sentAt" IS NULL AND "dueAt" <= $1::timestamptz`,
  },
];

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

export interface MetricsOptions {
  token?: string;
  db: Database;
  prisma: PrismaClient;
  log: Logger;
  timeoutMs: number;
  /** Open websocket connections (graphql-ws subscribers). */
  websockets: () => number;
}

/** The bounded route label of a request. */
export function routeLabel(method: string, url: string): string {
  const path = url.split('?')[0] ?? '/';
  if (path === '/graphql') return '/graphql';
  if (HEALTH_PATHS.has(path) || path === METRICS_PATH) return path;
  if (path === '/api' || path.startsWith('/api/')) {
    const match = matchRoute(method === 'POST' ? 'POST' : method, path.slice(4) || '/');
    if (match) return `/api${match.route.path}`;
    return FILE_ROUTES.find((prefix) => path.startsWith(prefix)) ?? '/api/*';
  }
  return path.startsWith('/assets/') ? '/assets/*' : '/*';
}

/** The file downloads beside the REST routes (one label each). */
const FILE_ROUTES = ['/api/reports/download', '/api/vendors/export'];

const QUIET_ROUTES = new Set([...HEALTH_PATHS, METRICS_PATH]);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createMetrics(options: MetricsOptions): AppMetrics {
  const { token, db, prisma, log, timeoutMs } = options;
  const registry = new Registry();
  if (token) collectDefaultMetrics({ register: registry });
  const access = log.child({ kind: 'access' });

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status: duration (and, as _count, the request rate)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const httpInFlight = new Gauge({
    name: 'http_requests_in_flight',
    help: 'HTTP requests being served',
    registers: [registry],
  });
  const operationDuration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'GraphQL operations (HTTP, REST routes and websocket) by operation name and type: execution time',
    labelNames: ['operation', 'type'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const operationErrors = new Counter({
    name: 'graphql_operation_errors_total',
    help: 'GraphQL operations answered with errors, by operation name and error code',
    labelNames: ['operation', 'code'] as const,
    registers: [registry],
  });
  const bookings = new Counter({
    name: 'bookings_created_total',
    help: 'Bookings saved by this process, by source (PUBLIC, STAFF, EXPRESS)',
    labelNames: ['source'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'websocket_connections',
    help: 'Open websocket connections (live subscribers)',
    registers: [registry],
    collect() {
      this.set(options.websockets());
    },
  });
  const poolStats = db.poolStats;
  if (poolStats)
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL connections of this process by state (total, idle, waiting = requests waiting for one)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    });

  const queueJobs = new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs in the queues by state (pending = due and waiting, failed = given up); database-wide, the same on every process',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });
  const queueOldest = new Gauge({
    name: 'job_queue_oldest_pending_seconds',
    help: 'Age of the oldest pending job per queue (0 when none); database-wide',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const collectErrors = new Counter({
    name: 'metrics_collect_errors_total',
    help: 'Scrapes where a database-backed metric could not be read in time',
    labelNames: ['metric'] as const,
    registers: [registry],
  });
  const collectQueues = async () => {
    const at = now();
    await Promise.all(
      JOB_QUEUES.map(async ({ queue, sql }) => {
        try {
          const rows = await withTimeout(
            prisma.$queryRawUnsafe<{ pending: bigint | number; failed: bigint | number; oldest: unknown }[]>(sql, at),
            timeoutMs,
          );
          const row = rows[0];
          queueJobs.set({ queue, state: 'pending' }, Number(row?.pending ?? 0));
          queueJobs.set({ queue, state: 'failed' }, Number(row?.failed ?? 0));
          queueOldest.set({ queue }, Math.max(0, Number(row?.oldest ?? 0) || 0));
        } catch (error) {
          collectErrors.inc({ metric: 'job_queue' });
          log.warn({ queue, err: (error as Error).message }, 'job queue metrics not read');
        }
      }),
    );
  };

  // Operation names as labels: bounded, and only names a GraphQL client could have written.
  const operationNames = new Set<string>();
  const operationLabel = (name: string | undefined): string => {
    if (!name) return 'anonymous';
    if (operationNames.has(name)) return name;
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name) || operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    operationNames.add(name);
    return name;
  };
  const codeLabel = (code: unknown) => (typeof code === 'string' && /^[A-Z_]{1,40}$/.test(code) ? code : 'OTHER');
  /** The GraphQL operation of an HTTP response, for its access-log line. */
  const operationOf = new WeakMap<ServerResponse, string>();

  const plugin: Plugin = {
    onExecute({ args }) {
      const definition = getOperationAST(args.document as DocumentNode, args.operationName);
      const type = definition?.operation ?? OperationTypeNode.QUERY;
      const operation = operationLabel(args.operationName ?? definition?.name?.value);
      const res = (args.contextValue as { res?: unknown }).res;
      if (res && typeof res === 'object') operationOf.set(res as ServerResponse, operation);
      const started = performance.now();
      return {
        onExecuteDone({ result }) {
          operationDuration.observe({ operation, type }, (performance.now() - started) / 1000);
          if (Symbol.asyncIterator in result) return;
          for (const error of result.errors ?? [])
            operationErrors.inc({ operation, code: codeLabel(error.extensions?.code) });
        },
      };
    },
  };

  return {
    registry,
    plugin,
    bookingCreated(source) {
      bookings.inc({ source });
    },
    observe(req, res, requestId) {
      const started = performance.now();
      httpInFlight.inc();
      let done = false;
      const end = () => {
        if (done) return;
        done = true;
        httpInFlight.dec();
        const method = req.method ?? 'GET';
        const route = routeLabel(method, req.url ?? '/');
        const seconds = (performance.now() - started) / 1000;
        // A response closed before it was sent: the client went away (nginx's 499).
        const status = res.writableFinished ? res.statusCode : 499;
        httpDuration.observe({ method, route, status: String(status) }, seconds);
        const line = {
          requestId,
          method,
          route,
          status,
          durationMs: Math.round(seconds * 10_000) / 10,
          operation: operationOf.get(res),
        };
        if (QUIET_ROUTES.has(route)) access.debug(line, 'request');
        else access.info(line, 'request');
      };
      res.once('finish', end);
      res.once('close', end);
    },
    handle(req, res) {
      if ((req.url ?? '').split('?')[0] !== METRICS_PATH) return false;
      req.resume();
      if (!token) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return true;
      }
      const given = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim() ?? '';
      if (!sameSecret(given, token)) {
        res
          .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metrics"' })
          .end('Unauthorized');
        return true;
      }
      void collectQueues()
        .then(() => registry.metrics())
        .then(
          (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
          (error) => {
            log.error({ err: error }, 'metrics scrape failed');
            res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable');
          },
        );
      return true;
    },
  };
}
