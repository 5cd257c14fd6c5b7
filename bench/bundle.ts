// Builds the web app and measures the JavaScript a visitor downloads: the entry plus everything the
// public booking route loads statically (its lazy route chunk and that chunk's imports), gzipped.
// Then (unless --no-tti) the time until the public booking page is interactive in Chromium on a
// fast 3G network (Lighthouse's profile: 562.5 ms RTT, 1.44 Mbit/s down, 675 kbit/s up), cold cache.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const web = path.resolve(import.meta.dirname, '../web');
const dist = path.join(web, 'dist');
const ROUTE = 'src/features/public-booking/views/PublicBookingPage/PublicBookingPage.tsx';

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

/** Navigation start until a service can be chosen (the first service button shown and enabled), in ms. */
async function timeToInteractive(runs: number): Promise<number[]> {
  const { chromium } = await import('playwright-core');
  const { startTestApp } = await import('../gateway/src/test/harness.ts');
  const { seedDemo } = await import('../gateway/src/seed/demo.ts');
  const t = await startTestApp();
  await seedDemo(t.app.services.prisma);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'fr-CH' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 562.5,
        downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
        uploadThroughput: (750 * 1024 * 0.9) / 8,
      });
      const started = Date.now();
      await page.goto(`${t.url}/salon-demo/lausanne-centre/book`, { waitUntil: 'commit', timeout: 120_000 });
      const option = page.locator('[data-testid^="service-option-"]').first();
      await option.waitFor({ state: 'visible', timeout: 120_000 });
      await page.waitForFunction(
        () => !(document.querySelector('[data-testid^="service-option-"]') as HTMLButtonElement | null)?.disabled,
      );
      times.push(Date.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
    await t.stop();
  }
  return times.sort((a, b) => a - b);
}

const tti = process.argv.includes('--no-tti') ? [] : await timeToInteractive(3);

console.log(
  JSON.stringify({
    bench: 'bundle',
    public_booking_initial_js_gzip_kb: sum(initial),
    total_js_gzip_kb: sum(allJs),
    ...(tti.length ? { tti_fast3g_median_ms: tti[Math.floor(tti.length / 2)], tti_fast3g_runs_ms: tti } : {}),
  }),
);
