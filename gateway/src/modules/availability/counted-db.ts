// A database of its own with a Prisma client that counts its SQL queries: for the loader's
// query-count test and the availability benchmark. In-memory PGlite, or a fresh PostgreSQL
// database when a URL is given.
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import type { SqlRunner } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { createPglite } from '../../db/pglite.ts';
import { PrismaClient } from '../../generated/prisma/client.ts';
import { createPostgresDatabase } from '../../db/scratch-database.ts';

export interface CountedDatabase {
  prisma: PrismaClient;
  /** SQL queries run by `prisma` so far. */
  queries(): number;
  close(): Promise<void>;
}

export async function openCountedDatabase(baseUrl = process.env.DATABASE_URL): Promise<CountedDatabase> {
  const log = [{ emit: 'event' as const, level: 'query' as const }];
  let prisma: PrismaClient;
  let close: () => Promise<void>;
  if (baseUrl) {
    const database = await createPostgresDatabase(baseUrl);
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    // An idle connection ended by the server (the database dropped at teardown) is discarded by the
    // pool; without a listener it would be an uncaught error.
    pool.on('error', () => undefined);
    const sql: SqlRunner = {
      async session(fn) {
        const client = await pool.connect();
        try {
          return await fn(async (text, params) => (await client.query(text, params)).rows);
        } finally {
          client.release();
        }
      },
    };
    await migrate(sql);
    prisma = new PrismaClient({ adapter: new PrismaPg(pool), log });
    close = async () => {
      await prisma.$disconnect();
      await pool.end();
      await database.drop();
    };
  } else {
    const pglite = await createPglite();
    const sql: SqlRunner = {
      session: (fn) =>
        fn(async (text, params) =>
          params?.length ? (await pglite.query(text, params)).rows : ((await pglite.exec(text)).at(-1)?.rows ?? []),
        ),
    };
    await migrate(sql);
    prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite), log });
    close = async () => {
      await prisma.$disconnect();
      await pglite.close();
    };
  }
  let count = 0;
  // The client's type only knows $on('query') when its log options are a type parameter.
  (prisma as unknown as { $on(event: 'query', cb: () => void): void }).$on('query', () => {
    count++;
  });
  return { prisma, queries: () => count, close };
}
