import { readdir } from 'node:fs/promises';
import path from 'node:path';

export const prismaDir = path.resolve(import.meta.dirname, '../../../prisma');
export const migrationsDir = path.join(prismaDir, 'migrations');

export async function listMigrationFolders(): Promise<string[]> {
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}
