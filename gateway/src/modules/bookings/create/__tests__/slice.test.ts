// The walking skeleton end to end: public vendor page data -> availability -> a customer books
// -> the booking is stored with its event -> a staff calendar subscription sees it live.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../auth/index.ts';
import { login, seedAndLogin } from '../../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { subscribe, waitFor } from '../../../../test/live.ts';

const LOCATION = `query { locationBySlug(vendorSlug: "salon-demo", locationSlug: "lausanne-centre") {
  id name street zip city vendor { id publicName description legalConditions { id required } }
  categories { id icon name } services { id name duration price } } }`;
const DATES = `query ($input: AvailabilityRangeInput!) { availableDates(input: $input) { date slotCount times } }`;
const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  start end time assignments { serviceId employeeId workplaceId machineId start end } } }`;
const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on Booking { id status events { id start end employeeId workplaceId customerName } }
  ... on ConflictError { message } ... on ValidationError { message errors } ... on NotFoundError { message } } }`;
const CALENDAR = `query ($from: DateTime!, $to: DateTime!) { calendarEvents(from: $from, to: $to) { id bookingId customerName service { name } } }`;
const CHANGES = `subscription ($from: DateTime!, $to: DateTime!) { calendarEventsChanged(from: $from, to: $to) { type event { id bookingId customerName } } }`;

type Slot = { start: string; end: string; time: string; assignments: Record<string, unknown>[] };
type Change = { type: string; event: { id: number; bookingId: number; customerName: string } | null };
type Booked = { __typename: string; id?: number; message?: string; events?: { id: number }[] };

describe('one booking end to end', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
  });
  afterAll(() => t.stop());

  it('books a public slot, refuses the same slot again and shows it live on the staff calendar', async () => {
    const page = await t.gql<{ locationBySlug: Record<string, never> }>(LOCATION, {}, undefined, 'en');
    const location = page.data!.locationBySlug as unknown as {
      id: number;
      vendor: { id: number; publicName: string; legalConditions: { id: number }[] };
      categories: { icon: string; name: string }[];
      services: { id: number; name: string }[];
    };
    expect(location.vendor.publicName).toBe('Salon Démo');
    expect(location.categories.map((c) => [c.icon, c.name])).toEqual([
      ['content_cut', 'Hair'],
      ['face', 'Beauty care'],
      ['spa', 'Wellness'],
    ]);
    const frPage = await t.gql<{ locationBySlug: { categories: { name: string }[] } }>(LOCATION, {}, undefined, 'fr');
    expect(frPage.data!.locationBySlug.categories[0]!.name).toBe('Coiffure');
    const service = location.services.find((s) => s.name === "Women's haircut")!;

    const today = new Date().toISOString().slice(0, 10);
    const inTwoWeeks = new Date(Date.now() + 14 * 86400_000).toISOString().slice(0, 10);
    const base = { vendorId: location.vendor.id, locationId: location.id, services: [{ id: service.id }] };
    const dates = await t.gql<{ availableDates: { date: string; slotCount: number; times: string[] }[] }>(DATES, {
      input: { ...base, dateFrom: today, dateTo: inTwoWeeks },
    });
    const day = dates.data!.availableDates.find((d) => d.date > today)!;
    expect(day.slotCount).toBe(day.times.length);

    const slots = await t.gql<{ availableSlots: Slot[] }>(SLOTS, { input: { ...base, date: day.date } });
    const slot = slots.data!.availableSlots[0]!;
    expect(slot.time).toBe(day.times[0]);

    const from = new Date(`${day.date}T00:00:00Z`).toISOString();
    const to = new Date(new Date(from).getTime() + 86400_000).toISOString();
    const live = subscribe<Change>(t.url, tokens.staff, CHANGES, { from, to });
    await live.started;

    const input = {
      vendorId: base.vendorId,
      locationId: base.locationId,
      comment: 'First visit',
      events: slot.assignments.map((a) => ({
        serviceId: a.serviceId,
        employeeId: a.employeeId,
        workplaceId: a.workplaceId,
        machineId: a.machineId,
        start: a.start,
      })),
      legalConditions: location.vendor.legalConditions.map((c) => ({ id: c.id, accepted: true })),
    };
    const before = await t.app.services.prisma.booking.count();
    const booked = await t.gql<{ createBooking: Booked }>(BOOK, { input }, tokens.customer);
    expect(booked.data!.createBooking.__typename).toBe('Booking');
    const bookingId = booked.data!.createBooking.id!;
    const stored = await t.app.services.prisma.booking.findUniqueOrThrow({
      where: { id: bookingId },
      include: { events: true, invoice: true, customer: true },
    });
    expect(stored.status).toBe('OPEN');
    expect(stored.customer?.lastname).toBe('Dubois');
    expect(stored.events).toHaveLength(1);
    expect(stored.events[0]!.start.toISOString()).toBe(slot.start);
    expect(stored.invoice?.total).toBe(8500);
    // The confirmation e-mail, in the customer's language, is in the outbox with the booking.
    const confirmation = await t.app.services.prisma.emailMessage.findFirstOrThrow({
      where: { to: 'customer@salon-demo.ch' },
      orderBy: { id: 'desc' },
    });
    expect(confirmation.subject).toMatch(/Salon Démo/);
    expect(confirmation.body).toMatch(/Coupe femme/);

    await waitFor(() => live.received.length > 0);
    expect(live.received[0]).toMatchObject({
      type: 'CREATED',
      event: { id: stored.events[0]!.id, bookingId, customerName: 'Claire Dubois' },
    });
    await live.close();
    expect(live.errors).toEqual([]);

    const calendar = await t.gql<{ calendarEvents: { id: number; bookingId: number }[] }>(
      CALENDAR,
      { from, to },
      tokens.staff,
    );
    expect(calendar.data!.calendarEvents.map((e) => e.id)).toContain(stored.events[0]!.id);

    const again = await t.gql<{ createBooking: Booked }>(BOOK, { input }, tokens.customer, 'en');
    expect(again.data!.createBooking).toEqual({
      __typename: 'ConflictError',
      message: 'The chosen slot was just booked by someone else and is no longer available.',
    });
    expect(await t.app.services.prisma.booking.count()).toBe(before + 1);

    const unaccepted = await t.gql<{ createBooking: Booked }>(
      BOOK,
      { input: { ...input, legalConditions: [] } },
      tokens.customer,
    );
    expect(unaccepted.data!.createBooking.__typename).toBe('ValidationError');

    const anonymous = await t.gql(BOOK, { input });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const guestCalendar = await t.gql(CALENDAR, { from, to }, tokens.customer);
    expect(guestCalendar.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('keeps vendors apart: another vendor sees none of these events, live or by query', async () => {
    const p = t.app.services.prisma;
    const other = await p.vendor.create({
      data: { slug: 'other', name: 'Other SA', publicName: 'Other', email: 'o@other.ch', liveMode: true },
    });
    const user = await p.user.create({
      data: {
        email: 'boss@other.ch',
        passwordHash: await hashPassword('secret1'),
        role: 3,
        verified: true,
        firstname: 'B',
        lastname: 'O',
      },
    });
    await p.employee.create({ data: { vendorId: other.id, userId: user.id, firstname: 'B', lastname: 'O' } });
    const otherToken = await login(t, 'boss@other.ch', 'secret1');

    const from = new Date(Date.now() - 60 * 86400_000).toISOString();
    const to = new Date(Date.now() + 60 * 86400_000).toISOString();
    const mine = await t.gql<{ calendarEvents: unknown[] }>(CALENDAR, { from, to }, tokens.staff);
    expect(mine.data!.calendarEvents.length).toBeGreaterThan(10);
    const theirs = await t.gql<{ calendarEvents: unknown[] }>(CALENDAR, { from, to }, otherToken);
    expect(theirs.data!.calendarEvents).toEqual([]);

    // A booking at the demo vendor is not published to the other vendor's calendar.
    const live = subscribe<Change>(t.url, otherToken, CHANGES, { from, to });
    await live.started;
    const demoCustomer = await p.customer.findFirstOrThrow({ where: { vendor: { slug: 'salon-demo' }, userId: null } });
    const crossBooking = await t.gql<{ createBooking: Booked }>(
      BOOK,
      {
        input: {
          vendorId: other.id,
          locationId: 1,
          customerId: demoCustomer.id,
          events: [{ serviceId: 1, employeeId: 1, start: to }],
        },
      },
      otherToken,
    );
    // The other vendor's staff cannot book a demo customer (it is not theirs).
    expect(crossBooking.data!.createBooking.__typename).toBe('NotFoundError');
    await new Promise((r) => setTimeout(r, 300));
    expect(live.received).toEqual([]);
    await live.close();
  });
});
