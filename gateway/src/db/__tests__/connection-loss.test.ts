// PostgreSQL may drop idle connections (restart, admin termination, a forced DROP DATABASE). The
// pool must not turn that into an uncaught error that stops the process, including after Prisma's
// adapter has stopped listening (it does so on $disconnect, before the pool is ended). Only
// PostgreSQL has a pool.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../test/harness.ts';
import { openDatabase } from '../database.ts';

describe('database connection loss', () => {
  it.runIf(Boolean(process.env.DATABASE_URL))('survives the server terminating idle pooled connections', async () => {
    const created = await createPostgresDatabase(process.env.DATABASE_URL as string);
    const dropped: Error[] = [];
    const db = await openDatabase({ databaseUrl: created.url, onConnectionError: (e) => dropped.push(e) });
    try {
      await Promise.all(Array.from({ length: 3 }, () => db.sql.session((exec) => exec('SELECT pg_sleep(0.05)'))));
      await db.prisma.$disconnect();
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const { rows } = await admin.query(
        'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1',
        [new URL(created.url).pathname.slice(1)],
      );
      await admin.end();
      expect(rows[0].n).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(dropped.length).toBeGreaterThan(0);
      expect(dropped[0]?.message).toMatch(/terminating connection/);
    } finally {
      await db.close();
      await created.drop();
    }
  });
});
