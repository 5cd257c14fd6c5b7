// A fresh, empty PostgreSQL database beside the one DATABASE_URL names, dropped when done: each
// integration test file gets its own, and so does the availability benchmark (counted-db.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Creates an empty PostgreSQL database (for one test file or run) and returns its URL and a dropper. */
export async function createPostgresDatabase(baseUrl: string) {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
