// The staff calendar in Chromium: a booking moved by drag and drop is saved, a move into a busy
// slot is refused with the conflict in words and the block goes back, a customer's cancellation
// disappears live, a private event is added with typed day and times, and the week, day and
// planning displays are captured at 375 and 1280 px.
import moment from 'moment-timezone';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login } from '../../gateway/src/test/fixtures.ts';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, newPage, shotBoth, typeDate, typeTime } from '../support/flows.ts';

const TZ = 'Europe/Zurich';
const EXPRESS = `mutation ($input: ExpressBookingInput!) {
  createExpressBooking(input: $input) {
    __typename
    ... on Booking { id events { id } }
    ... on ConflictError { message }
    ... on ValidationError { message errors }
  }
}`;

const settings = (displayType: string) =>
  JSON.stringify({
    viewType: 'employee',
    viewMode: 'team',
    displayType,
    previousDisplayType: null,
    startOfDay: 8,
    zoom: 1,
    selectedDate: null,
  });

async function staffAgenda(page: Page, url: string, path: string, displayType: string) {
  await page.goto(`${url}/login`);
  await page.getByLabel("E-mail ou nom d'utilisateur").fill('staff@salon-demo.ch');
  await page.getByLabel('Mot de passe').fill('demo1234');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/agenda/);
  await page.evaluate((s) => localStorage.setItem('calendarSettings', s), settings(displayType));
  await page.goto(`${url}${path}`);
  await page.getByTestId('agenda-calendar').waitFor();
  await page.waitForLoadState('networkidle');
}

/** Drags a block by a vertical distance with the mouse, in small steps as a hand would. */
async function dragBy(page: Page, testId: string, dy: number) {
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

describe('staff calendar', () => {
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
    const busy = await book('14:00');

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
    expect(await conflict.innerText()).toMatch(/réservé|disponible|occupé/i);
    const stillThere = await p.event.findMany({ where: { bookingId: moved.id, active: true } });
    expect(stillThere.map((e) => moment.tz(e.start, TZ).format('HH:mm'))).toEqual(['11:00']);
    await expect.poll(offsetInCalendar).toBeCloseTo(placed!, 0);
    await shotBoth(page, 'agenda-conflict');

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
