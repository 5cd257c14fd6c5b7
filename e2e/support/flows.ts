// Shared steps of the real-browser tests: screenshots at the two reference widths, mail links,
// the first free day, and the public booking's date and time steps, typing into a date field.
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { nowMs } from '../../gateway/src/lib/clock.ts';
import { addDays, localDate } from '../../gateway/src/scheduling/index.ts';
import type { TestApp } from '../../gateway/src/test/harness.ts';
import { artifacts } from './browser.ts';

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/** Spec: each public screen is captured at 375 px and 1280 px wide. */
export async function shotBoth(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const [suffix, size] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    // Let layout settle and lazy chunks finish after the resize.
    await page.waitForLoadState('networkidle');
    // From the top: a sticky navbar would otherwise be drawn where the page was scrolled to.
    await page.evaluate(() => window.scrollTo(0, 0));
    // The captures are for people to look at, not assertions: a full-page capture of a very tall
    // screen that stalls a loaded machine falls back to the visible part, then to a note.
    const file = path.join(artifacts, `${name}-${suffix}.png`);
    await page
      .screenshot({ path: file, fullPage: true, timeout: 20_000 })
      .catch(() =>
        page
          .screenshot({ path: file, timeout: 20_000 })
          .catch((error: Error) => console.warn(`screenshot ${name}-${suffix} not taken: ${error.message}`)),
      );
  }
  if (original) {
    await page.setViewportSize(original);
    // Back at the test's own width before the test goes on measuring the page (its layout, not
    // the desktop one of the last screenshot): the resize has reached the page and been laid out.
    await page.waitForFunction((width) => window.innerWidth === width, original.width);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
}

export async function newPage(
  browser: Browser,
  locale: 'fr-CH' | 'de-CH' | 'it-CH' | 'en-GB',
  size: { width: number; height: number } = PHONE,
): Promise<Page> {
  const context: BrowserContext = await browser.newContext({ viewport: size, locale });
  return context.newPage();
}

/** Logs in through the login page (in any of the four languages) and waits for the staff agenda. */
export async function logIn(page: Page, t: TestApp, email: string, password = 'demo1234'): Promise<void> {
  await page.goto(`${t.url}/login`);
  await page
    .getByLabel(/E-mail ou nom d'utilisateur|E-Mail oder Benutzername|E-mail o nome utente|E-mail or username/)
    .fill(email);
  await page.getByLabel(/^Mot de passe|^Passwort|^Password/).fill(password);
  await page.getByRole('button', { name: /^(Se connecter|Anmelden|Accedi|Log in)$/ }).click();
  await page.waitForURL(/\/agenda/);
}

/** The link (path and query) in the latest e-mail to `to` whose body contains `pathPrefix`. */
export async function mailLink(t: TestApp, to: string, pathPrefix: string): Promise<string> {
  const mail = await t.app.services.prisma.emailMessage.findFirstOrThrow({
    where: { to, body: { contains: pathPrefix } },
    orderBy: { id: 'desc' },
  });
  const match = mail.body.match(new RegExp(`${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s"'<>\\]]*`));
  if (!match) throw new Error(`no ${pathPrefix} link in ${mail.body}`);
  return match[0];
}

const DATES = `query ($input: AvailabilityRangeInput!) { availableDates(input: $input) { date times recommended } }`;

/** The first day from tomorrow with a free start for the services, its times and which are recommended. */
export async function firstFreeDay(t: TestApp, serviceNames: string[], skip = 0) {
  const p = t.app.services.prisma;
  const location = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
  const services = await Promise.all(
    serviceNames.map((name) => p.service.findFirstOrThrow({ where: { translations: { some: { name } } } })),
  );
  // Days of the salon (Zurich), not UTC's: after 23:00 UTC the salon is already on the next day.
  const vendor = await p.vendor.findUniqueOrThrow({ where: { id: location.vendorId } });
  const today = localDate(nowMs(), vendor.timezone);
  const from = addDays(today, 1);
  const to = addDays(today, 40);
  const res = await t.gql<{ availableDates: { date: string; times: string[]; recommended: boolean[] }[] }>(DATES, {
    input: {
      vendorId: location.vendorId,
      locationId: location.id,
      services: services.map((s) => ({ id: s.id })),
      dateFrom: from,
      dateTo: to,
    },
  });
  const day = res.data?.availableDates.filter((d) => d.times.length > 0)[skip];
  if (!day) throw new Error(`no free day: ${JSON.stringify(res)}`);
  return { location, services, day };
}

/** Step 2 of the public booking: the month that holds `date`, the day, then the time. */
export async function pickDateAndTime(page: Page, date: string, time: string): Promise<void> {
  await pickDate(page, date);
  await page.getByTestId(`slot-${time}`).click();
}

/** Step 2 of the public booking: the month that holds `date`, then the day. */
export async function pickDate(page: Page, date: string): Promise<void> {
  const day = page.getByTestId(`date-${date}`);
  // Each month's free days are loaded before looking for the day in it.
  const loaded = () => page.locator('[role="grid"][aria-busy="false"]').waitFor();
  await loaded();
  for (let i = 0; i < 3 && !(await day.isVisible().catch(() => false)); i += 1) {
    await page.getByTestId('month-next').click();
    await loaded();
  }
  await day.click();
}

/**
 * Types into a date or time field (MUI X: one section per part) the way a person does: a click on
 * its first section, then the digits. `input` is the field's hidden input (by id or test id), which
 * then holds the value as shown.
 */
async function typeInField(page: Page, input: Locator, digits: string, shown: string): Promise<void> {
  await input.locator('..').getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
  await expect.poll(() => input.inputValue()).toBe(shown);
}

/** Types a day ('YYYY-MM-DD') into a date field, which shows it as DD.MM.YYYY. */
export async function typeDate(page: Page, input: Locator, date: string): Promise<void> {
  const [y, m, d] = date.split('-');
  await typeInField(page, input, `${d}${m}${y}`, `${d}.${m}.${y}`);
}

/** Types a time ('HH:mm') into a time field. */
export async function typeTime(page: Page, input: Locator, time: string): Promise<void> {
  await typeInField(page, input, time.replace(':', ''), time);
}
