// Every row of every list opens: a real-browser crawl over the web app's own route table. As admin
// and as staff it visits every staff screen the table declares, clicks the first rows of every
// list it finds on the page (grids, list items, table rows), opens each detail panel and each tab
// in it; as a guest every public page, as a customer their account pages. It fails on any loading
// error shown, any GraphQL error answered, any page error and any console error. It discovers
// screens, rows and tabs from the route table and the page, so a new screen is crawled without
// new code here.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, newPage } from '../support/flows.ts';
import { type AppRoute, appRoutes } from '../support/routes.ts';

const env = useBrowserApp();

const LOAD_ERRORS = [
  'Une erreur est survenue lors du chargement.',
  'Le serveur est injoignable.',
  'Page introuvable.',
  'Something went wrong while loading.',
  'The server cannot be reached.',
  'Page not found.',
];
/** Clickable rows of a list, inside the page's content (not the sidebar or the navbar). */
const ROWS = ['main .MuiDataGrid-row', 'main .MuiListItemButton-root', 'main tbody tr']
  .map((row) => `${row}:not(.Mui-disabled):not([aria-disabled="true"])`)
  .join(', ');
const ROWS_PER_LIST = 2;
/** Routes that end the session being crawled. */
const NOT_CRAWLED = new Set(['/logout']);

interface Crawl {
  failures: string[];
  screens: number;
  rows: number;
  tabs: number;
}

/** Records page errors, console errors and GraphQL errors as they happen. */
function watch(page: Page): string[] {
  const seen: string[] = [];
  page.on('pageerror', (e) => seen.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') seen.push(`console: ${m.text()}`);
  });
  page.on('response', async (response) => {
    if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
    const body = (await response.json().catch(() => null)) as {
      errors?: { message: string; extensions?: { code?: string } }[];
    } | null;
    const operation = (response.request().postDataJSON() as { operationName?: string } | null)?.operationName;
    for (const error of body?.errors ?? []) {
      seen.push(`graphql ${operation ?? '?'}: ${error.extensions?.code ?? ''} ${error.message}`);
    }
  });
  return seen;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .MuiSkeleton-root'), undefined, {
      timeout: 15_000,
    })
    .catch(() => undefined);
}

/** Fails the step if the page shows a loading error or anything was recorded since the last check. */
async function check(page: Page, seen: string[], crawl: Crawl, where: string) {
  await settle(page);
  const text = await page.locator('body').innerText();
  for (const error of LOAD_ERRORS) if (text.includes(error)) crawl.failures.push(`${where}: shows "${error}"`);
  for (const error of seen.splice(0)) crawl.failures.push(`${where}: ${error}`);
}

async function logIn(page: Page, login: string): Promise<void> {
  await page.goto(`${env.t.url}/login`);
  await page.fill('input[name="usernameOrEmail"]', login);
  await page.fill('input[name="password"]', 'demo1234');
  await page.click('button[type="submit"]');
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** A concrete URL for a route of the table: its parameters filled from the demo data. */
async function concrete(route: AppRoute): Promise<string> {
  const p = env.t.app.services.prisma;
  const vendor = await p.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
  const location = await p.location.findFirstOrThrow({ where: { vendorId: vendor.id }, orderBy: { id: 'asc' } });
  const customer = await p.customer.findFirstOrThrow({ where: { vendorId: vendor.id }, orderBy: { id: 'asc' } });
  const params: Record<string, string> = {
    id: String(customer.id),
    vendorSlug: vendor.slug,
    locationSlug: location.slug,
    lang: 'en',
  };
  const path = route.path.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? name);
  // Screens about one booking take it in the query (bookingEditUrl(id) and the like).
  if (/^\/bookings\/(edit|confirmation|close)$/.test(path)) {
    const booking = await p.booking.findFirstOrThrow({
      where: { vendorId: vendor.id, status: 'OPEN', customerId: { not: null } },
      orderBy: { id: 'asc' },
    });
    return `${path}?id=${booking.id}`;
  }
  return path;
}

/** Clicks each tab of the open panel, or of the page when no panel is open, checking each. */
async function openTabs(page: Page, seen: string[], crawl: Crawl, where: string) {
  const scope = (await page.locator('[role="dialog"]').count()) ? '[role="dialog"] [role="tab"]' : 'main [role="tab"]';
  const tabs = page.locator(scope);
  const count = await tabs.count();
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i);
    if (!(await tab.isVisible()) || (await tab.isDisabled())) continue;
    const name = (await tab.innerText()).trim();
    await tab.click();
    crawl.tabs++;
    await check(page, seen, crawl, `${where} tab "${name}"`);
  }
}

/** Visits one screen, then opens the first rows of its lists, each with its tabs. */
async function crawlScreen(page: Page, seen: string[], crawl: Crawl, url: string, who: string) {
  await page.goto(`${env.t.url}${url}`);
  crawl.screens++;
  await check(page, seen, crawl, `${who} ${url}`);
  await openTabs(page, seen, crawl, `${who} ${url}`);
  const rows = await page.locator(ROWS).count();
  for (let i = 0; i < Math.min(rows, ROWS_PER_LIST); i++) {
    // From the screen each time: a row may open a panel or another page.
    if (i > 0) {
      await page.goto(`${env.t.url}${url}`);
      await settle(page);
    }
    const row = page.locator(ROWS).nth(i);
    if (!(await row.isVisible().catch(() => false))) continue;
    await row.click();
    crawl.rows++;
    const where = `${who} ${url} row ${i + 1}`;
    await check(page, seen, crawl, where);
    await openTabs(page, seen, crawl, where);
  }
}

async function crawlAs(who: string, login: string | null, pick: (r: AppRoute) => boolean): Promise<Crawl> {
  const crawl: Crawl = { failures: [], screens: 0, rows: 0, tabs: 0 };
  const page = await newPage(env.browser, 'en-GB', DESKTOP);
  const seen = watch(page);
  if (login) await logIn(page, login);
  await settle(page);
  seen.splice(0);
  const routes = (await appRoutes()).filter((r) => !NOT_CRAWLED.has(r.path) && pick(r));
  for (const route of routes) await crawlScreen(page, seen, crawl, await concrete(route), who);
  await page.context().close();
  console.info(`crawl ${who}: ${crawl.screens} screens, ${crawl.rows} rows, ${crawl.tabs} tabs opened`);
  return crawl;
}

describe('crawl of every screen, row and tab', () => {
  it('opens every staff and admin screen as admin, with the first rows of every list', async () => {
    const crawl = await crawlAs('admin', 'admin@salon-demo.ch', (r) => r.section === 'admin');
    expect(crawl.failures).toEqual([]);
    expect(crawl.rows).toBeGreaterThan(10);
  }, 900_000);

  it('opens every staff screen as staff, with the first rows of every list', async () => {
    const crawl = await crawlAs('staff', 'staff@salon-demo.ch', (r) => r.section === 'admin' && r.role !== 'admin');
    expect(crawl.failures).toEqual([]);
    expect(crawl.screens).toBeGreaterThan(5);
  }, 900_000);

  it('opens every public page as a guest and every account page as a customer', async () => {
    // A manage-booking page needs a signed link from a message: customer-messages.test.ts opens it.
    const guest = await crawlAs('guest', null, (r) => r.section === 'public' && !r.path.includes(':token'));
    const customer = await crawlAs('customer', 'customer@salon-demo.ch', (r) => r.section === 'customer');
    expect([...guest.failures, ...customer.failures]).toEqual([]);
    expect(guest.screens + customer.screens).toBeGreaterThan(10);
  }, 900_000);
});
