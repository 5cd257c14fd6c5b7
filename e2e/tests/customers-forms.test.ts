// Forms in a real browser: a side panel with changes asks before closing and a multiselect stays
// open while picking; a customer added with the phone of another is pointed out and merged; the
// customer form's remaining fields and favourite employee are saved and used by a booking. Each at
// 1280 px in French and at 375 px in English.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nowMs } from '../../gateway/src/lib/clock.ts';
import { login } from '../../gateway/src/test/fixtures.ts';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, logIn, newPage, PHONE, shotBoth } from '../support/flows.ts';

// biome-ignore lint/suspicious/noExplicitAny: GraphQL bodies are asserted field by field.
type Json = Record<string, any>;

const RUNS = [
  { lang: 'fr', locale: 'fr-CH', size: DESKTOP, discard: 'Abandonner', keep: 'Continuer la saisie' },
  { lang: 'en', locale: 'en-GB', size: PHONE, discard: 'Discard', keep: 'Keep editing' },
] as const;

describe('forms and customers', () => {
  const env = useBrowserApp();

  /** Staff of the demo salon, in the run's language (the account's language wins over the browser's). */
  async function staffPage(run: (typeof RUNS)[number]): Promise<Page> {
    const { t, browser } = env;
    await t.app.services.prisma.user.update({ where: { email: 'staff@salon-demo.ch' }, data: { language: run.lang } });
    const page = await newPage(browser, run.locale, run.size);
    await logIn(page, t, 'staff@salon-demo.ch');
    return page;
  }

  for (const run of RUNS) {
    it(`a side panel with changes asks before closing; a multiselect stays open while picking (${run.lang})`, async () => {
      const { t } = env;
      const admin = await newPage(env.browser, run.locale, run.size);
      await t.app.services.prisma.user.update({
        where: { email: 'admin@salon-demo.ch' },
        data: { language: run.lang },
      });
      await logIn(admin, t, 'admin@salon-demo.ch');
      await admin.goto(`${t.url}/services?panel=ADD_SERVICE&id=`);
      await admin.getByTestId('service-form').waitFor();
      // Untouched: Escape closes at once.
      await admin.keyboard.press('Escape');
      await admin.getByTestId('service-panel').waitFor({ state: 'detached' });

      await admin.goto(`${t.url}/services?panel=ADD_SERVICE&id=`);
      await admin.getByTestId('service-form').waitFor();
      await admin.locator('#field-nameFr').fill('Soin express');
      // Two employees picked in a row: the list stays open between them.
      await admin.locator('#field-employeeIds').click();
      const options = admin.getByRole('option');
      await options.first().click();
      await options.nth(1).click();
      expect(await admin.getByRole('listbox').isVisible()).toBe(true);
      // Escape closes the list only…
      await admin.keyboard.press('Escape');
      await admin.getByRole('listbox').waitFor({ state: 'detached' });
      expect(await admin.getByTestId('service-panel').isVisible()).toBe(true);
      // …and on the panel, asks before losing what was typed.
      await admin.keyboard.press('Escape');
      await admin.getByRole('button', { name: run.keep }).waitFor();
      await shotBoth(admin, `forms-dirty-confirm-${run.lang}`);
      await admin.getByRole('button', { name: run.keep }).click();
      expect(await admin.locator('#field-nameFr').inputValue()).toBe('Soin express');
      await admin.getByRole('button', { name: /^(Fermer|Close)$/ }).click();
      await admin.getByRole('button', { name: run.discard }).click();
      await admin.getByTestId('service-panel').waitFor({ state: 'detached' });
      expect(await t.app.services.prisma.serviceTranslation.count({ where: { name: 'Soin express' } })).toBe(0);
      await admin.context().close();
    });

    it(`a customer added with another's phone is pointed out, then merged; the card shows her no-shows (${run.lang})`, async () => {
      const { t } = env;
      const p = t.app.services.prisma;
      const vendorId = (await p.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } })).id;
      const existing = await p.customer.create({
        data: {
          vendorId,
          firstname: 'Nina',
          lastname: `Double${run.lang}`,
          phoneMobile: run.lang === 'fr' ? '+41795559901' : '+41795559902',
        },
      });
      // Missed appointments of the last months: two in the French run (plural), one in the English (singular).
      const locationId = (await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } })).id;
      for (const daysAgo of run.lang === 'fr' ? [30, 60] : [45]) {
        const start = new Date(nowMs() - daysAgo * 86400_000);
        const end = new Date(start.getTime() + 3_600_000);
        await p.booking.create({
          data: {
            vendorId,
            locationId,
            customerId: existing.id,
            status: 'NO_SHOW',
            events: { create: [{ vendorId, start, end, customerStart: start, customerEnd: end, active: false }] },
          },
        });
      }
      const page = await staffPage(run);
      await page.goto(`${t.url}/customers?panel=ADD_CUSTOMER`);
      await page.getByTestId('customer-form').waitFor();
      await page.locator('#field-firstname').fill('Nina');
      await page.locator('#field-lastname').fill(`Doublé${run.lang}`);
      // The same number typed in national format.
      await page.locator('#field-phoneMobile').fill(run.lang === 'fr' ? '079 555 99 01' : '079 555 99 02');
      await page.getByTestId(`duplicate-${existing.id}`).waitFor();
      await shotBoth(page, `customer-duplicate-add-${run.lang}`);
      await page.getByTestId('customer-form').getByTestId('form-submit').click();
      await page.waitForURL(/\/customers\/view\/\d+/);
      const addedId = Number(page.url().match(/view\/(\d+)/)![1]);
      // On the new card, the same warning with a link to merge.
      await page.getByTestId(`duplicate-merge-${existing.id}`).click();
      await page.waitForURL(/\/customers\/merge/);
      await page.getByTestId('merge-preview').waitFor();
      await shotBoth(page, `customer-duplicate-merge-${run.lang}`);
      await page.getByTestId('merge-submit').click();
      await page.getByTestId('confirm-ok').click();
      await page.waitForURL(new RegExp(`/customers/view/${existing.id}`));
      expect(await p.customer.findUnique({ where: { id: addedId } })).toBeNull();
      expect(await page.getByTestId('no-show-count').textContent()).toBe(
        run.lang === 'fr' ? '2 non-présentations ces 12 derniers mois' : '1 no-show in the last 12 months',
      );
      expect(await page.getByTestId('late-cancellation-count').count()).toBe(0);
      await page.context().close();
    });

    it(`the customer form's fields and favourite employee are saved and used by a booking (${run.lang})`, async () => {
      const { t } = env;
      const p = t.app.services.prisma;
      const vendor = await p.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
      const location = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
      const service = await p.serviceTranslation.findFirstOrThrow({ where: { name: 'Coupe femme' } });
      // A day with free slots at Lausanne, and among the employees free that day the last one: the
      // engine would not pick them first on its own.
      const staffToken = await login(t, 'staff@salon-demo.ch');
      const from = new Date(Date.now() + 86400_000).toISOString().slice(0, 10);
      const to = new Date(Date.now() + 21 * 86400_000).toISOString().slice(0, 10);
      const base = { vendorId: vendor.id, locationId: location.id, services: [{ id: service.serviceId }] };
      const DATES = 'query ($input: AvailabilityRangeInput!) { availableDates(input: $input) { date times } }';
      const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
          assignments { serviceId employeeId workplaceId machineId start } } }`;
      const dates = await t.gql<Json>(DATES, { input: { ...base, dateFrom: from, dateTo: to } }, staffToken);
      const day = dates.data!.availableDates.find((d: Json) => d.times.length > 0);
      const free = await t.gql<Json>(SLOTS, { input: { ...base, date: day.date } }, staffToken);
      const freeEmployees = [
        ...new Set(free.data!.availableSlots.flatMap((s: Json) => s.assignments.map((a: Json) => a.employeeId))),
      ] as number[];
      const favourite = await p.employee.findUniqueOrThrow({ where: { id: freeEmployees.at(-1)! } });
      const page = await staffPage(run);
      await page.goto(`${t.url}/customers?panel=ADD_CUSTOMER`);
      await page.getByTestId('customer-form').waitFor();
      const lastname = `Fidèle${run.lang}`;
      await page.locator('#field-firstname').fill('Iris');
      await page.locator('#field-lastname').fill(lastname);
      await page.locator('#field-username').fill(`iris-${run.lang}`);
      await page.locator('#field-phoneProMobile').fill('078 444 12 34');
      // A French mobile number: kept and shown exactly as typed (spec §1), unlike a Swiss one.
      const french = run.lang === 'fr' ? '+33 6 12 34 56 78' : '+33 6 12 34 56 79';
      await page.locator('#field-phoneMobile').fill(french);
      await page.locator('#field-address').fill('Rue de Bourg 3');
      await page.locator('#field-addressComplement').fill('Case postale 12');
      await page.locator('#field-zip').fill('74000');
      // A zip without its city says both go together, until the city is there.
      await page.locator('#field-city').focus();
      const pair = page.getByText(/^(Remplissez les deux champs ou aucun|Fill in both fields or neither)$/);
      await pair.waitFor();
      await page.locator('#field-city').fill('Annecy');
      await pair.waitFor({ state: 'detached' });
      // France: the Swiss UID number is no longer asked.
      await page.locator('#field-country').click();
      await page.getByRole('option', { name: /^(France)$/ }).click();
      await page.locator('#field-uidNumber').waitFor({ state: 'detached' });
      await page.locator('#field-favoriteEmployeeId').click();
      await page.getByRole('option', { name: `${favourite.firstname} ${favourite.lastname}` }).click();
      await page.getByTestId('field-favoriteEmployeeOnly').check();
      // A customer from Ticino: the salon's messages reach her in Italian.
      await page.locator('#field-language').click();
      await page.getByRole('option', { name: 'Italiano' }).click();
      await shotBoth(page, `customer-fields-${run.lang}`);
      await page.getByTestId('customer-form').getByTestId('form-submit').click();
      await page.waitForURL(/\/customers\/view\/\d+/);
      const saved = await p.customer.findFirstOrThrow({ where: { lastname } });
      expect(saved).toMatchObject({
        username: `iris-${run.lang}`,
        phoneProMobile: '+41784441234',
        phoneMobile: french,
        addressComplement: 'Case postale 12',
        country: 'FR',
        uidNumber: null,
        favoriteEmployeeId: favourite.id,
        favoriteEmployeeOnly: true,
        language: 'it',
      });
      await page.getByText('Case postale 12', { exact: false }).waitFor();
      // The card: the French number as typed, the Swiss one in national format, the country by its name.
      const card = await page.locator('main').innerText();
      expect(card).toContain(french);
      expect(card).toContain('078 444 12 34');
      expect(card).toContain('Rue de Bourg 3, Case postale 12, 74000 Annecy, France');
      expect(card).not.toMatch(/Annecy, FR\b/);
      await shotBoth(page, `customer-card-fields-${run.lang}`);

      // A booking for any employee goes to the favourite one.
      const slots = await t.gql<Json>(SLOTS, { input: { ...base, customerId: saved.id, date: day.date } }, staffToken);
      const assignments = slots.data!.availableSlots[0].assignments;
      expect(assignments.map((a: Json) => a.employeeId)).toEqual([favourite.id]);
      const booked = await t.gql<Json>(
        `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
          __typename ... on Booking { id events { employeeId } } ... on Error { message } } }`,
        { input: { vendorId: vendor.id, locationId: location.id, customerId: saved.id, events: assignments } },
        staffToken,
      );
      expect(booked.data!.createBooking).toMatchObject({
        __typename: 'Booking',
        events: [{ employeeId: favourite.id }],
      });
      await page.context().close();
    });
  }
});
