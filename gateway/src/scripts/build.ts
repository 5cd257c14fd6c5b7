// Production build: the gateway (with rest-compat, the generated Prisma client and the demo seed)
// bundled by esbuild into gateway/dist/*.js. npm packages stay external and are installed with
// `npm ci --omit=dev`; only our own TypeScript is compiled. Run: `npm run build:gateway`.
import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../..');
const outdir = path.join(root, 'dist');
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
// Our workspace package is bundled; every other dependency is loaded from node_modules.
const external = Object.keys(pkg.dependencies)
  .filter((name) => !name.startsWith('@salon/'))
  .flatMap((name) => [name, `${name}/*`]);

// Sources find files next to them with import.meta.dirname (migrations, web/dist). In the bundle
// that is gateway/dist, so each use is rewritten to the source file's own folder, relative to it.
const keepDirname: Plugin = {
  name: 'keep-dirname',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.dirname')) return undefined;
      const relative = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: source.replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${relative}`)})`),
        loader: 'ts',
      };
    });
  },
};

await build({
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    migrate: path.join(root, 'src/scripts/migrate.ts'),
    seed: path.join(root, 'src/scripts/seed.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external: [...external, ...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
  // Some bundled CommonJS-style code calls require(); give ESM output one.
  banner: {
    js: "import { createRequire as __salonRequire } from 'node:module'; const require = __salonRequire(import.meta.url);",
  },
  plugins: [keepDirname],
  logLevel: 'info',
});
