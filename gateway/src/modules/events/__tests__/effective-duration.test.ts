// Calculated service duration (spec §5): the effective duration of a booking is what happened,
// recorded when staff resize its block and when they close it; a customer's calculated duration is
// the median of the past ones, rounded up to 5 minutes; staff see it beside the standard duration,
// and availability and a new booking for that customer use it by default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../../lib/clock.ts';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field.
type Json = Record<string, any>;
const CLOSE = `mutation ($id: Int!, $input: CloseBookingInput!) { closeBooking(id: $id, input: $input) {
  __typename ... on Booking { id status } ... on ValidationError { message errors } ... on Error { message } } }`;
const RESIZE = `mutation ($id: Int!, $input: EventInput!) { updateEvent(id: $id, input: $input) {
  __typename ... on Event { id effectiveDuration } ... on Error { message } } }`;
const DURATIONS = `query ($c: Int!, $s: [Int!]!) { customerServiceDurations(customerId: $c, serviceIds: $s) {
  serviceId standardDuration fixedDuration calculatedDuration pastCount } }`;
const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  time assignments { serviceId employeeId workplaceId start end } } }`;
const EXPRESS = `mutation ($input: ExpressBookingInput!) { createExpressBooking(input: $input) {
  __typename ... on Booking { id events { id start end effectiveDuration } } ... on Error { message } } }`;

const minutes = (a: string | Date, b: string | Date) => (new Date(b).getTime() - new Date(a).getTime()) / 60_000;

describe('calculated service duration', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let vendorId: number;
  let locationId: number;
  let cut: number;
  let blowDry: number;
  let customerId: number;
  let lucas: number;
  const gql = (query: string, variables: Json, token = tokens.staff) => t.gql<Json>(query, variables, token, 'en');

  /** A past open booking of one service, as the booking flow writes it (effective = standard). */
  async function pastBooking(day: string, serviceId: number, effectiveDuration: number | null = 30) {
    const p = t.app.services.prisma;
    // Early in the morning, before the demo day's bookings.
    const start = new Date(`${day}T05:00:00Z`);
    const end = new Date(start.getTime() + 30 * 60_000);
    return p.booking.create({
      data: {
        vendorId,
        customerId,
        locationId,
        events: {
          create: [
            {
              vendorId,
              serviceId,
              locationId,
              employeeId: lucas,
              start,
              end,
              customerStart: start,
              customerEnd: end,
              effectiveDuration,
            },
          ],
        },
      },
      include: { events: true },
    });
  }

  beforeAll(async () => {
    // Monday 2031-03-10, 08:00 in Zurich: the bookings below are past, the next days bookable.
    setClock(new Date('2031-03-10T07:00:00Z'));
    t = await startTestApp();
    tokens = await seedAndLogin(t);
    const p = t.app.services.prisma;
    const vendor = await p.vendor.findUniqueOrThrow({ where: { slug: 'salon-demo' } });
    vendorId = vendor.id;
    locationId = (await p.location.findFirstOrThrow({ where: { vendorId, slug: 'lausanne-centre' } })).id;
    const named = async (name: string) =>
      (await p.service.findFirstOrThrow({ where: { vendorId, translations: { some: { name } } } })).id;
    cut = await named('Coupe homme');
    blowDry = await named('Brushing');
    lucas = (await p.employee.findFirstOrThrow({ where: { vendorId, firstname: 'Lucas' } })).id;
    customerId = (await p.customer.create({ data: { vendorId, firstname: 'Mila', lastname: 'Durée' } })).id;
  }, 120_000);
  afterAll(async () => {
    await t.stop();
    resetClock();
  });

  it('records the actual duration when a booking is closed, typed or as known', async () => {
    const p = t.app.services.prisma;
    // Typed at checkout: 50 minutes instead of 30.
    const typed = await pastBooking('2031-02-11', cut);
    const closed = await gql(CLOSE, {
      id: typed.id,
      input: { status: 'EXECUTED', durations: [{ serviceId: cut, minutes: 50 }] },
    });
    expect(closed.data!.closeBooking).toMatchObject({ __typename: 'Booking', status: 'EXECUTED' });
    expect((await p.event.findFirstOrThrow({ where: { bookingId: typed.id } })).effectiveDuration).toBe(50);

    // Stretched by 15 minutes in the calendar, then closed without typing: the resize stands.
    const resized = await pastBooking('2031-02-18', cut);
    const block = resized.events[0]!;
    const stretched = await gql(RESIZE, {
      id: block.id,
      input: { start: block.start.toISOString(), end: new Date(block.end.getTime() + 15 * 60_000).toISOString() },
    });
    expect(stretched.data!.updateEvent).toMatchObject({ __typename: 'Event', effectiveDuration: 45 });
    await gql(CLOSE, { id: resized.id, input: { status: 'EXECUTED' } });
    expect((await p.event.findUniqueOrThrow({ where: { id: block.id } })).effectiveDuration).toBe(45);

    // Nothing known yet (an older booking): closing records the span of its block.
    const unknown = await pastBooking('2031-02-25', cut, null);
    await gql(CLOSE, { id: unknown.id, input: { status: 'EXECUTED' } });
    expect((await p.event.findFirstOrThrow({ where: { bookingId: unknown.id } })).effectiveDuration).toBe(30);
  });

  it('refuses an actual duration out of bounds or of a service not in the booking', async () => {
    const p = t.app.services.prisma;
    const open = await pastBooking('2031-03-04', cut);
    const short = await gql(CLOSE, {
      id: open.id,
      input: { status: 'EXECUTED', durations: [{ serviceId: cut, minutes: 3 }] },
    });
    expect(short.data!.closeBooking.__typename).toBe('ValidationError');
    expect(Object.keys(short.data!.closeBooking.errors)).toEqual(['durations.0.minutes']);
    const other = await gql(CLOSE, {
      id: open.id,
      input: { status: 'EXECUTED', durations: [{ serviceId: blowDry, minutes: 40 }] },
    });
    expect(other.data!.closeBooking.__typename).toBe('ValidationError');
    expect(Object.keys(other.data!.closeBooking.errors)).toEqual(['durations.0.serviceId']);
    // Both refusals left the booking open and its duration as it was.
    const still = await p.booking.findUniqueOrThrow({ where: { id: open.id }, include: { events: true } });
    expect(still.status).toBe('OPEN');
    expect(still.events[0]!.effectiveDuration).toBe(30);
    // A no-show records nothing of what did not happen (and never counts for the median).
    await gql(CLOSE, { id: open.id, input: { status: 'NO_SHOW', durations: [{ serviceId: cut, minutes: 90 }] } });
    expect((await p.event.findFirstOrThrow({ where: { bookingId: open.id } })).effectiveDuration).toBe(30);
  });

  it("shows staff the customer's calculated duration beside the standard one", async () => {
    const res = await gql(DURATIONS, { c: customerId, s: [cut, blowDry] });
    expect(res.errors).toBeUndefined();
    // Median of 50, 45 and 30 minutes.
    expect(res.data!.customerServiceDurations).toEqual([
      { serviceId: cut, standardDuration: 30, fixedDuration: false, calculatedDuration: 45, pastCount: 3 },
      { serviceId: blowDry, standardDuration: 30, fixedDuration: false, calculatedDuration: null, pastCount: 0 },
    ]);
    // An even count takes the middle two's mean, rounded up to 5 minutes: 30, 45, 50, 52 → 47.5 → 50.
    const fourth = await pastBooking('2031-03-05', cut);
    await gql(CLOSE, { id: fourth.id, input: { status: 'EXECUTED', durations: [{ serviceId: cut, minutes: 52 }] } });
    const four = await gql(DURATIONS, { c: customerId, s: [cut] });
    expect(four.data!.customerServiceDurations[0]).toMatchObject({ calculatedDuration: 50, pastCount: 4 });
    // Customers and other vendors' customers do not read it.
    const refused = await gql(DURATIONS, { c: customerId, s: [cut] }, tokens.customer);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('offers and books the calculated duration for that customer by default', async () => {
    const input = { vendorId, locationId, services: [{ id: cut }], employeeId: lucas, date: '2031-03-12' };
    const forCustomer = await gql(SLOTS, { input: { ...input, customerId } });
    const slot = forCustomer.data!.availableSlots[0];
    expect(minutes(slot.assignments[0].start, slot.assignments[0].end)).toBe(50);
    const standard = await gql(SLOTS, { input });
    const plain = standard.data!.availableSlots[0];
    expect(minutes(plain.assignments[0].start, plain.assignments[0].end)).toBe(30);

    const booked = await gql(EXPRESS, {
      input: {
        vendorId,
        locationId,
        customerId,
        events: [
          {
            serviceId: cut,
            employeeId: lucas,
            workplaceId: slot.assignments[0].workplaceId,
            start: slot.assignments[0].start,
          },
        ],
      },
    });
    const event = booked.data!.createExpressBooking.events[0];
    expect(minutes(event.start, event.end)).toBe(50);
    expect(event.effectiveDuration).toBe(50);
  });
});
