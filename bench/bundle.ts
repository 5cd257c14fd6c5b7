// Builds the web app and measures the JavaScript a visitor downloads: the entry plus everything the
// public booking route loads statically (its lazy route chunk and that chunk's imports), gzipped.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const web = path.resolve(import.meta.dirname, '../web');
const dist = path.join(web, 'dist');
const ROUTE = 'src/features/booking/pages/PublicBookingPage.tsx';

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: web, stdio: ['ignore', 'ignore', 'inherit'] });
}

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** Files loaded before anything else runs: the chunk and its static imports, recursively. */
function staticClosure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return files;
}

const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entry) throw new Error('no entry chunk in the manifest');
const initial = staticClosure([entry, ROUTE]);
const allJs = new Set(
  Object.values(manifest)
    .map((c) => c.file)
    .filter((f) => f.endsWith('.js')),
);
const sum = (files: Iterable<string>) => Math.round([...files].reduce((kb, f) => kb + gzipKb(f), 0) * 10) / 10;

console.log(
  JSON.stringify({
    bench: 'bundle',
    public_booking_initial_js_gzip_kb: sum(initial),
    total_js_gzip_kb: sum(allJs),
  }),
);
