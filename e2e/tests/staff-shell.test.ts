// The staff frame: logging in lands on the page asked for (query kept), every time; one header on
// public pages; a logged-in user skips /login; the sidebar logout goes home without a stale redirect.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, newPage, shotBoth } from '../support/flows.ts';

const env = useBrowserApp();

async function logIn(page: Page, login: string): Promise<void> {
  await page.fill('input[name="usernameOrEmail"]', login);
  await page.fill('input[name="password"]', 'demo1234');
  await page.click('button[type="submit"]');
}

describe('staff shell', () => {
  it('sends staff back to the requested staff page with its query, on every login', async () => {
    const requested = '/agenda?date=2026-11-23&viewType=workplace';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const page = await newPage(env.browser, 'fr-CH', DESKTOP);
      await page.goto(`${env.t.url}${requested}`);
      await page.waitForURL(/\/login\?redirect=/);
      expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe(requested);
      await logIn(page, 'staff@salon-demo.ch');
      await page.waitForURL((url) => url.pathname === '/agenda');
      // It stays there: no bounce back to the login page once the session is stored.
      await page.waitForTimeout(500);
      expect(page.url().replace(env.t.url, '')).toBe(requested);
      await page.context().close();
    }
  });

  it('sends a logged-in user opening /login on, and shows staff one header on public pages', async () => {
    const page = await newPage(env.browser, 'en-GB', DESKTOP);
    // Where the sidebar's "Calendar" entry is drawn, each time it moves: after the login the sidebar
    // comes with "New booking" in its place at once, so nothing below it moves.
    await page.addInitScript(() => {
      const tops: number[] = [];
      (window as unknown as { sidebarTops: number[] }).sidebarTops = tops;
      new MutationObserver(() => {
        const entry = document.querySelector('[data-testid="sidebar-calendar"]');
        if (!entry) return;
        const top = Math.round(entry.getBoundingClientRect().top);
        if (tops.at(-1) !== top) tops.push(top);
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await page.goto(`${env.t.url}/login`);
    await logIn(page, 'admin@salon-demo.ch');
    await page.waitForURL(/\/agenda/);
    await page.getByTestId('sidebar-newBooking').waitFor();
    await page.waitForLoadState('networkidle');
    const tops = await page.evaluate(() => (window as unknown as { sidebarTops: number[] }).sidebarTops);
    expect(tops).toHaveLength(1);
    await page.goto(`${env.t.url}/login`);
    await page.waitForURL(/\/agenda\?viewType=employee/);

    await page.goto(`${env.t.url}/salon-demo/lausanne-centre`);
    // The first view comes in the HTML before the app: wait for the app's navbar, then count.
    await page.getByTestId('nav-agenda').waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The staff sidebar is for staff screens: on the public page only the navbar, with its agenda link.
    expect(await page.getByTestId('admin-sidebar').count()).toBe(0);
    expect(await page.locator('header').count()).toBe(1);
    await page.getByTestId('nav-agenda').click();
    await page.waitForURL(/\/agenda/);
    await page.getByTestId('admin-sidebar').waitFor();
    await shotBoth(page, 'staff-shell-agenda');
    await page.context().close();
  });

  it('logs out from the sidebar to the home page, leaving no login redirect behind', async () => {
    const page = await newPage(env.browser, 'en-GB', DESKTOP);
    await page.goto(`${env.t.url}/login`);
    await logIn(page, 'staff@salon-demo.ch');
    await page.waitForURL(/\/agenda/);
    await page.goto(`${env.t.url}/customers`);
    await page.getByTestId('sidebar-logout').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Back does not land on a login page asking to sign in again for the staff page.
    await page.goBack();
    expect(page.url()).not.toContain('redirect=');
    await page.context().close();
  });
});
