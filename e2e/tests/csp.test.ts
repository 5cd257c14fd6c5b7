// The Content-Security-Policy is enforced (the server sends it on every response) and the built app
// satisfies it: every public, customer, staff and admin screen opens with no violation reported by
// the browser (no blocked script, style, image, font, connection or frame), and a script injected
// into the page is blocked.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, newPage } from '../support/flows.ts';
import { ADMIN_SCREENS, CUSTOMER_SCREENS, GUEST_SCREENS, records, STAFF_SCREENS } from '../support/screens.ts';

const env = useBrowserApp();
const pages: Page[] = [];
afterEach(async () => {
  for (const page of pages.splice(0)) await page.context().close();
});

/** Violations reported since the page opened: the DOM event, and the console line Chromium writes. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(`console: ${m.text()}`);
  });
  return seen;
}

async function open(page: Page, path: string) {
  const response = await page.goto(`${env.t.url}${path}`);
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

async function logIn(page: Page, login: string) {
  await page.goto(`${env.t.url}/login`);
  await page.fill('input[name="usernameOrEmail"]', login);
  await page.fill('input[name="password"]', 'demo1234');
  await page.click('button[type="submit"]');
  await page.waitForURL((url) => url.pathname !== '/login');
}

describe('the Content-Security-Policy', () => {
  it('every guest and customer screen opens without a violation', async () => {
    const page = await newPage(env.browser, 'fr-CH', DESKTOP);
    pages.push(page);
    const violations = await watchViolations(page);
    for (const path of GUEST_SCREENS) await open(page, path);
    await logIn(page, 'customer@salon-demo.ch');
    for (const path of CUSTOMER_SCREENS) await open(page, path);
    expect(violations).toEqual([]);
  }, 180_000);

  it('every staff and admin screen opens without a violation, the live calendar included', async () => {
    const ids = await records(env.t);
    const page = await newPage(env.browser, 'en-GB', DESKTOP);
    pages.push(page);
    const violations = await watchViolations(page);
    await logIn(page, 'admin@salon-demo.ch');
    for (const path of [...STAFF_SCREENS(ids), ...ADMIN_SCREENS]) await open(page, path);
    expect(violations).toEqual([]);
  }, 240_000);

  it('blocks a script injected into the page', async () => {
    const page = await newPage(env.browser, 'en-GB', DESKTOP);
    pages.push(page);
    const violations = await watchViolations(page);
    await open(page, '/login');
    const ran = await page.evaluate(async () => {
      const w = window as unknown as { injected?: boolean };
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.injected = true');
      img.src = 'data:,x';
      document.body.append(img);
      await new Promise((r) => setTimeout(r, 200));
      return w.injected === true;
    });
    expect(ran).toBe(false);
    expect(violations.some((v) => v.startsWith('script-src'))).toBe(true);
  });
});
