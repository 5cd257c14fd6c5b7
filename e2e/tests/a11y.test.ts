// Accessibility of every public and customer screen, and of staff forms with date and time fields:
// axe-core (injected) reports no serious or critical violation, each screen has its own title in the
// page language, and keyboard focus is visible.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, firstFreeDay, newPage } from '../support/flows.ts';

async function checkScreen(page: Page, name: string, titlePart: RegExp): Promise<void> {
  // The title is set once the screen has rendered.
  await page
    .waitForFunction((source) => new RegExp(source).test(document.title), titlePart.source, { timeout: 5000 })
    .catch(() => undefined);
  expect(await page.title(), `${name} title`).toMatch(titlePart);
  expect(await seriousViolations(page), name).toEqual([]);
}

/** After pressing Tab, the focused element draws an outline (or a box shadow) of its own. */
async function focusRingVisible(page: Page): Promise<boolean> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
  });
}

describe('accessibility', () => {
  const env = useBrowserApp();

  it('public screens in French: axe clean, titled, with a visible focus ring', async () => {
    const { t, browser } = env;
    const page = await newPage(browser, 'fr-CH');
    const screens: [string, string, string, RegExp][] = [
      ['home', '/', 'directory-result-salon-demo-lausanne-centre', /^Réserver un rendez-vous/],
      ['home-search', '/?q=zermatt', 'directory-count', /^Réserver un rendez-vous/],
      ['pro', '/pro', 'pro-trial', /logiciel/i],
      ['vendor-about', '/salon-demo/lausanne-centre/about', 'vendor-public-name', /^Salon Démo/],
      ['vendor-services', '/salon-demo/lausanne-centre/services', 'vendor-public-name', /^Salon Démo/],
      ['vendor-contact', '/salon-demo/lausanne-centre/contact', 'opening-hours', /^Salon Démo/],
      ['login', '/login', 'forgot-password-link', /^Connexion/],
      ['sign-up', '/sign-up', 'sign-up-form', /^Créer un compte/],
      ['forgot-password', '/forgot-password', 'forgot-submit', /\S/],
      ['reset-password', '/reset-password?id=1&token=x', 'reset-submit', /\S/],
      ['vendor-sign-up', '/vendor-sign-up', 'vendor-sign-up-form', /\S/],
    ];
    for (const [name, path, testId, title] of screens) {
      await page.goto(`${t.url}${path}`);
      await page.getByTestId(testId).first().waitFor();
      await checkScreen(page, name, title);
    }
    await page.goto(`${t.url}/`);
    await page.getByTestId('directory-search').waitFor();
    expect(await focusRingVisible(page)).toBe(true);
  });

  it('the booking steps and the customer screens in English: axe clean and titled', async () => {
    const { t, browser } = env;
    const { services, day } = await firstFreeDay(t, ['Manucure'], 3);
    const page = await newPage(browser, 'en-GB', DESKTOP);
    const base = `${t.url}/en/salon-demo/lausanne-centre/book`;
    await page.goto(base);
    await page.getByTestId(`service-option-${services[0]!.id}`).waitFor();
    await checkScreen(page, 'booking-services', /^Book at Salon Démo/);
    await page.getByTestId(`service-option-${services[0]!.id}`).click();
    await page.getByTestId('month-next').waitFor();
    await page.waitForURL(/step=date/);
    // Date buttons: the accessible name holds the visible day number.
    const dayButton = page.getByTestId(`date-${day.date}`);
    for (let i = 0; i < 3 && !(await dayButton.isVisible().catch(() => false)); i += 1) {
      await page.getByTestId('month-next').click();
    }
    const label = (await dayButton.getAttribute('aria-label')) ?? '';
    expect(label.startsWith(`${Number(day.date.slice(8, 10))},`)).toBe(true);
    await dayButton.click();
    await page.getByTestId(`slot-${day.times[0]!}`).waitFor();
    await checkScreen(page, 'booking-date', /^Book at/);
    await page.getByTestId(`slot-${day.times[0]!}`).click();
    await page.getByTestId('booking-login').waitFor();
    await checkScreen(page, 'booking-login', /^Book at/);

    await page.getByLabel('E-mail or username').fill('customer@salon-demo.ch');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByTestId('booking-login').getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByTestId('booking-summary').waitFor();
    await checkScreen(page, 'booking-summary', /^Book at/);
    await page.getByTestId('accept-terms').click();
    await page.getByTestId('confirm-booking').click();
    await page.getByTestId('booking-confirmed').waitFor();
    await checkScreen(page, 'booking-confirmed', /^Book at/);

    const customerScreens: [string, string, string, RegExp][] = [
      // The customer's own language applies once logged in.
      ['my-account', '/my-account', 'account-name', /^(My account|Mon compte)/],
      ['my-account-closed', '/my-account?tab=closed', 'account-name', /^(My account|Mon compte)/],
      ['my-account-edit', '/my-account/edit', 'account-edit-form', /^(Edit my account|Modifier mon compte)/],
      [
        'choose-location',
        '/salon-demo/book',
        'choose-location-lausanne-centre',
        /^(Choose a location|Choisir un lieu)/,
      ],
      ['general-terms', '/general-terms', 'account-card', /\S/],
    ];
    for (const [name, path, testId, title] of customerScreens) {
      await page.goto(`${t.url}${path}`);
      if (testId === 'account-card') await page.getByRole('heading').first().waitFor();
      else await page.getByTestId(testId).first().waitFor();
      await checkScreen(page, name, title);
    }
  });
  it('staff forms with date and time fields in French: axe clean and titled', async () => {
    const { t, browser } = env;
    const page = await newPage(browser, 'fr-CH', DESKTOP);
    await page.goto(`${t.url}/login`);
    await page.getByLabel("E-mail ou nom d'utilisateur").fill('admin@salon-demo.ch');
    await page.getByLabel('Mot de passe').fill('demo1234');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/agenda/);
    await page.goto(`${t.url}/closed-dates`);
    await page.getByTestId('closed-dates-add').click();
    await page.getByTestId('closed-date-form').waitFor();
    await checkScreen(page, 'closed-date-add', /^Jours de fermeture/);
    await page.goto(`${t.url}/settings/bookings`);
    await page.getByRole('group', { name: /^Premier rendez-vous dès/ }).waitFor();
    await checkScreen(page, 'booking-settings', /^Paramètres/);
  });
});
