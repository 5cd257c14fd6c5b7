// Every staff and admin screen, and every public and customer one, opens for its roles, in French
// and English, at 375 px and 1280 px: its title and heading show, no loading error is left on
// screen, nothing is wider than the screen, axe-core finds no serious accessibility fault, and the
// page throws nothing and logs no error. Staff opening an admin screen land on the calendar; a customer opening a staff
// screen is turned away, not met with a crash.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, newPage, PHONE, shotBoth } from '../support/flows.ts';
import { ADMIN_SCREENS, CUSTOMER_SCREENS, GUEST_SCREENS, records, STAFF_SCREENS } from '../support/screens.ts';

const env = useBrowserApp();

const LOAD_ERRORS = [
  'Une erreur est survenue lors du chargement.',
  'Le serveur est injoignable.',
  'Page introuvable.',
  'Something went wrong while loading.',
  'The server cannot be reached.',
  'Page not found.',
];
const FORBIDDEN =
  /Votre niveau d'accès ne permet pas|Your access level does not allow|réservée au personnel|reserved for staff/;

/** Page errors and console errors seen since the page opened. */
function watchErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on('pageerror', (e) => seen.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') seen.push(`console: ${m.text()}`);
  });
  return seen;
}

async function logIn(page: Page, login: string): Promise<void> {
  await page.goto(`${env.t.url}/login`);
  await page.fill('input[name="usernameOrEmail"]', login);
  await page.fill('input[name="password"]', 'demo1234');
  await page.click('button[type="submit"]');
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Opens `path` and checks it rendered a titled screen with its heading and no loading error; with
 * `sidebar`, also the staff sidebar (drawn after the screen's content), so that axe checks it too.
 */
async function openScreen(page: Page, path: string, lang: 'fr' | 'en', sidebar = false): Promise<void> {
  await page.goto(`${env.t.url}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 20_000 });
  if (sidebar) await page.getByTestId('admin-sidebar').waitFor({ timeout: 10_000 });
  expect(await page.title(), `${path} title`).toMatch(/\S/);
  expect(await page.getAttribute('html', 'lang'), `${path} language`).toBe(lang);
  const text = await page.locator('body').innerText();
  for (const error of LOAD_ERRORS) expect(text, `${path} shows a loading error`).not.toContain(error);
  expect(text, `${path} turned away`).not.toMatch(FORBIDDEN);
  // Nothing wider than the screen: wide content (the calendar, tables) scrolls inside its own box.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(1);
  // No serious or critical accessibility fault (axe-core) at this width.
  const size = page.viewportSize();
  if (size) expect(await seriousViolations(page, [size]), `${path} accessibility`).toEqual([]);
}

const pages: Page[] = [];
afterEach(async () => {
  for (const page of pages.splice(0)) await page.context().close();
});

describe('every staff and admin screen', () => {
  // One test per language and width (each opens every screen; French at 1280 px also takes the screenshots).
  // Each opens 33 screens and runs axe on each: about a minute, so more than the default limit is allowed.
  for (const [lang, size] of [
    ['fr', DESKTOP],
    ['en', PHONE],
  ] as const) {
    it(`opens for an admin in ${lang === 'fr' ? 'French at 1280' : 'English at 375'} px, without an error`, async () => {
      const ids = await records(env.t);
      // Logged in, the screens speak the account's language (spec §1).
      await env.t.app.services.prisma.user.update({
        where: { email: 'admin@salon-demo.ch' },
        data: { language: lang },
      });
      const page = await newPage(env.browser, lang === 'fr' ? 'fr-CH' : 'en-GB', size);
      pages.push(page);
      const errors = watchErrors(page);
      await logIn(page, 'admin@salon-demo.ch');
      for (const path of [...STAFF_SCREENS(ids), ...ADMIN_SCREENS]) {
        await openScreen(page, path, lang, size === DESKTOP);
        if (lang === 'fr') {
          const name = path.replace(/^\//, '').replace(/[/?=&]+/g, '-');
          await shotBoth(page, `screen-${name}`);
        }
      }
      expect(errors).toEqual([]);
    }, 240_000);
  }

  it('opens the staff screens for staff, and sends staff from admin screens to the calendar', async () => {
    const ids = await records(env.t);
    const page = await newPage(env.browser, 'en-GB', DESKTOP);
    pages.push(page);
    const errors = watchErrors(page);
    await env.t.app.services.prisma.user.update({ where: { email: 'staff@salon-demo.ch' }, data: { language: 'en' } });
    await logIn(page, 'staff@salon-demo.ch');
    for (const path of STAFF_SCREENS(ids)) await openScreen(page, path, 'en', true);
    for (const path of ['/services', '/settings/general', '/reports/cash-closing']) {
      // Spec §2 "Navigation guard": staff below the route's role go to the calendar's employee view.
      await page.goto(`${env.t.url}${path}`);
      await page.waitForURL((url) => url.pathname === '/agenda' && url.searchParams.get('viewType') === 'employee');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    expect(errors).toEqual([]);
  });

  it('turns a customer away from staff screens in words', async () => {
    const page = await newPage(env.browser, 'fr-CH', DESKTOP);
    pages.push(page);
    const errors = watchErrors(page);
    await logIn(page, 'customer@salon-demo.ch');
    for (const path of ['/agenda', '/customers', '/settings/general']) {
      await page.goto(`${env.t.url}${path}`);
      await page.waitForLoadState('networkidle');
      const text = await page.locator('body').innerText();
      const url = new URL(page.url());
      // Either the page says so, or the guard sends the customer to the login with the page kept.
      expect(FORBIDDEN.test(text) || url.pathname === '/login', `${path}: ${url.pathname}`).toBe(true);
    }
    expect(errors).toEqual([]);
  });
});

describe('every public and customer screen', () => {
  for (const [lang, size] of [
    ['fr', DESKTOP],
    ['en', PHONE],
  ] as const) {
    it(`opens for a guest, then a customer, in ${lang === 'fr' ? 'French at 1280' : 'English at 375'} px`, async () => {
      await env.t.app.services.prisma.user.update({
        where: { email: 'customer@salon-demo.ch' },
        data: { language: lang },
      });
      const page = await newPage(env.browser, lang === 'fr' ? 'fr-CH' : 'en-GB', size);
      pages.push(page);
      const errors = watchErrors(page);
      const visit = async (path: string) => {
        await openScreen(page, path, lang);
        if (lang === 'fr') {
          const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/[/?=&]+/g, '-');
          await shotBoth(page, `public-${name}`);
        }
      };
      for (const path of GUEST_SCREENS) await visit(path);
      await logIn(page, 'customer@salon-demo.ch');
      for (const path of CUSTOMER_SCREENS) await visit(path);
      expect(errors).toEqual([]);
    });
  }
});
