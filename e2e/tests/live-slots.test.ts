// Live slots on the public booking page (spec §1): two visitors look at the same day, one at
// 1280 px in French and one at 375 px in English. Another customer books a time: it goes from both
// lists within moments, without a reload; staff cancel it: it comes back. What the pages hear over
// their live connection names dates only, never the booking, the customer or the employee.
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, firstFreeDay, newPage, PHONE, shotBoth } from '../support/flows.ts';

const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  time assignments { serviceId employeeId workplaceId machineId start } } }`;
const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on Booking { id } ... on Error { message } } }`;
const CANCEL = `mutation ($id: Int!) { cancelBooking(id: $id) { __typename ... on Booking { id status } } }`;
const LOGIN = `mutation ($u: String!, $p: String!) { login(usernameOrEmail: $u, password: $p) { ... on AuthPayload { token } } }`;

describe('live slots on the public booking page', () => {
  const env = useBrowserApp();

  it('a time booked by someone else leaves both pages live, and comes back when cancelled', async () => {
    const { t, browser } = env;
    const { location, services, day } = await firstFreeDay(t, ['Coupe homme']);
    const service = services[0]!;
    const time = day.times[0]!;
    // A time well after it stays free (the first one's service is over by then).
    const other = day.times.length > 1 ? day.times.at(-1) : undefined;

    const pages = [
      { page: await newPage(browser, 'fr-CH', DESKTOP), name: 'live-slots-fr' },
      { page: await newPage(browser, 'en-GB', PHONE), name: 'live-slots-en' },
    ];
    const frames: string[] = [];
    for (const { page } of pages) {
      page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
      await page.goto(`${t.url}/salon-demo/lausanne-centre/book`);
      await page.getByTestId(`service-option-${service.id}`).click();
      const date = page.getByTestId(`date-${day.date}`);
      // The date step loads once a service is chosen: look for the day once its month is drawn.
      await page.locator('[role="grid"][aria-busy="false"]').waitFor();
      for (let i = 0; i < 3 && !(await date.isVisible().catch(() => false)); i += 1) {
        await page.getByTestId('month-next').click();
        await page.locator('[role="grid"][aria-busy="false"]').waitFor();
      }
      await date.click();
      await page.getByTestId(`slot-${time}`).waitFor();
      // A reload would drop this mark.
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    }
    // The live connection is up once the server acknowledged the subscription.
    await expect.poll(() => frames.filter((f) => f.includes('connection_ack')).length, { timeout: 10_000 }).toBe(2);
    await shotBoth(pages[0]!.page, 'live-slots-before');

    // Other customers book that time (through the API, as other browsers would) until no employee,
    // workplace or machine is left for it: on some days two employees are free at the same time.
    const customer = await t.gql<{ login: { token: string } }>(LOGIN, { u: 'customer@salon-demo.ch', p: 'demo1234' });
    const base = { vendorId: location.vendorId, locationId: location.id, services: [{ id: service.id }] };
    const legal = await t.app.services.prisma.legalCondition.findMany({ where: { vendorId: location.vendorId } });
    const freeAt = async () => {
      const slots = await t.gql<{ availableSlots: { time: string; assignments: Record<string, unknown>[] }[] }>(SLOTS, {
        input: { ...base, date: day.date },
      });
      return slots.data!.availableSlots.find((s) => s.time === time)?.assignments;
    };
    const bookedIds: number[] = [];
    for (let events = await freeAt(); events; events = await freeAt()) {
      const booked = await t.gql<{ createBooking: { __typename: string; id: number } }>(
        BOOK,
        {
          input: {
            vendorId: location.vendorId,
            locationId: location.id,
            events,
            legalConditions: legal.map((c) => ({ id: c.id, accepted: true })),
          },
        },
        customer.data!.login.token,
      );
      expect(booked.data!.createBooking.__typename).toBe('Booking');
      bookedIds.push(booked.data!.createBooking.id);
      expect(bookedIds.length).toBeLessThan(10);
    }
    const bookedAt = Date.now();
    const gone: number[] = [];
    for (const { page } of pages) {
      await page.getByTestId(`slot-${time}`).waitFor({ state: 'detached', timeout: 3000 });
      gone.push(Date.now() - bookedAt);
      if (other) expect(await page.getByTestId(`slot-${other}`).isVisible()).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    }
    console.info(`slot gone from the pages ${gone.join(' ms, ')} ms after the booking`);
    expect(Math.max(...gone)).toBeLessThan(3000);
    await shotBoth(pages[0]!.page, 'live-slots-taken');
    await shotBoth(pages[1]!.page, 'live-slots-taken-en');

    // Staff cancel it: the time is free again on both pages.
    const staff = await t.gql<{ login: { token: string } }>(LOGIN, { u: 'staff@salon-demo.ch', p: 'demo1234' });
    for (const id of bookedIds) {
      const cancelled = await t.gql<{ cancelBooking: { status: string } }>(CANCEL, { id }, staff.data!.login.token);
      expect(cancelled.data!.cancelBooking.status).toBe('CANCELED');
    }
    for (const { page } of pages) await page.getByTestId(`slot-${time}`).waitFor({ timeout: 3000 });

    // Nothing but dates and the location came over the live connection: the product's public channel.
    const changes = frames.filter((f) => f.includes('"salonbook"'));
    expect(changes.length).toBeGreaterThanOrEqual(4);
    for (const f of changes) {
      const payload = JSON.parse(f).payload.data.salonbook;
      expect(Object.keys(payload).sort()).toEqual(['dates', 'locationId']);
      expect(payload).toEqual({ locationId: location.id, dates: [day.date] });
    }
    expect(frames.join('\n')).not.toMatch(/customer@|Coupe|bookingId|employee/i);
    for (const { page } of pages) await page.context().close();
  });
});
