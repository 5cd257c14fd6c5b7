// The staff calendar in Chromium: a booking moved by drag and drop is saved, a move into a busy
// slot is refused with the conflict in words and the block goes back, a customer's cancellation
// disappears live, a private event is added with typed day and times, every event of a week and of
// a day in the database is drawn, and the week, day and planning displays are captured at 375 and 1280 px.
import moment from 'moment-timezone';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nowMs } from '../../gateway/src/lib/clock.ts';
import { login } from '../../gateway/src/test/fixtures.ts';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, PHONE, newPage, shotBoth, typeDate, typeTime } from '../support/flows.ts';

const TZ = 'Europe/Zurich';
const EXPRESS = `mutation ($input: ExpressBookingInput!) {
  createExpressBooking(input: $input) {
    __typename
    ... on Booking { id events { id } }
    ... on ConflictError { message }
    ... on ValidationError { message errors }
  }
}`;

const settings = (displayType: string, viewMode = 'team') =>
  JSON.stringify({
    viewType: 'employee',
    viewMode,
    displayType,
    previousDisplayType: null,
    startOfDay: 8,
    zoom: 1,
    selectedDate: null,
  });

async function staffAgenda(page: Page, url: string, path: string, displayType: string, personal: number | null = null) {
  await page.goto(`${url}/login`);
  await page.getByLabel(/E-mail ou nom d'utilisateur|E-mail or username/).fill('staff@salon-demo.ch');
  await page.getByLabel(/^Mot de passe|^Password/).fill('demo1234');
  await page.getByRole('button', { name: /^(Se connecter|Log in)$/ }).click();
  await page.waitForURL(/\/agenda/);
  await page.evaluate(
    ([s, employee]) => {
      localStorage.setItem('calendarSettings', s as string);
      if (employee) localStorage.setItem('selectedEmployee', String(employee));
    },
    [settings(displayType, personal ? 'personal' : 'team'), personal] as const,
  );
  await page.goto(`${url}${path}`);
  await page.getByTestId('agenda-calendar').waitFor();
  await page.waitForLoadState('networkidle');
}

/** Drags a block by a vertical distance with the mouse, in small steps as a hand would. */
async function dragBy(page: Page, testId: string, dy: number) {
  // Where the hand can reach it: a phone's page scrolls, and a drop below the screen is no drop.
  await page.getByTestId(testId).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} is not on screen`);
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(10, box.height / 2);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + dy / 2, { steps: 8 });
  await page.mouse.move(x, y + dy, { steps: 8 });
  await page.mouse.up();
}

/**
 * Drags until the notify question shows: the calendar redraws a block when a move's live update
 * arrives, and a drag begun during that redraw selects text instead (a hand would drag again).
 */
async function dragUntilAsked(page: Page, testId: string, dy: number, dialog: Locator) {
  // The question comes after the server has checked the new place: wait for it long enough that a
  // second drag never lands on an open question's backdrop (which would dismiss it).
  await dragBy(page, testId, dy);
  if (
    await dialog.waitFor({ timeout: 10_000 }).then(
      () => false,
      () => true,
    )
  )
    await dragBy(page, testId, dy);
  await dialog.waitFor({ timeout: 10_000 });
}

describe('agenda', () => {
  const env = useBrowserApp();

  it('moves a booking by drag and drop, refuses a busy slot, and loses a cancelled booking live', async () => {
    const { t, browser } = env;
    const p = t.app.services.prisma;
    const staffToken = await login(t, 'staff@salon-demo.ch');
    const customerToken = await login(t, 'customer@salon-demo.ch');
    const lucas = await p.employee.findFirstOrThrow({ where: { firstname: 'Lucas' } });
    const poste = await p.workplace.findFirstOrThrow({ where: { name: 'Poste 2' } });
    const location = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    const service = await p.service.findFirstOrThrow({ where: { translations: { some: { name: 'Coupe homme' } } } });
    const customer = await p.customer.findFirstOrThrow({ where: { email: 'customer@salon-demo.ch' } });
    // A Wednesday past the demo bookings (they stop three weeks ahead): Lucas works, nothing else is booked.
    const day = moment.tz(TZ).add(35, 'days').isoWeekday(3).format('YYYY-MM-DD');

    const book = async (time: string, customerId?: number) => {
      const res = await t.gql<{ createExpressBooking: { __typename: string; id: number; events: { id: number }[] } }>(
        EXPRESS,
        {
          input: {
            vendorId: location.vendorId,
            locationId: location.id,
            customerId,
            events: [
              { serviceId: service.id, employeeId: lucas.id, workplaceId: poste.id, localStart: `${day} ${time}` },
            ],
          },
        },
        staffToken,
      );
      const booking = res.data?.createExpressBooking;
      if (booking?.__typename !== 'Booking') throw new Error(`booking failed: ${JSON.stringify(res)}`);
      return booking;
    };
    const moved = await book('10:00');
    const busy = await book('14:00', customer.id);

    const page = await newPage(browser, 'fr-CH', DESKTOP);
    await staffAgenda(page, t.url, `/agenda?viewType=employee&date=${day}`, 'dayGrid');
    await page.getByTestId(`agenda-event-${moved.events[0]!.id}`).waitFor();
    await page.getByTestId(`agenda-event-${busy.events[0]!.id}`).waitFor();

    // 10:00 → 11:00: two 30-minute slots of 28 px down. The server saves it (the booking's events are renewed).
    await dragBy(page, `agenda-event-${moved.events[0]!.id}`, 56);
    await expect
      .poll(
        async () => {
          const events = await p.event.findMany({ where: { bookingId: moved.id, active: true } });
          return events.map((e) => moment.tz(e.start, TZ).format('YYYY-MM-DD HH:mm'));
        },
        { timeout: 10_000 },
      )
      .toEqual([`${day} 11:00`]);
    const [afterMove] = await p.event.findMany({ where: { bookingId: moved.id, active: true } });
    const block = page.getByTestId(`agenda-event-${afterMove!.id}`);
    await block.waitFor();
    // Relative to the calendar: the conflict message shown above it pushes the whole grid down.
    const offsetInCalendar = async () => {
      const [b, c] = [await block.boundingBox(), await page.getByTestId('agenda-calendar').boundingBox()];
      return b && c ? b.y - c.y : null;
    };
    const placed = await offsetInCalendar();

    // 11:00 → 14:00, onto the other booking: refused with the reason, and the block goes back.
    await dragBy(page, `agenda-event-${afterMove!.id}`, 168);
    const conflict = page.getByTestId('agenda-conflict');
    await conflict.waitFor({ timeout: 10_000 });
    // What is in the way (Lucas's other appointment), not the "just booked by someone else" kept
    // for a slot taken meanwhile.
    const refusal = await conflict.innerText();
    expect(refusal).toContain("L'employé·e est déjà occupé·e");
    expect(refusal).not.toMatch(/quelqu'un d'autre/);
    // And which appointment: the customer and the time of the block in the way.
    const [inTheWay] = await p.event.findMany({ where: { bookingId: busy.id, active: true } });
    const span = `${moment.tz(inTheWay!.start, TZ).format('HH:mm')} – ${moment.tz(inTheWay!.end, TZ).format('HH:mm')}`;
    expect(refusal).toContain(`En conflit avec : ${customer.firstname} ${customer.lastname} ${span}`);
    const stillThere = await p.event.findMany({ where: { bookingId: moved.id, active: true } });
    expect(stillThere.map((e) => moment.tz(e.start, TZ).format('HH:mm'))).toEqual(['11:00']);
    await expect.poll(offsetInCalendar).toBeCloseTo(placed!, 0);
    await shotBoth(page, 'agenda-conflict');
    // The next click elsewhere puts it away.
    await page.getByTestId('agenda-date').click();
    await conflict.waitFor({ state: 'detached', timeout: 5_000 });

    // The customer cancels their booking through the REST API: the block leaves the open calendar.
    const theirs = await book('16:00', customer.id);
    const theirBlock = page.getByTestId(`agenda-event-${theirs.events[0]!.id}`);
    await theirBlock.waitFor({ timeout: 10_000 });
    const res = await fetch(`${t.url}/api/bookings/cancel/${theirs.id}.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customerToken}` },
      body: JSON.stringify({ message: 'Empêchement' }),
    });
    expect(res.status).toBe(200);
    await theirBlock.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.getByTestId(`agenda-event-${afterMove!.id}`).isVisible()).toBe(true);
  });

  // Spec §2 calendar and issue 24: the vendor's calendar colour, a colouring's parts as one block,
  // a refused drag said once, and the question whether to tell the customer after a move.
  for (const [locale, size, weeks] of [
    ['fr-CH', DESKTOP, 6],
    ['en-GB', PHONE, 7],
  ] as const) {
    it(`shows a colouring as one block in the vendor colour, refuses once, and asks to notify (${locale}, ${size.width} px)`, async () => {
      const { t, browser } = env;
      const p = t.app.services.prisma;
      const staffToken = await login(t, 'staff@salon-demo.ch');
      const lucas = await p.employee.findFirstOrThrow({ where: { firstname: 'Lucas' } });
      const poste = await p.workplace.findFirstOrThrow({ where: { name: 'Poste 2' } });
      const location = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
      const cut = await p.service.findFirstOrThrow({ where: { translations: { some: { name: 'Coupe homme' } } } });
      const colour = await p.service.findFirstOrThrow({ where: { translations: { some: { name: 'Coloration' } } } });
      const customer = await p.customer.findFirstOrThrow({ where: { email: 'customer@salon-demo.ch' } });
      // Lucas has no colour of his own: his blocks take the vendor's calendar colour.
      await p.employee.update({ where: { id: lucas.id }, data: { color: 'primary' } });
      await p.vendor.update({ where: { id: location.vendorId }, data: { calendarColor: '#336699' } });
      const day = moment.tz(TZ).add(weeks, 'weeks').isoWeekday(3).format('YYYY-MM-DD');
      const book = async (serviceId: number, time: string, customerId?: number) => {
        const res = await t.gql<{ createExpressBooking: { __typename: string; id: number; events: { id: number }[] } }>(
          EXPRESS,
          {
            input: {
              vendorId: location.vendorId,
              locationId: location.id,
              customerId,
              events: [{ serviceId, employeeId: lucas.id, workplaceId: poste.id, localStart: `${day} ${time}` }],
            },
          },
          staffToken,
        );
        const booking = res.data?.createExpressBooking;
        if (booking?.__typename !== 'Booking') throw new Error(`booking failed: ${JSON.stringify(res)}`);
        return booking;
      };
      // 10:00–10:30 applying, 10:30–11:30 processing (Lucas is free), 11:30–12:00 rinsing.
      const colouring = await book(colour.id, '10:00', customer.id);
      await book(cut.id, '14:00');
      expect(colouring.events).toHaveLength(2);
      const moveMails = async () =>
        (await p.emailMessage.findMany({ where: { to: customer.email! } })).filter(
          (m) => (m.template as { kind?: string; bookingId?: number } | null)?.bookingId === colouring.id,
        ).length;
      const mailsBefore = await moveMails();
      await p.user.update({
        where: { email: 'staff@salon-demo.ch' },
        data: { language: locale === 'fr-CH' ? 'fr' : 'en' },
      });

      const page = await newPage(browser, locale, size);
      await staffAgenda(page, t.url, `/agenda?viewType=employee&date=${day}`, 'dayGrid', lucas.id);
      const [first, second] = colouring.events.map((e) => e.id);
      const block = page.getByTestId(`agenda-event-${first}`);
      await block.waitFor();
      // One block from 10:00 to 12:00 (four half-hour slots of 28 px), not two.
      expect(await block.getAttribute('data-parts')).toBe(`${first} ${second}`);
      expect(await page.getByTestId(`agenda-event-${second}`).count()).toBe(0);
      expect((await block.boundingBox())!.height).toBeGreaterThan(100);
      expect(await block.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(51, 102, 153)');
      expect(await block.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/linear-gradient/);

      // 10:00 → 14:00, onto the haircut: refused, its reason said once, the block back in place.
      await dragBy(page, `agenda-event-${first}`, 8 * 28);
      const conflict = page.getByTestId('agenda-conflict');
      await conflict.waitFor({ timeout: 10_000 });
      const lines = (await conflict.innerText())
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      expect(lines.length).toBeGreaterThan(0);
      expect(new Set(lines).size).toBe(lines.length);
      expect(await page.getByTestId('agenda-notify-dialog').count()).toBe(0);
      await shotBoth(page, `agenda-refused-once-${locale}`);

      // 10:00 → 12:00: free. Staff are asked whether to tell the customer, and say yes: one e-mail.
      const dialog = page.getByTestId('agenda-notify-dialog');
      await dragUntilAsked(page, `agenda-event-${first}`, 4 * 28, dialog);
      expect(await dialog.innerText()).toMatch(locale === 'fr-CH' ? /Prévenir le client/ : /Notify the customer/);
      expect(await dialog.innerText()).toContain(`${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)} 12:00`);
      await shotBoth(page, `agenda-notify-${locale}`);
      await page.getByTestId('agenda-notify-yes').click();
      const starts = async () =>
        (await p.event.findMany({ where: { bookingId: colouring.id, active: true }, orderBy: { start: 'asc' } })).map(
          (e) => moment.tz(e.start, TZ).format('HH:mm'),
        );
      await expect.poll(starts, { timeout: 10_000 }).toEqual(['12:00', '13:30']);
      await expect.poll(moveMails, { timeout: 10_000 }).toBe(mailsBefore + 1);

      // Back to 10:00 without telling the customer: moved, no e-mail.
      const [moved] = await p.event.findMany({
        where: { bookingId: colouring.id, active: true },
        orderBy: { start: 'asc' },
      });
      await page.getByTestId(`agenda-event-${moved!.id}`).waitFor();
      await dragUntilAsked(page, `agenda-event-${moved!.id}`, -4 * 28, dialog);
      await page.getByTestId('agenda-notify-no').click();
      await expect.poll(starts, { timeout: 10_000 }).toEqual(['10:00', '11:30']);
      expect(await moveMails()).toBe(mailsBefore + 1);

      // Keeping it in place: nothing is saved.
      const [back] = await p.event.findMany({
        where: { bookingId: colouring.id, active: true },
        orderBy: { start: 'asc' },
      });
      await page.getByTestId(`agenda-event-${back!.id}`).waitFor();
      await dragUntilAsked(page, `agenda-event-${back!.id}`, 4 * 28, dialog);
      await page.getByTestId('agenda-notify-back').click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await starts()).toEqual(['10:00', '11:30']);

      // A booking of two services, a cut then the colouring (its order): one block, and its panel tells the whole time.
      const twoServices = await t.gql<{ createExpressBooking: { __typename: string; id: number } }>(
        EXPRESS,
        {
          input: {
            vendorId: location.vendorId,
            locationId: location.id,
            customerId: customer.id,
            events: [
              { serviceId: cut.id, employeeId: lucas.id, workplaceId: poste.id, localStart: `${day} 15:00` },
              { serviceId: colour.id, employeeId: lucas.id, workplaceId: poste.id, localStart: `${day} 15:30` },
            ],
          },
        },
        staffToken,
      );
      expect(twoServices.data?.createExpressBooking.__typename).toBe('Booking');
      const threeEvents = await p.event.findMany({
        where: { bookingId: twoServices.data!.createExpressBooking.id, active: true },
        orderBy: [{ start: 'asc' }, { id: 'asc' }],
      });
      expect(threeEvents).toHaveLength(3);
      const oneBlock = page.getByTestId(`agenda-event-${threeEvents[0]!.id}`);
      await oneBlock.waitFor({ timeout: 10_000 });
      // The booking's events may come live one after the other: the block grows to the whole time.
      await expect.poll(() => oneBlock.innerText(), { timeout: 10_000 }).toContain('15:00–17:30');
      for (const part of threeEvents.slice(1))
        expect(await page.getByTestId(`agenda-event-${part.id}`).count()).toBe(0);
      await oneBlock.click();
      const when = page.getByTestId('agenda-details-when');
      await expect.poll(() => when.innerText(), { timeout: 10_000 }).toContain('15:00 – 17:30');
      await shotBoth(page, `agenda-two-services-${locale}`);
      await page.context().close();
      await p.user.update({ where: { email: 'staff@salon-demo.ch' }, data: { language: 'fr' } });
    });
  }

  for (const [locale, size] of [
    ['fr-CH', DESKTOP],
    ['en-GB', PHONE],
  ] as const) {
    it(`filters the workplace view by location (${locale}, ${size.width} px)`, async () => {
      const { t, browser } = env;
      const p = t.app.services.prisma;
      await p.user.update({
        where: { email: 'staff@salon-demo.ch' },
        data: { language: locale === 'fr-CH' ? 'fr' : 'en' },
      });
      const day = moment.tz(TZ).add(2, 'days').isoWeekday(2).format('YYYY-MM-DD');
      const page = await newPage(browser, locale, size);
      await staffAgenda(page, t.url, `/agenda?viewType=workplace&date=${day}`, 'dayGrid');
      const calendar = page.getByTestId('agenda-calendar');
      const columns = async () =>
        (await calendar.locator('.ec-header .ec-col-head, .ec-header .ec-resource').allInnerTexts())
          .map((c) => c.trim())
          .filter(Boolean);
      await expect.poll(columns).toContain('Poste 2');
      expect(await columns()).toContain('Poste A');
      await page.getByRole('combobox', { name: locale === 'fr-CH' ? 'Lieu' : 'Location' }).click();
      await page.getByRole('option', { name: 'Genève Rive' }).click();
      await expect.poll(columns).toEqual(['Cabine Genève', 'Poste A', 'Poste B']);
      expect(page.url()).toMatch(/location=\d+/);
      // Only the events of Geneva's workplaces remain.
      const geneva = await p.location.findFirstOrThrow({ where: { slug: 'geneve-rive' } });
      const shown = await page
        .locator('[data-testid^="agenda-event-"]')
        .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-testid')!.replace('agenda-event-', ''))));
      const located = await p.event.findMany({ where: { id: { in: shown } }, select: { locationId: true } });
      expect(located.every((e) => e.locationId === geneva.id)).toBe(true);
      await shotBoth(page, `agenda-location-filter-${locale}`);
      // Back to all locations.
      await page.getByRole('combobox', { name: locale === 'fr-CH' ? 'Lieu' : 'Location' }).click();
      await page.getByRole('option', { name: locale === 'fr-CH' ? 'Tous les lieux' : 'All locations' }).click();
      await expect.poll(columns).toContain('Poste 2');
      await page.context().close();
      await p.user.update({ where: { email: 'staff@salon-demo.ch' }, data: { language: 'fr' } });
    });
  }

  for (const [locale, size] of [
    ['fr-CH', DESKTOP],
    ['en-GB', PHONE],
  ] as const) {
    it(`offers no new booking while the salon is not live (${locale}, ${size.width} px)`, async () => {
      const { t, browser } = env;
      const p = t.app.services.prisma;
      const fr = locale === 'fr-CH';
      await p.user.update({ where: { email: 'staff@salon-demo.ch' }, data: { language: fr ? 'fr' : 'en' } });
      const vendor = await p.vendor.findUniqueOrThrow({ where: { slug: 'salon-demo' } });
      const customer = await p.customer.findFirstOrThrow({ where: { email: 'customer@salon-demo.ch' } });
      const staffToken = await login(t, 'staff@salon-demo.ch');
      const past = await p.booking.findFirstOrThrow({ where: { vendorId: vendor.id, status: 'OPEN' } });
      await p.vendor.update({ where: { id: vendor.id }, data: { liveMode: false } });
      try {
        const page = await newPage(browser, locale, size);
        await staffAgenda(page, t.url, '/agenda?viewType=employee', 'dayGrid');
        // The calendar's Add: a private event still, a customer appointment not, and why.
        await page.getByTestId('agenda-add').click();
        const appointment = page.getByTestId('agenda-add-appointment');
        await appointment.waitFor();
        expect(await appointment.isDisabled()).toBe(true);
        expect(await page.getByTestId('agenda-add-dialog').innerText()).toMatch(
          fr ? /une fois le salon en ligne/ : /once the salon is live/,
        );
        expect(await page.getByTestId('agenda-add-private').isEnabled()).toBe(true);
        await shotBoth(page, `agenda-not-live-${locale}`);
        await page.keyboard.press('Escape');
        // The customer's page and a booking's confirmation page have no new-booking button.
        await page.goto(`${t.url}/customers/view/${customer.id}`);
        await page.getByTestId('customer-edit').waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.getByTestId('customer-new-booking').count()).toBe(0);
        await page.goto(`${t.url}/bookings/confirmation?id=${past.id}`);
        await page.waitForLoadState('networkidle');
        expect(await page.getByTestId('confirmation-another').count()).toBe(0);
        // And the server refuses one all the same.
        const refused = await t.gql<{ createExpressBooking: { __typename: string } }>(
          EXPRESS,
          {
            input: {
              vendorId: vendor.id,
              locationId: past.locationId,
              events: [{ serviceId: 1, employeeId: 1, localStart: '2031-01-15 10:00' }],
            },
          },
          staffToken,
        );
        expect(refused.data?.createExpressBooking.__typename).toBe('ConflictError');
        // Live again: the buttons are back.
        await p.vendor.update({ where: { id: vendor.id }, data: { liveMode: true } });
        await page.goto(`${t.url}/customers/view/${customer.id}`);
        await page.getByTestId('customer-new-booking').waitFor();
        await page.context().close();
      } finally {
        await p.vendor.update({ where: { id: vendor.id }, data: { liveMode: true } });
        await p.user.update({ where: { email: 'staff@salon-demo.ch' }, data: { language: 'fr' } });
      }
    });
  }

  it('adds a private event with its day and times typed into the French date and time fields', async () => {
    const { t, browser } = env;
    const p = t.app.services.prisma;
    const day = moment.tz(TZ).add(36, 'days').isoWeekday(4).format('YYYY-MM-DD');
    const page = await newPage(browser, 'fr-CH', DESKTOP);
    await staffAgenda(page, t.url, '/agenda?viewType=employee', 'dayGrid');
    await page.getByTestId('agenda-add').click();
    await page.getByTestId('agenda-add-private').click();
    const dialog = page.getByTestId('agenda-add-dialog');
    await dialog.getByLabel('Titre').fill('Formation couleur');
    await typeDate(page, page.locator('#add-event-date'), day);
    await typeTime(page, page.locator('#add-event-start'), '13:15');
    await typeTime(page, page.locator('#add-event-end'), '14:45');
    await shotBoth(page, 'agenda-private-event');
    await page.getByTestId('agenda-private-save').click();
    await dialog.waitFor({ state: 'detached' });
    const event = await p.event.findFirstOrThrow({ where: { summary: 'Formation couleur' } });
    expect(moment(event.start).tz(TZ).format('YYYY-MM-DD HH:mm')).toBe(`${day} 13:15`);
    expect(moment(event.end).tz(TZ).format('YYYY-MM-DD HH:mm')).toBe(`${day} 14:45`);
  });

  // Issue 35: every event of the range shown is drawn, counted in the database, in the week and on
  // the day of a demo colouring (its parts are one block, `data-parts`: the agenda bench's case) with
  // the booking of an employee deleted since (drawn in the unassigned row).
  it('draws every event of the week and of a day that the database holds', async () => {
    const { t, browser } = env;
    const p = t.app.services.prisma;
    const colouring = await p.event.findFirstOrThrow({
      where: { active: true, servicePartId: { not: null }, booking: { status: 'OPEN' } },
      orderBy: { start: 'asc' },
    });
    const day = moment.tz(colouring.start, TZ).format('YYYY-MM-DD');
    const gone = await p.employee.create({
      data: { vendorId: colouring.vendorId, firstname: 'Mia', lastname: 'Partie' },
    });
    const staffToken = await login(t, 'staff@salon-demo.ch');
    const start = moment.tz(`${day} 19:00`, TZ);
    const made = await t.gql<{ createEvent: { id: number } }>(
      `mutation ($input: EventInput!) { createEvent(input: $input) { ... on Event { id } } }`,
      {
        input: {
          kind: 'PRIVATE',
          employeeId: gone.id,
          start: start.toISOString(),
          end: start.clone().add(1, 'hour').toISOString(),
          summary: 'Inventaire',
        },
      },
      staffToken,
    );
    expect(made.data?.createEvent.id).toBeGreaterThan(0);
    await p.employee.update({ where: { id: gone.id }, data: { deletedAt: new Date(nowMs()) } });

    const inDatabase = async (first: string, days: number) =>
      (
        await p.$queryRaw<{ id: number }[]>`
          SELECT "id" FROM "Event" WHERE "vendorId" = ${colouring.vendorId} AND "active"
            AND "start" < ${moment.tz(first, TZ).add(days, 'days').toDate()}
            AND "end" > ${moment.tz(first, TZ).toDate()} ORDER BY "id"`
      ).map((r) => r.id);
    // The events the blocks draw: a block stands for its own event, or for its parts.
    const drawn = (page: Page) =>
      page
        .locator('[data-testid^="agenda-event-"]')
        .evaluateAll((els) =>
          [
            ...new Set(
              els.flatMap((el) =>
                (el.getAttribute('data-parts') ?? el.getAttribute('data-testid')!.slice(13)).split(' ').map(Number),
              ),
            ),
          ].sort((a, b) => a - b),
        );
    const page = await newPage(browser, 'fr-CH', DESKTOP);
    const path = `/agenda?viewType=employee&date=${day}`;
    await staffAgenda(page, t.url, path, 'weekGrid');
    const week = await inDatabase(moment(day).isoWeekday(1).format('YYYY-MM-DD'), 7);
    expect(week).toEqual(expect.arrayContaining([colouring.id, made.data!.createEvent.id]));
    await expect.poll(() => drawn(page), { timeout: 10_000 }).toEqual(week);

    await page.evaluate((s) => localStorage.setItem('calendarSettings', s), settings('dayGrid'));
    await page.goto(`${t.url}${path}`);
    const block = page.getByTestId(`agenda-event-${made.data!.createEvent.id}`);
    await block.waitFor();
    await expect.poll(() => drawn(page), { timeout: 10_000 }).toEqual(await inDatabase(day, 1));
    await block.scrollIntoViewIfNeeded();
    await shotBoth(page, 'agenda-deleted-employee');
    await page.context().close();
  });

  it('shows the week, day and planning displays on a phone and a desk screen', async () => {
    const { t, browser } = env;
    const day = moment.tz(TZ).add(2, 'days').isoWeekday(2).format('YYYY-MM-DD');
    for (const display of ['weekGrid', 'dayGrid', 'planning'] as const) {
      const page = await newPage(browser, 'fr-CH', DESKTOP);
      await staffAgenda(page, t.url, `/agenda?viewType=employee&date=${day}`, display);
      expect(await page.locator('[data-testid^="agenda-event-"]').count()).toBeGreaterThan(0);
      await shotBoth(page, `agenda-${display}`);
      await page
        .getByRole('button', { name: 'EN' })
        .first()
        .click()
        .catch(() => undefined);
      await page.waitForLoadState('networkidle');
      await shotBoth(page, `agenda-${display}-en`);
      await page.context().close();
    }
  });
});
