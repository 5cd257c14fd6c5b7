// Writes the next migration: prisma/migrations/NNNN_name/migration.sql, from the difference
// between the committed migrations and schema.prisma. Hand-written SQL (constraints the Prisma
// schema cannot express) goes in a migration of its own.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listMigrationFolders, migrationsDir } from '../db/migrations-dir.ts';
import { diffMigrationsToSchema } from '../db/schema-engine.ts';

const name = (process.argv[2] ?? '').replace(/[^a-z0-9_]/gi, '_').toLowerCase();
const empty = process.argv.includes('--empty');
if (!name) {
  console.error('usage: npm run migrate:new -- NAME [--empty]');
  process.exit(1);
}
const sql = empty ? '-- Hand-written migration.\n' : await diffMigrationsToSchema();
if (!sql) {
  console.log('schema.prisma and the migrations agree: nothing to write.');
  process.exit(0);
}
const next = String((await listMigrationFolders()).length + 1).padStart(4, '0');
const dir = path.join(migrationsDir, `${next}_${name}`);
await mkdir(dir, { recursive: true });
await writeFile(path.join(dir, 'migration.sql'), `${sql.trim()}\n`);
console.log(`wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
