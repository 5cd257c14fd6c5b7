// Real-browser harness: the built app on an ephemeral port with the demo data, and Debian's
// Chromium driven by playwright-core.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from '../../gateway/src/test/harness.ts';
import { seedDemo } from '../../gateway/src/seed/demo.ts';

export const artifacts = path.resolve(import.meta.dirname, '../artifacts');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function startApp(): Promise<TestApp> {
  const web = path.resolve(import.meta.dirname, '../../web/dist/index.html');
  if (!existsSync(web)) throw new Error('The web app is not built: run npm run build first');
  const t = await startTestApp();
  await seedDemo(t.app.services.prisma);
  return t;
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install it with apt-get install -y chromium`);
  }
  mkdirSync(artifacts, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}

/** One app and one browser for a test file, started before its tests and stopped after them. */
export function useBrowserApp(): { t: TestApp; browser: Browser } {
  const env = {} as { t: TestApp; browser: Browser };
  beforeAll(async () => {
    env.t = await startApp();
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.t?.stop();
  });
  return env;
}
