// Drives Prisma's WebAssembly schema engine to produce migration SQL offline: the migrations
// are replayed on an in-memory PGlite shadow database and diffed against schema.prisma.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { listMigrationFolders, migrationsDir, prismaDir } from './migrations-dir.ts';
import { createPglite } from './pglite.ts';

const schemaPath = path.join(prismaDir, 'schema.prisma');

interface EngineModule {
  __wbg_set_wasm(wasm: WebAssembly.Exports): void;
  SchemaEngine: {
    new: (options: unknown, log: (msg: string) => void, adapter: unknown) => Promise<SchemaEngine>;
  };
}
interface SchemaEngine {
  diff(params: unknown): Promise<{ exitCode: number; stdout: string | null }>;
  free(): void;
}

async function loadEngineModule(): Promise<EngineModule> {
  const require = createRequire(import.meta.url);
  const bgPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  const bindings = (await import(bgPath)) as EngineModule & Record<string, unknown>;
  const bytes = await readFile(path.join(path.dirname(bgPath), 'schema_engine_bg.wasm'));
  const { instance } = await WebAssembly.instantiate(bytes, {
    './schema_engine_bg.js': bindings as unknown as WebAssembly.ModuleImports,
  });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return bindings;
}

/** SQL that takes the database from the committed migrations to schema.prisma ('' when equal). */
export async function diffMigrationsToSchema(): Promise<string> {
  const engineModule = await loadEngineModule();
  const main = await createPglite();
  // The shadow database must have the same extensions as the app's database.
  const factory = {
    provider: 'postgres' as const,
    adapterName: 'pglite-shadow',
    connect: () => new PrismaPGlite(main).connect(),
    connectToShadowDb: async () => new PrismaPGlite(await createPglite()).connect(),
  };
  const schema = await readFile(schemaPath, 'utf8');
  const files = [{ path: schemaPath, content: schema }];
  const engine = await engineModule.SchemaEngine.new(
    { datamodels: [[schemaPath, schema]] },
    () => {},
    bindMigrationAwareSqlAdapterFactory(factory),
  );
  try {
    const folders = await listMigrationFolders();
    const migrationDirectories = await Promise.all(
      folders.map(async (folder) => ({
        path: folder,
        migrationFile: {
          path: 'migration.sql',
          content: {
            tag: 'ok',
            value: await readFile(path.join(migrationsDir, folder, 'migration.sql'), 'utf8'),
          },
        },
      })),
    );
    const result = await engine.diff({
      from: {
        tag: 'migrations',
        baseDir: migrationsDir,
        lockfile: { path: 'migration_lock.toml', content: 'provider = "postgresql"\n' },
        shadowDbInitScript: '',
        migrationDirectories,
      },
      to: { tag: 'schemaDatamodel', files },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    const sql = (result.stdout ?? '').trim();
    return sql === '-- This is an empty migration.' ? '' : sql;
  } finally {
    engine.free();
    await main.close();
  }
}
