// Configuration in a real browser: a new vendor from sign-up to a live, bookable salon through the
// onboarding checklist; a price change from next month; deleting a used workplace; a closed date.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login } from '../../gateway/src/test/fixtures.ts';
import type { TestApp } from '../../gateway/src/test/harness.ts';
import { artifacts, useBrowserApp } from '../support/browser.ts';
import { DESKTOP, firstFreeDay, logIn, newPage, PHONE, pickDateAndTime, shotBoth, typeDate } from '../support/flows.ts';

const DATES = `query ($input: AvailabilityRangeInput!) { availableDates(input: $input) { date times } }`;
const SLOTS = `query ($input: AvailabilityDayInput!) {
  availableSlots(input: $input) { assignments { serviceId employeeId workplaceId machineId start } }
}`;
const CREATE_BOOKING = `mutation ($input: CreateBookingInput!) {
  createBooking(input: $input) { __typename ... on Booking { id } ... on Error { message } }
}`;

const isoDay = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);

async function freeDays(t: TestApp, vendorId: number, locationId: number, serviceId: number, from: string, to: string) {
  const res = await t.gql<{ availableDates: { date: string; times: string[] }[] }>(DATES, {
    input: { vendorId, locationId, services: [{ id: serviceId }], dateFrom: from, dateTo: to },
  });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.availableDates.filter((d) => d.times.length > 0);
}

/** Picks an option of a multiselect (MUI Autocomplete) by its label. */
async function pick(page: Page, fieldId: string, option: string) {
  await page.locator(`#${fieldId}`).click();
  await page.getByRole('option', { name: option }).click();
  // The list stays open for more picks; Escape closes the list only, never the side panel.
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

async function saved(page: Page, panel: string) {
  await page.getByTestId(panel).getByTestId('form-submit').click();
  await page.getByTestId(panel).waitFor({ state: 'detached' });
}

describe('configuration', () => {
  const env = useBrowserApp();

  it('an owner signs up, follows the onboarding checklist, goes live, and a guest books the new service', async () => {
    const { t, browser } = env;
    const page = await newPage(browser, 'fr-CH', DESKTOP);
    await page.goto(`${t.url}/vendor-sign-up`);
    await page.locator('#field-name').fill('Coiffure Lac SA');
    await page.locator('#field-publicName').fill('Coiffure du Lac');
    await page.locator('#field-email').fill('info@coiffure-lac.ch');
    await page.locator('#field-phone').fill('+41 21 555 12 34');
    await page.locator('#field-firstname').fill('Nora');
    await page.locator('#field-lastname').fill('Keller');
    await page.locator('#field-adminEmail').fill('nora@coiffure-lac.ch');
    await page.locator('#field-password').fill('secret12');
    await page.getByTestId('vendor-sign-up-submit').click();
    await page.waitForURL(/\/agenda/);
    const vendor = await t.app.services.prisma.vendor.findFirstOrThrow({ where: { email: 'info@coiffure-lac.ch' } });

    // Step 1, highlighted: a location.
    await page.goto(`${t.url}/onboarding`);
    await page.getByTestId('onboarding-step-location').waitFor();
    expect(await page.getByTestId('onboarding-step-location').getAttribute('data-state')).toBe('next');
    await shotBoth(page, 'config-onboarding-start');
    await page.getByTestId('onboarding-step-location').getByRole('link').click();
    await page.waitForURL(/\/locations\?panel=ADD_LOCATION/);
    await page.getByTestId('location-form').waitFor();
    await page.locator('#field-name').fill('Vevey Centre');
    await page.locator('#field-shortName').fill('VEV');
    await page.locator('#field-street').fill('Rue du Lac 12');
    await page.locator('#field-zip').fill('1800');
    await page.locator('#field-city').fill('Vevey');
    await shotBoth(page, 'config-location-add');
    await saved(page, 'location-panel');
    await page.getByTestId('locations-list').getByText('Vevey Centre (VEV)').waitFor();
    await shotBoth(page, 'config-locations');

    // Step 2: a service with its price, and from its panel a new employee in the next tier.
    await page.goto(`${t.url}/onboarding`);
    expect(await page.getByTestId('onboarding-step-service').getAttribute('data-state')).toBe('next');
    await page.getByTestId('onboarding-step-service').getByRole('link').click();
    await page.getByTestId('service-form').waitFor();
    await page.locator('#field-nameFr').fill('Coupe et brushing');
    await page.locator('#field-nameEn').fill('Cut and blow-dry');
    await page.locator('#field-duration').fill('45');
    await page.locator('#field-price').fill('68.50');
    await page.getByRole('button', { name: 'Nouvel employé' }).click();
    await page.waitForURL(/panel=ADD_SERVICE&id=&panel=ADD_EMPLOYEE/);
    await page.getByTestId('employee-form').waitFor();
    await page.getByTestId('employee-form').locator('#field-firstname').fill('Léa');
    await page.getByTestId('employee-form').locator('#field-lastname').fill('Meier');
    await shotBoth(page, 'config-service-add-employee-tier2');
    await saved(page, 'employee-panel');
    // The new employee is linked to the service being added.
    await page.getByTestId('service-form').getByRole('button', { name: 'Léa Meier' }).waitFor();
    await shotBoth(page, 'config-service-add');
    await saved(page, 'service-panel');
    // Without a reload, the sidebar highlight and the prompt move on to the timetable step.
    await page.locator('[data-testid="sidebar-timetables"][data-next-step="true"]').waitFor();
    expect(await page.locator('[data-next-step="true"]').count()).toBe(1);
    await page
      .getByTestId('onboarding-prompt')
      .getByRole('link', { name: /horaire|timetable/i })
      .waitFor();
    const service = await t.app.services.prisma.service.findFirstOrThrow({
      where: { vendorId: vendor.id },
      include: { prices: true, employees: { include: { employee: true } } },
    });
    expect(service.prices.map((p) => p.amount)).toEqual([6850]);
    expect(service.employees.map((e) => e.employee.firstname)).toEqual(['Léa']);

    // Step 3: Léa's weekly timetable (Monday to Friday, 09:00–18:00 by default).
    await page.goto(`${t.url}/onboarding`);
    expect(await page.getByTestId('onboarding-step-timetable').getAttribute('data-state')).toBe('next');
    await page.goto(`${t.url}/timetables?employee=${service.employees[0]!.employeeId}`);
    await page.getByTestId('timetables-add').click();
    await page.getByTestId('timetable-form').waitFor();
    await shotBoth(page, 'config-timetable-add');
    await saved(page, 'timetable-panel');
    await page
      .getByTestId('timetables-list')
      .getByText(/Dès le/)
      .waitFor();
    await shotBoth(page, 'config-timetables');

    // A workplace with Léa and the service.
    await page.goto(`${t.url}/workplaces?panel=ADD_WORKPLACE&id=`);
    await page.getByTestId('workplace-form').waitFor();
    await page.locator('#field-name').fill('Fauteuil 1');
    await pick(page, 'field-employeeIds', 'Léa Meier');
    await pick(page, 'field-serviceIds', 'Coupe et brushing');
    await saved(page, 'workplace-panel');
    await page.getByTestId('workplaces-list').getByText('Fauteuil 1').waitFor();

    // Live mode: the checklist is complete; activating it shows the toast.
    await page.goto(`${t.url}/onboarding`);
    await page.getByTestId('activate-live').waitFor();
    await shotBoth(page, 'config-onboarding-ready');
    await page.getByTestId('activate-live').click();
    // Going live is final: it is confirmed first, in the same words as the rest ("mode live").
    const goLive = page.getByRole('dialog');
    await goLive.getByText('Activer le mode live ?').waitFor();
    expect(await goLive.innerText()).toContain('Le mode live ne peut plus être désactivé');
    expect(await goLive.innerText()).not.toContain('mode en ligne');
    await page.getByTestId('confirm-ok').click();
    await page.getByText('Mode live activé.').waitFor();
    await page.getByTestId('public-page-link').waitFor();
    await shotBoth(page, 'config-onboarding-live');
    const live = await t.app.services.prisma.vendor.findUniqueOrThrow({ where: { id: vendor.id } });
    expect(live.liveMode).toBe(true);
    expect(live.onboardingCompleted).toBe(true);

    // A guest books the new service on the public page.
    const location = await t.app.services.prisma.location.findFirstOrThrow({ where: { vendorId: vendor.id } });
    const [day] = await freeDays(t, vendor.id, location.id, service.id, isoDay(1), isoDay(30));
    expect(day).toBeTruthy();
    const guest = await newPage(browser, 'fr-CH', PHONE);
    await guest.goto(`${t.url}/${live.slug}/${location.slug}/book`);
    await guest.getByTestId(`service-option-${service.id}`).click();
    await pickDateAndTime(guest, day!.date, day!.times[0]!);
    await guest.getByTestId('inline-sign-up-tab').click();
    await guest.locator('#field-firstname').fill('Jonas');
    await guest.locator('#field-lastname').fill('Favre');
    await guest.locator('#field-email').fill('jonas@example.ch');
    await guest.locator('#field-password').fill('secret12');
    await guest.getByTestId('sign-up-submit').click();
    await guest.getByTestId('booking-summary').waitFor();
    await guest.getByTestId('accept-terms').click();
    await guest.getByTestId('confirm-booking').click();
    await guest.getByTestId('booking-confirmed').waitFor();
    const booking = await t.app.services.prisma.booking.findFirstOrThrow({
      where: { customer: { email: 'jonas@example.ch' } },
      include: { events: true },
    });
    expect(booking.events.map((e) => e.serviceId)).toEqual([service.id]);
    expect(booking.events[0]!.employeeId).toBe(service.employees[0]!.employeeId);
  }, 240_000);

  it('an admin adds a price from next month; a booking before that date keeps the old price', async () => {
    const { t, browser } = env;
    const p = t.app.services.prisma;
    const { location, services, day } = await firstFreeDay(t, ['Coupe homme']);
    const service = services[0]!;
    const old = await p.servicePrice.findFirstOrThrow({
      where: { serviceId: service.id },
      orderBy: { validFrom: 'desc' },
    });
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);

    const page = await newPage(browser, 'fr-CH', DESKTOP);
    await logIn(page, t, 'admin@salon-demo.ch');
    await page.goto(`${t.url}/services?panel=EDIT_SERVICE&id=${service.id}`);
    await page.getByTestId('price-history').waitFor();
    // At 1280 px the row reads whole: "Valable dès le" is not cut, the add button is one line.
    const fromLabel = page.locator('label').filter({ hasText: 'Valable dès le' });
    expect(await fromLabel.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    const addPrice = page.getByTestId('add-price');
    const lineHeight = await addPrice.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight) || 24);
    const addBox = (await addPrice.boundingBox())!;
    const amountBox = (await page.getByTestId('new-price-amount').boundingBox())!;
    expect(addBox.height).toBeLessThan(lineHeight * 2);
    expect(Math.abs(addBox.y + addBox.height / 2 - (amountBox.y + amountBox.height / 2))).toBeLessThan(6);
    await page.getByTestId('new-price-amount').fill(((old.amount + 500) / 100).toFixed(2));
    await typeDate(page, page.getByTestId('new-price-from'), nextMonth);
    await page.getByTestId('add-price').click();
    await page.getByText(/Nouveau prix/).waitFor();
    await shotBoth(page, 'config-service-price-history');
    const prices = await p.servicePrice.findMany({ where: { serviceId: service.id }, orderBy: { validFrom: 'asc' } });
    expect(prices.at(-1)).toMatchObject({ amount: old.amount + 500 });
    expect(prices.at(-1)!.validFrom.toISOString().slice(0, 10)).toBe(nextMonth);
    // The saved price was not changed.
    expect(prices.find((x) => x.id === old.id)?.amount).toBe(old.amount);

    // A booking on a day before next month is invoiced at the old price.
    expect(day.date < nextMonth || day.date >= nextMonth).toBe(true);
    const before =
      day.date < nextMonth
        ? day
        : (await freeDays(t, location.vendorId, location.id, service.id, isoDay(1), isoDay(1)))[0];
    if (!before) throw new Error('no free day before next month');
    const token = await login(t, 'customer@salon-demo.ch');
    const slots = await t.gql<{ availableSlots: { assignments: Record<string, unknown>[] }[] }>(SLOTS, {
      input: {
        vendorId: location.vendorId,
        locationId: location.id,
        services: [{ id: service.id }],
        date: before.date,
      },
    });
    const legal = await p.legalCondition.findMany({ where: { vendorId: location.vendorId } });
    const created = await t.gql<{ createBooking: { __typename: string; id: number } }>(
      CREATE_BOOKING,
      {
        input: {
          vendorId: location.vendorId,
          locationId: location.id,
          events: slots.data!.availableSlots[0]!.assignments,
          legalConditions: legal.map((l) => ({ id: l.id, accepted: true })),
        },
      },
      token,
    );
    expect(created.data?.createBooking.__typename).toBe('Booking');
    const invoice = await p.invoice.findFirstOrThrow({
      where: { bookingId: created.data!.createBooking.id },
      include: { lines: true },
    });
    expect(before.date < nextMonth).toBe(true);
    expect(invoice.lines.map((l) => l.unitPrice)).toEqual([old.amount]);
  }, 120_000);

  it('deleting a workplace that services use shows the verify-delete result first', async () => {
    const { t, browser } = env;
    const p = t.app.services.prisma;
    const workplace = await p.workplace.findFirstOrThrow({
      where: { services: { some: {} } },
      include: { services: true },
    });
    const page = await newPage(browser, 'fr-CH', DESKTOP);
    await logIn(page, t, 'admin@salon-demo.ch');
    await page.goto(`${t.url}/workplaces`);
    await page.getByTestId('workplaces-list').getByText(workplace.name, { exact: true }).click();
    await page.getByTestId('workplace-form').waitFor();
    await shotBoth(page, 'config-workplace-edit');
    await page.getByTestId('workplace-delete').click();
    const result = page.getByTestId('verify-delete-result');
    await result.waitFor();
    const count = workplace.services.length;
    expect(await result.textContent()).toContain(count === 1 ? '1 prestation liée' : `${count} prestations liées`);
    await shotBoth(page, 'config-workplace-verify-delete');
    // Nothing is deleted before confirming.
    expect(await p.workplace.count({ where: { id: workplace.id } })).toBe(1);
    await page.getByTestId('confirm-ok').click();
    await page
      .getByText(/supprimé/)
      .first()
      .waitFor();
    expect(await p.workplace.count({ where: { id: workplace.id } })).toBe(0);
  }, 120_000);

  it('an admin closes a location for a day; the public availability shows no slot that day', async () => {
    const { t, browser } = env;
    const { location, services, day } = await firstFreeDay(t, ['Coupe homme'], 3);
    const page = await newPage(browser, 'fr-CH', DESKTOP);
    await logIn(page, t, 'admin@salon-demo.ch');
    await page.goto(`${t.url}/closed-dates`);
    await page.getByTestId('closed-dates-add').click();
    await page.getByTestId('closed-date-form').waitFor();
    await typeDate(page, page.locator('#field-date'), day.date);
    // The calendar opens on that month, in French, weeks from Monday.
    await page.getByRole('button', { name: /^Choisir la date/ }).click();
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
    const [year, month] = day.date.split('-').map(Number);
    const monthName = new Intl.DateTimeFormat('fr-CH', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year!, month! - 1, 15)),
    );
    await calendar.getByText(`${monthName} ${year}`).waitFor();
    expect(await calendar.getByRole('columnheader').first().getAttribute('aria-label')).toBe('lundi');
    // Screenshot once the popup's grow transition is over.
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
    await page.screenshot({ path: path.join(artifacts, 'config-closed-date-calendar-1280.png') });
    await calendar.getByRole('gridcell', { selected: true }).click();
    await calendar.waitFor({ state: 'detached' });
    expect(await page.locator('#field-date').inputValue()).toBe(day.date.split('-').reverse().join('.'));
    await page.locator('#field-description').fill('Inventaire');
    await pick(page, 'field-locationIds', location.name);
    await shotBoth(page, 'config-closed-date-add');
    await saved(page, 'closed-date-panel');
    await page
      .getByTestId('closed-dates-list')
      .getByText(/Inventaire/)
      .waitFor();
    await shotBoth(page, 'config-closed-dates');

    const after = await freeDays(t, location.vendorId, location.id, services[0]!.id, day.date, day.date);
    expect(after).toEqual([]);
    // The public calendar offers the day no more.
    const guest = await newPage(browser, 'fr-CH', PHONE);
    await guest.goto(`${t.url}/salon-demo/lausanne-centre/book`);
    await guest.getByTestId(`service-option-${services[0]!.id}`).click();
    const cell = guest.getByTestId(`date-${day.date}`);
    // The date step loads once a service is chosen: look for the day once its month is drawn.
    await guest.locator('[role="grid"][aria-busy="false"]').waitFor();
    for (let i = 0; i < 3 && !(await cell.isVisible().catch(() => false)); i += 1) {
      await guest.getByTestId('month-next').click();
      await guest.locator('[role="grid"][aria-busy="false"]').waitFor();
    }
    await guest.waitForLoadState('networkidle');
    expect(await cell.isDisabled()).toBe(true);
  }, 120_000);

  it('shows the other configuration screens in both languages', async () => {
    const { t, browser } = env;
    for (const locale of ['fr-CH', 'en-GB'] as const) {
      const page = await newPage(browser, locale, DESKTOP);
      await logIn(page, t, 'admin@salon-demo.ch');
      if (locale === 'en-GB') {
        await page.goto(`${t.url}/my-account-employee/edit`);
        await page.getByTestId('employee-profile-form').waitFor();
        await page.locator('#field-language').click();
        await page.getByRole('option', { name: /Anglais|English/ }).click();
        await page.getByTestId('form-submit').click();
        // The confirmation is in the language just chosen.
        await page.getByText('Changes saved.').waitFor();
      }
      const lang = locale === 'fr-CH' ? 'fr' : 'en';
      const screens: [string, string, string][] = [
        ['services', '/services', 'services-list'],
        ['employees', '/employees', 'employees-list'],
        ['employee-edit', '/employees?panel=EDIT_EMPLOYEE&id=1', 'employee-form'],
        ['timetables', '/timetables', 'timetables-list'],
        ['machines', '/machines', 'machines-add'],
        ['regions', '/regions', 'regions-add'],
        ['locations', '/locations', 'locations-list'],
        ['location-edit', '/locations?panel=EDIT_LOCATION&id=1', 'location-status'],
        ['settings-general', '/settings/general', 'settings-general'],
        ['settings-public', '/settings/public', 'settings-public'],
        ['settings-bookings', '/settings/bookings', 'settings-bookings'],
        ['settings-fidelity', '/settings/fidelity', 'settings-fidelity'],
        ['settings-integrations', '/settings/integrations', 'sms-credits'],
        ['help', '/help', 'help'],
        ['onboarding', '/onboarding', 'live-mode'],
        ['my-account-employee-edit', '/my-account-employee/edit', 'employee-profile-form'],
        ['my-account-employee-settings', '/my-account-employee/settings', 'employee-calendar-settings'],
        ['my-account-employee-integrations', '/my-account-employee/integrations', 'ical-url'],
      ];
      for (const [name, path, testId] of screens) {
        await page.goto(`${t.url}${path}`);
        await page.getByTestId(testId).first().waitFor();
        await shotBoth(page, `config-${name}-${lang}`);
      }
      if (locale === 'fr-CH') {
        // Settings typed and not saved: leaving by the sidebar or by Back asks first, as the tabs do.
        await page.goto(`${t.url}/services`);
        await page.getByTestId('sidebar-settings').click();
        await page.getByTestId('settings-general').waitFor();
        await page.locator('#field-city').fill('Vevey');
        await page.getByTestId('sidebar-services').click();
        const leave = page.getByRole('dialog');
        await leave.getByText('Abandonner les modifications ?').waitFor();
        expect(await leave.innerText()).toContain('Cette page contient des modifications non enregistrées');
        await shotBoth(page, 'config-settings-leave-fr');
        await leave.getByRole('button', { name: 'Continuer la saisie' }).click();
        await leave.waitFor({ state: 'detached' });
        expect(new URL(page.url()).pathname).toBe('/settings/general');
        expect(await page.locator('#field-city').inputValue()).toBe('Vevey');
        await page.goBack();
        await leave.getByText('Abandonner les modifications ?').waitFor();
        expect(new URL(page.url()).pathname).toBe('/settings/general');
        await leave.getByRole('button', { name: 'Abandonner' }).click();
        await page.waitForURL((url) => url.pathname === '/services');
      }
    }
  }, 300_000);
});
