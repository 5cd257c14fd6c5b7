// Applies pending migration files in order, once, under an advisory lock, recorded in a table.
// The same runner serves PGlite and PostgreSQL, and several gateways starting together.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SqlRunner } from './database.ts';
import { listMigrationFolders, migrationsDir } from './migrations-dir.ts';

const LOCK_KEY = 724_311_905;

export async function migrate(sql: SqlRunner): Promise<string[]> {
  const folders = await listMigrationFolders();
  return sql.session(async (exec) => {
    await exec('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    try {
      await exec(`CREATE TABLE IF NOT EXISTS "_migrations" (
        name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
      const rows = (await exec('SELECT name, checksum FROM "_migrations"')) as { name: string; checksum: string }[];
      const applied = new Map(rows.map((r) => [r.name, r.checksum]));
      const done: string[] = [];
      for (const folder of folders) {
        const body = await readFile(path.join(migrationsDir, folder, 'migration.sql'), 'utf8');
        const checksum = createHash('sha256').update(body).digest('hex');
        const previous = applied.get(folder);
        if (previous) {
          if (previous !== checksum) throw new Error(`Migration ${folder} changed after it was applied`);
          continue;
        }
        await exec('BEGIN');
        try {
          await exec(body);
          await exec('INSERT INTO "_migrations"(name, checksum) VALUES ($1, $2)', [folder, checksum]);
          await exec('COMMIT');
        } catch (error) {
          await exec('ROLLBACK');
          throw new Error(`Migration ${folder} failed: ${(error as Error).message}`);
        }
        done.push(folder);
      }
      return done;
    } finally {
      await exec('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
    }
  });
}
