// A salon's whole day in Chromium, its last pieces: while the salon is not live no screen starts a
// new booking and each says why; staff booking for a customer see the customer's usual duration,
// and the checkout records what each service really took; a booking dragged to the calendar's edge
// scrolls it at a bounded speed and stops when the pointer leaves the edge.
import moment from 'moment-timezone';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { manageToken } from '../../gateway/src/modules/booking-core/index.ts';
import { login } from '../../gateway/src/test/fixtures.ts';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, PHONE, logIn, newPage, shotBoth } from '../support/flows.ts';

const TZ = 'Europe/Zurich';
const EXPRESS = `mutation ($input: ExpressBookingInput!) {
  createExpressBooking(input: $input) {
    __typename
    ... on Booking { id events { id } }
    ... on Error { message }
  }
}`;

async function customerLogIn(page: Page, url: string) {
  await page.goto(`${url}/login`);
  await page.getByLabel(/E-mail ou nom d'utilisateur|E-mail or username/).fill('customer@salon-demo.ch');
  await page.getByLabel(/^Mot de passe|^Password/).fill('demo1234');
  await page.getByRole('button', { name: /^(Se connecter|Log in)$/ }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
}

describe("a salon's whole day", () => {
  const env = useBrowserApp();

  for (const [locale, size] of [
    ['fr-CH', DESKTOP],
    ['en-GB', PHONE],
  ] as const) {
    it(`starts no new booking anywhere while the salon is not live, and says why (${locale}, ${size.width} px)`, async () => {
      const { t, browser } = env;
      const p = t.app.services.prisma;
      const fr = locale === 'fr-CH';
      const why = fr ? /pas encore de rendez-vous en ligne/ : /does not take online bookings yet/;
      const vendor = await p.vendor.findUniqueOrThrow({ where: { slug: 'salon-demo' } });
      const location = await p.location.findFirstOrThrow({ where: { vendorId: vendor.id, slug: 'lausanne-centre' } });
      const customer = await p.customer.findFirstOrThrow({
        where: { vendorId: vendor.id, email: 'customer@salon-demo.ch' },
      });
      // A canceled appointment of the customer, still ahead: its manage page offers to book again.
      const start = moment.tz(TZ).add(20, 'days').hour(10).startOf('hour').toDate();
      const cut = await p.service.findFirstOrThrow({
        where: { vendorId: vendor.id, translations: { some: { name: 'Coupe homme' } } },
      });
      const lucas = await p.employee.findFirstOrThrow({ where: { vendorId: vendor.id, firstname: 'Lucas' } });
      const end = new Date(start.getTime() + cut.duration * 60_000);
      const canceled = await p.booking.create({
        data: {
          vendorId: vendor.id,
          customerId: customer.id,
          locationId: location.id,
          status: 'CANCELED',
          events: {
            create: [
              {
                vendorId: vendor.id,
                serviceId: cut.id,
                locationId: location.id,
                employeeId: lucas.id,
                start,
                end,
                customerStart: start,
                customerEnd: end,
                active: false,
              },
            ],
          },
        },
      });
      const token = await manageToken(t.app.services, {
        id: canceled.id,
        manageVersion: canceled.manageVersion,
        end,
      });
      await p.user.updateMany({
        where: { email: { in: ['staff@salon-demo.ch', 'customer@salon-demo.ch'] } },
        data: { language: fr ? 'fr' : 'en' },
      });
      await p.vendor.update({ where: { id: vendor.id }, data: { liveMode: false } });
      try {
        const page = await newPage(browser, locale, size);
        // The salon's page: the button is there but disabled, with the reason beside it.
        await page.goto(`${t.url}/salon-demo/lausanne-centre`);
        const book = page.getByTestId('book-appointment');
        await book.waitFor();
        expect(await book.isDisabled()).toBe(true);
        expect(await page.getByTestId('book-not-live').innerText()).toMatch(why);
        expect(await book.getAttribute('aria-describedby')).toBe('book-not-live');
        await shotBoth(page, `salon-not-live-${locale}`);
        // The booking pages reached by their address: no flow, the reason instead.
        await page.goto(`${t.url}/salon-demo/lausanne-centre/book`);
        expect(await page.getByTestId('booking-not-live').innerText()).toMatch(why);
        expect(await page.locator('#booking-step-title').count()).toBe(0);
        await shotBoth(page, `booking-not-live-${locale}`);
        // The manage page of a canceled appointment: no "book again", the reason.
        await page.goto(`${t.url}/manage-booking/${encodeURIComponent(token)}`);
        expect(await page.getByTestId('manage-not-live').innerText()).toMatch(why);
        expect(await page.getByTestId('manage-book-again').count()).toBe(0);
        // A logged-in customer choosing the location first gets no location to choose.
        await customerLogIn(page, t.url);
        await page.goto(`${t.url}/salon-demo/book`);
        expect(await page.getByTestId('booking-not-live').innerText()).toMatch(why);
        expect(await page.getByTestId('choose-location-lausanne-centre').count()).toBe(0);
        await page.context().close();

        // Staff reaching the new-booking flow by its address: it explains and does not save.
        const staff = await newPage(browser, locale, size);
        await logIn(staff, t, 'staff@salon-demo.ch');
        await staff.goto(`${t.url}/bookings/add`);
        expect(await staff.getByTestId('flow-not-live').innerText()).toMatch(
          fr ? /pas encore en ligne/ : /not live yet/,
        );
        await shotBoth(staff, `staff-flow-not-live-${locale}`);
        await staff.context().close();

        // Live again: every entry point is back.
        await p.vendor.update({ where: { id: vendor.id }, data: { liveMode: true } });
        const again = await newPage(browser, locale, size);
        await again.goto(`${t.url}/salon-demo/lausanne-centre`);
        await again.getByTestId('book-appointment').waitFor();
        expect(await again.getByTestId('book-appointment').isEnabled()).toBe(true);
        expect(await again.getByTestId('book-not-live').count()).toBe(0);
        await again.goto(`${t.url}/manage-booking/${encodeURIComponent(token)}`);
        await again.getByTestId('manage-book-again').waitFor();
        await again.goto(`${t.url}/salon-demo/lausanne-centre/book`);
        await again.locator('#booking-step-title').waitFor();
        await again.context().close();
      } finally {
        await p.vendor.update({ where: { id: vendor.id }, data: { liveMode: true } });
        await p.user.updateMany({
          where: { email: { in: ['staff@salon-demo.ch', 'customer@salon-demo.ch'] } },
          data: { language: 'fr' },
        });
        await p.event.deleteMany({ where: { bookingId: canceled.id } });
        await p.booking.delete({ where: { id: canceled.id } });
      }
    });

    it(`shows the customer's usual duration when staff book, and records the actual one at checkout (${locale}, ${size.width} px)`, async () => {
      const { t, browser } = env;
      const p = t.app.services.prisma;
      const fr = locale === 'fr-CH';
      const vendor = await p.vendor.findUniqueOrThrow({ where: { slug: 'salon-demo' } });
      const location = await p.location.findFirstOrThrow({ where: { vendorId: vendor.id, slug: 'lausanne-centre' } });
      const cut = await p.service.findFirstOrThrow({
        where: { vendorId: vendor.id, translations: { some: { name: 'Coupe homme' } } },
      });
      const lucas = await p.employee.findFirstOrThrow({ where: { vendorId: vendor.id, firstname: 'Lucas' } });
      const customer = await p.customer.create({
        data: { vendorId: vendor.id, firstname: 'Mila', lastname: `Durée ${locale}` },
      });
      // Three past visits that took 50, 45 and 55 minutes: the usual duration is 50 minutes.
      const visit = async (daysAgo: number, effectiveDuration: number, status: 'EXECUTED' | 'OPEN') => {
        const start = moment.tz(TZ).subtract(daysAgo, 'days').hour(6).startOf('hour').toDate();
        const end = new Date(start.getTime() + cut.duration * 60_000);
        return p.booking.create({
          data: {
            vendorId: vendor.id,
            customerId: customer.id,
            locationId: location.id,
            status,
            events: {
              create: [
                {
                  vendorId: vendor.id,
                  serviceId: cut.id,
                  locationId: location.id,
                  employeeId: lucas.id,
                  start,
                  end,
                  customerStart: start,
                  customerEnd: end,
                  effectiveDuration,
                },
              ],
            },
          },
        });
      };
      const offset = fr ? 0 : 1;
      await visit(30 + offset, 50, 'EXECUTED');
      await visit(40 + offset, 45, 'EXECUTED');
      await visit(50 + offset, 55, 'EXECUTED');
      await p.user.update({ where: { email: 'staff@salon-demo.ch' }, data: { language: fr ? 'fr' : 'en' } });
      try {
        const page = await newPage(browser, locale, size);
        await logIn(page, t, 'staff@salon-demo.ch');
        await page.goto(
          `${t.url}/bookings/add?step=3&locationId=${location.id}&serviceIds=${cut.id}&customerId=${customer.id}`,
        );
        const usual = page.getByTestId(`flow-usual-duration-${cut.id}`);
        await usual.waitFor();
        expect(await usual.innerText()).toMatch(
          fr
            ? /durée habituelle pour ce client 50 min \(standard 30 min\)/
            : /usual duration for this customer 50 min \(standard 30 min\)/,
        );
        expect(await usual.innerText()).toMatch(fr ? /Médiane de 3 visites/ : /Median of 3 past visits/);
        // The summary counts the usual duration.
        expect(await page.getByTestId('flow-summary-services').innerText()).toContain('50 min');
        await shotBoth(page, `flow-usual-duration-${locale}`);

        // A booking made for her now lasts her usual 50 minutes; checked out, it took 40, typed at the checkout.
        const staffToken = await login(t, 'staff@salon-demo.ch');
        const poste = await p.workplace.findFirstOrThrow({ where: { name: 'Poste 2' } });
        const day = moment.tz(TZ).add(49, 'days').isoWeekday(3).format('YYYY-MM-DD');
        const made = await t.gql<{ createExpressBooking: { __typename: string; id: number } }>(
          EXPRESS,
          {
            input: {
              vendorId: vendor.id,
              locationId: location.id,
              customerId: customer.id,
              events: [
                {
                  serviceId: cut.id,
                  employeeId: lucas.id,
                  workplaceId: poste.id,
                  localStart: `${day} ${fr ? '14:00' : '16:00'}`,
                },
              ],
            },
          },
          staffToken,
        );
        expect(made.data?.createExpressBooking.__typename).toBe('Booking');
        const open = { id: made.data!.createExpressBooking.id };
        await page.goto(`${t.url}/bookings/close?id=${open.id}`);
        const field = page.getByTestId(`checkout-duration-${cut.id}`);
        await field.waitFor();
        expect(await field.inputValue()).toBe('50');
        await shotBoth(page, `checkout-duration-${locale}`);
        await field.fill('4');
        await page.getByTestId('close-submit').click();
        await page
          .getByText(fr ? /de 5 à 720/ : /from 5 to 720/)
          .first()
          .waitFor();
        expect((await p.booking.findUniqueOrThrow({ where: { id: open.id } })).status).toBe('OPEN');
        await field.fill('40');
        await page.getByTestId('close-submit').click();
        // Seven weeks ahead: closing it as done asks first.
        await page
          .getByRole('dialog')
          .getByText(fr ? /dans le futur/ : /in the future/)
          .first()
          .waitFor();
        await page.getByTestId('confirm-ok').click();
        await expect
          .poll(async () => (await p.booking.findUniqueOrThrow({ where: { id: open.id } })).status, { timeout: 15_000 })
          .toBe('EXECUTED');
        const closed = await p.event.findFirstOrThrow({ where: { bookingId: open.id } });
        expect(closed.effectiveDuration).toBe(40);
        await page.context().close();
      } finally {
        await p.user.update({ where: { email: 'staff@salon-demo.ch' }, data: { language: 'fr' } });
      }
    });
  }

  it('scrolls the calendar at a bounded speed while a booking is held at its edge, and stops when it leaves', async () => {
    const { t, browser } = env;
    const p = t.app.services.prisma;
    const staffToken = await login(t, 'staff@salon-demo.ch');
    const lucas = await p.employee.findFirstOrThrow({ where: { firstname: 'Lucas' } });
    const poste = await p.workplace.findFirstOrThrow({ where: { name: 'Poste 2' } });
    const location = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    const service = await p.service.findFirstOrThrow({ where: { translations: { some: { name: 'Coupe homme' } } } });
    // A Thursday past the demo bookings: Lucas works, nothing else is booked.
    const day = moment.tz(TZ).add(42, 'days').isoWeekday(4).format('YYYY-MM-DD');
    const res = await t.gql<{ createExpressBooking: { __typename: string; events: { id: number }[] } }>(
      EXPRESS,
      {
        input: {
          vendorId: location.vendorId,
          locationId: location.id,
          events: [{ serviceId: service.id, employeeId: lucas.id, workplaceId: poste.id, localStart: `${day} 09:00` }],
        },
      },
      staffToken,
    );
    const eventId = res.data!.createExpressBooking.events[0]!.id;

    const page = await newPage(browser, 'fr-CH', DESKTOP);
    await logIn(page, t, 'staff@salon-demo.ch');
    // A zoomed day, several screens high: the calendar's own box scrolls.
    await page.evaluate((employee) => {
      localStorage.setItem(
        'calendarSettings',
        JSON.stringify({
          viewType: 'employee',
          viewMode: 'personal',
          displayType: 'dayGrid',
          previousDisplayType: null,
          startOfDay: 8,
          zoom: 2,
          selectedDate: null,
        }),
      );
      localStorage.setItem('selectedEmployee', String(employee));
    }, lucas.id);
    await page.goto(`${t.url}/agenda?viewType=employee&date=${day}`);
    const block = page.getByTestId(`agenda-event-${eventId}`);
    await block.waitFor();
    await page.waitForLoadState('networkidle');
    const main = page.locator('.agenda-calendar .ec-main').first();
    const area = (await main.boundingBox())!;
    const scrollTop = () => main.evaluate((el) => el.scrollTop);
    const room = await main.evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(room).toBeGreaterThan(300);
    await main.evaluate((el) => {
      el.scrollTop = 0;
    });
    const box = (await block.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + 10;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 40, { steps: 5 });
    // Held 6 px above the bottom edge, inside the library's 24 px zone.
    await page.mouse.move(x, area.y + area.height - 6, { steps: 10 });
    // Frame by frame for 40 frames: it scrolls down, never more than 8 px a frame.
    const steps = await main.evaluate(
      (el) =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          let last = el.scrollTop;
          const frame = () => {
            seen.push(el.scrollTop - last);
            last = el.scrollTop;
            if (seen.length < 40) requestAnimationFrame(frame);
            else resolve(seen);
          };
          requestAnimationFrame(frame);
        }),
    );
    const moved = steps.reduce((a, b) => a + b, 0);
    expect(moved).toBeGreaterThan(20);
    expect(Math.max(...steps)).toBeLessThanOrEqual(8);
    expect(Math.min(...steps)).toBeGreaterThanOrEqual(0);
    // The page itself does not scroll away.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await shotBoth(page, 'agenda-drag-scroll');
    // Out of the edge zone: the scrolling stops.
    await page.mouse.move(x, area.y + area.height / 2, { steps: 5 });
    await page.waitForTimeout(100);
    const stopped = await scrollTop();
    await page.waitForTimeout(600);
    expect(await scrollTop()).toBe(stopped);
    expect(stopped).toBeLessThan(room);
    await page.mouse.up();
    await page.context().close();
  });

  for (const [locale, size] of [
    ['fr-CH', DESKTOP],
    ['en-GB', PHONE],
  ] as const) {
    it(`shows an admin the first employee with timetables in the employee calendar (${locale}, ${size.width} px)`, async () => {
      const { t, browser } = env;
      const p = t.app.services.prisma;
      const adminToken = await login(t, 'admin@salon-demo.ch');
      // The employees as the calendar lists them (sorted by name).
      const listed = await t.gql<{ employeesAll: { id: number; name: string; timetablesEnabled: boolean }[] }>(
        'query { employeesAll { id name timetablesEnabled } }',
        {},
        adminToken,
      );
      const employees = listed.data!.employeesAll;
      const own = await p.employee.findFirstOrThrow({ where: { user: { email: 'admin@salon-demo.ch' } } });
      // Neither the first employee nor the admin's own has timetables: the first one that has them is shown.
      const off = [employees[0]!.id, own.id];
      const expected = employees.find((e) => !off.includes(e.id) && e.timetablesEnabled)!;
      expect(expected).toBeTruthy();
      await p.employee.updateMany({ where: { id: { in: off } }, data: { timetablesEnabled: false } });
      await p.user.update({
        where: { email: 'admin@salon-demo.ch' },
        data: { language: locale === 'fr-CH' ? 'fr' : 'en' },
      });
      try {
        const page = await newPage(browser, locale, size);
        await logIn(page, t, 'admin@salon-demo.ch');
        await page.evaluate(() => {
          localStorage.removeItem('selectedEmployee');
          localStorage.setItem(
            'calendarSettings',
            JSON.stringify({
              viewType: 'employee',
              viewMode: 'personal',
              displayType: 'dayGrid',
              previousDisplayType: null,
              startOfDay: 8,
              zoom: 1,
              selectedDate: null,
            }),
          );
        });
        await page.goto(`${t.url}/agenda?viewType=employee`);
        const chosen = page.getByRole('combobox', { name: locale === 'fr-CH' ? /Employé/ : /Employee/ });
        await expect.poll(() => chosen.innerText(), { timeout: 15_000 }).toBe(expected.name);
        await shotBoth(page, `agenda-admin-default-employee-${locale}`);
        await page.context().close();
      } finally {
        await p.employee.updateMany({ where: { id: { in: off } }, data: { timetablesEnabled: true } });
        await p.user.update({ where: { email: 'admin@salon-demo.ch' }, data: { language: 'fr' } });
      }
    });
  }
});
