// The Prometheus instruments of the gateway (app/metrics.ts): HTTP requests, GraphQL operations,
// bookings, websockets, the database pool and the job queues (read from the database at each scrape).
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Logger } from 'pino';
import { type Database, withTimeout } from '../db/database.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { now } from '../lib/clock.ts';

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

export interface InstrumentOptions {
  db: Database;
  prisma: PrismaClient;
  log: Logger;
  timeoutMs: number;
  /** Open websocket connections (graphql-ws subscribers). */
  websockets: () => number;
}

export function createInstruments(registry: Registry, options: InstrumentOptions) {
  const { db, prisma, log, timeoutMs } = options;
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

  return { httpDuration, httpInFlight, operationDuration, operationErrors, bookings, collectQueues };
}
