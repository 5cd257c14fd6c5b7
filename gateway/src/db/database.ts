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
  close(): Promise<void>;
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  /** Pool size (PostgreSQL) and interactive-transaction limits in ms. */
  poolSize?: number;
  txMaxWaitMs?: number;
  txTimeoutMs?: number;
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
      async close() {
        await prisma.$disconnect();
        await pool.end();
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
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}
