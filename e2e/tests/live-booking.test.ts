// A customer books through the public pages in one browser context while a staff user's
// /agenda, open in another, shows the booking appear without a reload.
import { describe, expect, it } from 'vitest';
import { shot, useBrowserApp } from '../support/browser.ts';
import { logIn } from '../support/flows.ts';

const DATES = `query ($input: AvailabilityRangeInput!) { availableDates(input: $input) { date times } }`;
const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  assignments { serviceId employeeId workplaceId machineId start } } }`;
const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on Booking { id events { id } } ... on ConflictError { message } ... on ValidationError { message } } }`;
const LOGIN = `mutation ($u: String!, $p: String!) { login(usernameOrEmail: $u, password: $p) { ... on AuthPayload { token } } }`;

describe('live booking', () => {
  const env = useBrowserApp();

  it('a public booking appears on the staff agenda live', async () => {
    const { t, browser } = env;
    const p = t.app.services.prisma;
    const location = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    const service = await p.service.findFirstOrThrow({ where: { translations: { some: { name: 'Coupe homme' } } } });
    const from = new Date(Date.now() + 86400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
    const dates = await t.gql<{ availableDates: { date: string; times: string[] }[] }>(DATES, {
      input: {
        vendorId: location.vendorId,
        locationId: location.id,
        services: [{ id: service.id }],
        dateFrom: from,
        dateTo: to,
      },
    });
    const day = dates.data!.availableDates[0]!;
    const startedAt = new Date();

    // Staff: log in and open the agenda on the day the customer will book.
    const staff = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CH' })
    ).newPage();
    await logIn(staff, t, 'staff@salon-demo.ch');
    await staff.goto(`${t.url}/agenda?date=${day.date}`);
    await staff.waitForLoadState('networkidle');
    await shot(staff, 'agenda-before');
    const before = await staff.locator('[data-testid^="agenda-event-"]').count();

    // Customer: the public page, then the booking steps.
    const customer = await (
      await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-CH' })
    ).newPage();
    await customer.goto(`${t.url}/salon-demo/lausanne-centre`);
    await customer.getByText('Salon Démo').first().waitFor();
    await shot(customer, 'vendor-page');
    await customer.goto(`${t.url}/salon-demo/lausanne-centre/book`);
    await customer.getByTestId(`service-option-${service.id}`).click();
    await customer.getByTestId(`date-${day.date}`).click();
    const time = day.times[0]!;
    await customer.getByTestId(`slot-${time}`).click();
    await shot(customer, 'booking-slot');
    await customer.getByLabel("E-mail ou nom d'utilisateur").fill('customer@salon-demo.ch');
    await customer.getByLabel('Mot de passe').fill('demo1234');
    await customer.getByRole('button', { name: 'Se connecter' }).click();
    await customer.getByTestId('accept-terms').click();
    await shot(customer, 'booking-summary');
    await customer.getByTestId('confirm-booking').click();
    await customer.getByTestId('booking-confirmed').waitFor();
    await shot(customer, 'booking-confirmed');

    const booking = await p.booking.findFirstOrThrow({
      where: { customer: { email: 'customer@salon-demo.ch' }, createdAt: { gte: startedAt } },
      include: { events: true },
    });
    const eventId = booking.events[0]!.id;
    // The staff page was not reloaded: the subscription brought the event.
    await staff.getByTestId(`agenda-event-${eventId}`).waitFor({ timeout: 10_000 });
    expect(await staff.locator('[data-testid^="agenda-event-"]').count()).toBe(before + 1);
    await shot(staff, 'agenda-after');
  });

  it('the agenda reconnects after a gateway restart (close 1012) and shows the booking it missed meanwhile', async () => {
    const { t, browser } = env;
    const p = t.app.services.prisma;
    const location = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    const service = await p.service.findFirstOrThrow({ where: { translations: { some: { name: 'Coupe homme' } } } });
    const base = { vendorId: location.vendorId, locationId: location.id, services: [{ id: service.id }] };
    const dates = await t.gql<{ availableDates: { date: string; times: string[] }[] }>(DATES, {
      input: {
        ...base,
        dateFrom: new Date(Date.now() + 86400_000).toISOString().slice(0, 10),
        dateTo: new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10),
      },
    });
    const day = dates.data!.availableDates.at(-1)!;

    // The page's websocket goes through the test: the first one can be closed as a restarting
    // gateway closes it, and the next one is held until the booking has been made, so the push
    // is missed for sure and only the refetch on reconnection can bring the booking.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CH' });
    const sockets: import('playwright-core').WebSocketRoute[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.routeWebSocket(/\/graphql$/, (ws) => {
      sockets.push(ws);
      const server = ws.connectToServer();
      if (sockets.length === 1) return;
      const held: (string | Buffer)[] = [];
      let open = false;
      void released.then(() => {
        open = true;
        for (const message of held) server.send(message);
      });
      ws.onMessage((message) => (open ? server.send(message) : held.push(message)));
    });
    const staff = await context.newPage();
    await logIn(staff, t, 'staff@salon-demo.ch');
    await staff.goto(`${t.url}/agenda?date=${day.date}`);
    await staff.waitForLoadState('networkidle');
    expect(sockets).toHaveLength(1);

    await sockets[0]!.close({ code: 1012, reason: 'Service restart' });
    const customer = await t.gql<{ login: { token: string } }>(LOGIN, { u: 'customer@salon-demo.ch', p: 'demo1234' });
    const slots = await t.gql<{ availableSlots: { assignments: Record<string, unknown>[] }[] }>(SLOTS, {
      input: { ...base, date: day.date },
    });
    const legal = await p.legalCondition.findMany({ where: { vendorId: location.vendorId } });
    const booked = await t.gql<{ createBooking: { __typename: string; events: { id: number }[] } }>(
      BOOK,
      {
        input: {
          vendorId: base.vendorId,
          locationId: base.locationId,
          events: slots.data!.availableSlots.at(-1)!.assignments,
          legalConditions: legal.map((c) => ({ id: c.id, accepted: true })),
        },
      },
      customer.data!.login.token,
    );
    expect(booked.data!.createBooking.__typename).toBe('Booking');
    const eventId = booked.data!.createBooking.events[0]!.id;
    // The client reconnects by itself (1012 is not fatal for graphql-ws): a second socket.
    await expect.poll(() => sockets.length, { timeout: 20_000 }).toBe(2);
    expect(await staff.getByTestId(`agenda-event-${eventId}`).count()).toBe(0);
    release();
    // Once connected again, the agenda reloads what it shows: the missed booking appears.
    await staff.getByTestId(`agenda-event-${eventId}`).waitFor({ timeout: 15_000 });
    await shot(staff, 'agenda-after-reconnect');
    await context.close();
  });
});
