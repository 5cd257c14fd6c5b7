// A service's preferred employee (spec §3) in a real browser: an admin marks one of the service's
// employees as preferred in the service panel, then books the service for "any employee" through the
// staff booking flow, and the booking goes to the preferred one; marking another one preferred sends
// the next booking to that one. The first is not the one the engine picks with neutral preferences,
// and the first stays free at the second booking's time, so the test fails if preferences are
// ignored or an old one is kept. At 1280 px in French and at 375 px in English, on days after the
// demo bookings.
import { describe, expect, it } from 'vitest';
import { DEMO_BOOKING_DAYS } from '../../gateway/src/seed/demo.data.ts';
import { formatPhone } from '../../web/src/domain/phone.ts';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, logIn, newPage, PHONE, shotBoth } from '../support/flows.ts';

// biome-ignore lint/suspicious/noExplicitAny: GraphQL bodies are read field by field.
type Json = Record<string, any>;

const RUNS = [
  { lang: 'fr', locale: 'fr-CH', size: DESKTOP, service: 'Coupe homme', preferred: 'Préféré', neutral: 'Neutre' },
  { lang: 'en', locale: 'en-GB', size: PHONE, service: 'Coupe femme', preferred: 'Preferred', neutral: 'Neutral' },
] as const;

const DATES = 'query ($input: AvailabilityRangeInput!) { availableDates(input: $input) { date times } }';
const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  assignments { employeeId start } } }`;

const isoDay = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);
const hourMinute = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

describe('service preferences', () => {
  const env = useBrowserApp();

  for (const [index, run] of RUNS.entries()) {
    it(`a service's preferred employee takes its any-employee bookings (${run.lang})`, async () => {
      const { t, browser } = env;
      const p = t.app.services.prisma;
      const location = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
      const vendor = await p.vendor.findUniqueOrThrow({ where: { id: location.vendorId } });
      const service = await p.service.findFirstOrThrow({
        where: { vendorId: vendor.id, translations: { some: { name: run.service } } },
      });
      // Neutral to start with: the engine's own pick is what the preferences must override.
      await p.employeeService.updateMany({ where: { serviceId: service.id }, data: { preference: 'NEUTRAL' } });
      const links = await p.employeeService.findMany({
        where: { serviceId: service.id },
        include: { employee: true },
        orderBy: { employeeId: 'asc' },
      });
      // The service's name as the list shows it in the run's language.
      const shown = await p.serviceTranslation.findFirstOrThrow({
        where: { serviceId: service.id, language: run.lang },
      });
      const base = { vendorId: vendor.id, locationId: location.id, services: [{ id: service.id }] };

      // Days after the demo bookings, a week apart between the runs.
      const from = isoDay(DEMO_BOOKING_DAYS + 2 + index * 10);
      const to = isoDay(DEMO_BOOKING_DAYS + 9 + index * 10);
      const dates = await t.gql<Json>(DATES, { input: { ...base, dateFrom: from, dateTo: to } });
      const days = (dates.data!.availableDates as Json[]).filter((d) => d.times.length > 0).map((d) => d.date);
      const freeTimes = new Map<string, Map<number, Set<string>>>();
      for (const date of days) {
        const byEmployee = new Map<number, Set<string>>();
        for (const link of links) {
          const res = await t.gql<Json>(DATES, {
            input: { ...base, employeeId: link.employeeId, dateFrom: date, dateTo: date },
          });
          byEmployee.set(link.employeeId, new Set(res.data!.availableDates[0]?.times ?? []));
        }
        freeTimes.set(date, byEmployee);
      }

      /**
       * The first booking: a time with a free employee the engine would not pick on its own. The
       * second, on a later day: a time where the first preferred employee is free too, so a kept old
       * preference would show.
       */
      async function pick(previous?: { date: string; employeeId: number }) {
        for (const date of days.filter((d) => d > (previous?.date ?? ''))) {
          const free = (employeeId: number, time: string) => freeTimes.get(date)!.get(employeeId)?.has(time);
          const slots = await t.gql<Json>(SLOTS, { input: { ...base, date } });
          for (const slot of slots.data!.availableSlots as Json[]) {
            const engine = slot.assignments[0].employeeId as number;
            const time = hourMinute(slot.assignments[0].start, vendor.timezone);
            if (previous && !free(previous.employeeId, time)) continue;
            const avoid = previous?.employeeId ?? engine;
            const other = links.find((l) => l.employeeId !== avoid && free(l.employeeId, time));
            if (other) return { date, time, employee: other.employee, engine };
          }
        }
        throw new Error(`no time with two free employees for ${run.service} between ${from} and ${to}`);
      }
      const first = await pick();
      const second = await pick({ date: first.date, employeeId: first.employee.id });

      const customer = await p.customer.findFirstOrThrow({
        where: { vendorId: vendor.id, userId: null, favoriteEmployeeId: null, phoneMobile: { not: null } },
        orderBy: { id: 'asc' },
      });
      await p.user.update({ where: { email: 'admin@salon-demo.ch' }, data: { language: run.lang } });
      const page = await newPage(browser, run.locale, run.size);
      await logIn(page, t, 'admin@salon-demo.ch');

      /** In the services screen, the service's panel: `employeeId` preferred, every other one neutral. */
      async function prefer(employeeId: number, shotName?: string) {
        await page.goto(`${t.url}/services`);
        await page.getByTestId('services-list').getByText(shown.name, { exact: true }).click();
        await page.getByTestId('service-form').waitFor();
        await page.getByTestId('prefs-employeePrefs').waitFor();
        for (const link of links) {
          const input = page.getByTestId(`pref-employeePrefs-${link.employeeId}`);
          const wanted = link.employeeId === employeeId ? 'PREFERRED' : 'NEUTRAL';
          if ((await input.inputValue()) === wanted) continue;
          await input.locator('..').getByRole('combobox').click();
          await page
            .getByRole('option', { name: wanted === 'PREFERRED' ? run.preferred : run.neutral, exact: true })
            .click();
          // The menu has faded out (not drawn over the panel in the screenshot).
          await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
          await expect.poll(() => input.inputValue()).toBe(wanted);
        }
        if (shotName) {
          await page.getByTestId(`pref-employeePrefs-${employeeId}`).locator('..').scrollIntoViewIfNeeded();
          await shotBoth(page, shotName);
        }
        await page.getByTestId('service-form').getByTestId('form-submit').click();
        await page.getByTestId('service-panel').waitFor({ state: 'detached' });
        await expect
          .poll(async () =>
            (await p.employeeService.findMany({ where: { serviceId: service.id, preference: 'PREFERRED' } })).map(
              (l) => l.employeeId,
            ),
          )
          .toEqual([employeeId]);
      }

      /** Staff booking flow for any employee at the day and time; returns the booking's employees. */
      async function bookAnyEmployee(date: string, time: string, shotName?: string) {
        await page.goto(`${t.url}/bookings/add?locationId=${location.id}`);
        await page.getByTestId(`flow-service-${service.id}`).click();
        await page.getByTestId('flow-continue').click();
        await page.waitForURL(/step=2/);
        // Any employee: the server chooses.
        expect(await page.getByTestId('flow-employee').inputValue()).toBe('0');
        await page.getByTestId('flow-continue').click();
        await page.waitForURL(/step=3/);
        await page.getByTestId('customer-search').fill(formatPhone(customer.phoneMobile));
        await page.getByTestId(`customer-option-${customer.id}`).click();
        await page.getByTestId('chosen-customer').waitFor();
        await page.getByTestId('flow-continue').click();
        await page.waitForURL(/step=4/);
        await page.locator('[role="grid"][aria-busy="false"]').waitFor();
        const day = page.getByTestId(`date-${date}`);
        for (let i = 0; i < 3 && !(await day.isVisible().catch(() => false)); i += 1) {
          await page.getByTestId('month-next').click();
          await page.locator('[role="grid"][aria-busy="false"]').waitFor();
        }
        await day.click();
        await page.getByTestId(`slot-${time}`).click();
        if (shotName) await shotBoth(page, shotName);
        await page.getByTestId('flow-save').click();
        await page.waitForURL(/\/bookings\/confirmation\?id=\d+/);
        const id = Number(new URL(page.url()).searchParams.get('id'));
        await page.getByTestId('booking-confirmation').waitFor();
        const booking = await p.booking.findUniqueOrThrow({ where: { id }, include: { events: true } });
        expect(booking.customerId).toBe(customer.id);
        return booking.events.map((e) => e.employeeId);
      }

      await prefer(first.employee.id, `service-preferred-employee-${run.lang}`);
      expect(await bookAnyEmployee(first.date, first.time, `service-preferred-booking-${run.lang}`)).toEqual([
        first.employee.id,
      ]);
      expect(first.engine).not.toBe(first.employee.id);

      await prefer(second.employee.id);
      expect(await bookAnyEmployee(second.date, second.time)).toEqual([second.employee.id]);
      expect(second.employee.id).not.toBe(first.employee.id);
      await shotBoth(page, `service-preferred-confirmation-${run.lang}`);
      await page.context().close();
    }, 240_000);
  }
});
