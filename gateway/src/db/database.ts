import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.ts';
import { createPglite } from './pglite.ts';

/** Plain SQL access for what Prisma does not do: migrations, advisory locks, bulk loads. */
export interface SqlRunner {
  /** Runs statements on one session, holding it for the callback (locks are per session). */
  session<T>(fn: (exec: (sql: string, params?: unknown[]) => Promise<unknown[]>) => Promise<T>): Promise<T>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Options of interactive transactions: wait for a connection, then run, at most this long. */
  tx: { maxWait: number; timeout: number };
  prisma: PrismaClient;
  sql: SqlRunner;
  /**
   * Runs one short statement for a health check, on a connection of its own (PostgreSQL), so a
   * busy pool does not make a reachable database look down; fails after timeoutMs.
   */
  probe(sql: string, timeoutMs: number): Promise<unknown[]>;
  /** Connections of the pool (PostgreSQL only). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Rejects with a "timed out" error when `promise` takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  /** Pool size (PostgreSQL) and interactive-transaction limits in ms. */
  poolSize?: number;
  txMaxWaitMs?: number;
  txTimeoutMs?: number;
  /** How long a health-check connection may take to open (ms). */
  healthTimeoutMs?: number;
  /** Told when the server drops an idle connection (restart, admin termination). */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  const tx = { maxWait: opts.txMaxWaitMs ?? 10_000, timeout: opts.txTimeoutMs ?? 15_000 };
  const transactionOptions = { maxWait: tx.maxWait, timeout: tx.timeout };
  if (opts.databaseUrl) {
    // `min`: a few connections stay open through quiet spells (the default closes idle ones after
    // 10 s), so the first request or live change after a lull does not wait for a new connection.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20, min: 2 });
    // Without a listener an idle connection killed by the server is an uncaught error that stops
    // the process; the pool discards that client and opens a new one when needed.
    pool.on('error', (error) => opts.onConnectionError?.(error));
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool), transactionOptions });
    // One connection for health checks, opened on demand; a broken one is dropped and reopened.
    const probePool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 1,
      idleTimeoutMillis: 60_000,
      connectionTimeoutMillis: opts.healthTimeoutMs ?? 2000,
    });
    probePool.on('error', () => {});
    return {
      kind: 'postgres',
      tx,
      prisma,
      sql: {
        async session(fn) {
          const client = await pool.connect();
          try {
            return await fn(async (sql, params) => (await client.query(sql, params)).rows);
          } finally {
            client.release();
          }
        },
      },
      async probe(sql, timeoutMs) {
        // query_timeout (pg's client-side limit) is a pool query option missing from its types.
        const config = { text: sql, query_timeout: timeoutMs } as pg.QueryConfig;
        return (await withTimeout(probePool.query(config), timeoutMs)).rows;
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async close() {
        await prisma.$disconnect();
        await Promise.all([pool.end(), probePool.end()]);
      },
    };
  }
  // Embedded: PGlite persisted under dataDir (or in memory when no dataDir is given).
  const pglite = await createPglite(opts.dataDir ? path.join(opts.dataDir, 'pglite') : undefined);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite), transactionOptions });
  // PGlite has a single connection: sessions take turns, as separate connections would on a lock.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    kind: 'pglite',
    tx,
    prisma,
    sql: {
      session(fn) {
        const run = queue.then(() =>
          fn(async (sql, params) => {
            if (params?.length) return (await pglite.query(sql, params)).rows;
            const results = await pglite.exec(sql);
            return results.at(-1)?.rows ?? [];
          }),
        );
        queue = run.catch(() => undefined);
        return run;
      },
    },
    async probe(sql, timeoutMs) {
      return (await withTimeout(pglite.query(sql), timeoutMs)).rows;
    },
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}
