// A booking of several services through GraphQL: the services' execution order (set by an admin)
// decides the order they are done in, whatever order the customer picked them in; the booking
// saved from an offered slot keeps it, and a request out of that order is refused with its message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now, resetClock, setClock } from '../../../../lib/clock.ts';
import { seedAndLogin } from '../../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { m } from '../../booking.messages.ts';

const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  start end assignments { serviceId employeeId workplaceId machineId start end } } }`;
const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on Booking { id } ... on ConflictError { message } ... on ValidationError { message errors } } }`;
const UPDATE = `mutation ($id: Int!, $input: ServiceInput!) { updateService(id: $id, input: $input) {
  __typename ... on Service { id executionOrder } } }`;

type Assignment = {
  serviceId: number;
  employeeId: number;
  workplaceId: number | null;
  machineId: number | null;
  start: string;
  end: string;
};
type Slot = { start: string; end: string; assignments: Assignment[] };

describe('a booking of several services follows their execution order', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let vendorId: number;
  let locationId: number;
  let legal: { id: number; accepted: boolean }[];
  let cut: number;
  let blowDry: number;

  const slotsOn = async (date: string, services: number[]) => {
    const res = await t.gql<{ availableSlots: Slot[] }>(
      SLOTS,
      { input: { vendorId, locationId, services: services.map((id) => ({ id })), date } },
      tokens.customer,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.availableSlots;
  };
  const book = async (events: Omit<Assignment, 'end'>[], lang = 'en') => {
    const res = await t.gql<{ createBooking: { __typename: string; id?: number; message?: string } }>(
      BOOK,
      { input: { vendorId, locationId, events, legalConditions: legal } },
      tokens.customer,
      lang,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createBooking;
  };
  const setOrder = async (id: number, executionOrder: number) => {
    const res = await t.gql<{ updateService: { executionOrder: number } }>(
      UPDATE,
      { id, input: { executionOrder } },
      tokens.admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateService.executionOrder).toBe(executionOrder);
  };
  /** A weekday some days after the clock with a slot for both services. */
  const bookableDay = async () => {
    for (let d = 3; d < 30; d++) {
      const day = new Date(now().getTime() + d * 86400_000);
      if ([0, 6].includes(day.getUTCDay())) continue;
      const date = day.toISOString().slice(0, 10);
      const slots = await slotsOn(date, [blowDry, cut]);
      if (slots.length > 0) return { date, slots };
    }
    throw new Error('no day with slots');
  };

  beforeAll(async () => {
    setClock(new Date('2031-03-03T08:00:00Z'));
    t = await startTestApp();
    tokens = await seedAndLogin(t);
    const p = t.app.services.prisma;
    const vendor = await p.vendor.findUniqueOrThrow({
      where: { slug: 'salon-demo' },
      include: { legalConditions: true },
    });
    vendorId = vendor.id;
    legal = vendor.legalConditions.map((c) => ({ id: c.id, accepted: true }));
    locationId = (await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } })).id;
    const named = async (name: string) =>
      (await p.service.findFirstOrThrow({ where: { vendorId, translations: { some: { name } } } })).id;
    cut = await named('Coupe homme');
    blowDry = await named('Brushing');
  }, 120_000);
  afterAll(async () => {
    await t.stop();
    resetClock();
  });

  it('offers the services in execution order and saves the booking that way', async () => {
    // Equal orders: the chosen order is kept (blow-dry first, as picked).
    await setOrder(cut, 5);
    await setOrder(blowDry, 5);
    const before = await bookableDay();
    expect(before.slots[0]!.assignments.map((a) => a.serviceId)).toEqual([blowDry, cut]);

    // The admin says the cut comes first, then the blow-dry: the next request sees it.
    await setOrder(cut, 1);
    await setOrder(blowDry, 2);
    const { date, slots } = await bookableDay();
    const slot = slots[0]!;
    const [first, second] = slot.assignments;
    expect([first!.serviceId, second!.serviceId]).toEqual([cut, blowDry]);
    // Back to back: the blow-dry starts when the cut ends (30 minutes, no break).
    expect(first!.start).toBe(slot.start);
    expect(Date.parse(first!.end) - Date.parse(first!.start)).toBe(30 * 60_000);
    expect(second!.start).toBe(first!.end);
    // Picked in the other order: the same slots.
    expect(await slotsOn(date, [cut, blowDry])).toEqual(slots);

    const booked = await book(slot.assignments.map(({ end: _end, ...e }) => e));
    expect(booked.__typename).toBe('Booking');
    const events = await t.app.services.prisma.event.findMany({
      where: { bookingId: booked.id },
      orderBy: { start: 'asc' },
    });
    expect(events.map((e) => e.serviceId)).toEqual([cut, blowDry]);
    expect(events[1]!.start.getTime()).toBe(events[0]!.end.getTime());
  });

  it('refuses a booking whose services come out of execution order, in fr and en', async () => {
    const { slots } = await bookableDay();
    const [first, second] = slots[0]!.assignments;
    // The blow-dry (order 2) at the cut's time and the cut after it.
    const reversed = [
      { ...second!, start: first!.start, end: undefined },
      { ...first!, start: new Date(Date.parse(first!.start) + 30 * 60_000).toISOString(), end: undefined },
    ].map(({ end: _end, ...e }) => e);
    const en = await book(reversed, 'en');
    expect(en).toMatchObject({ __typename: 'ValidationError', message: m('en', 'EXECUTION_ORDER') });
    const fr = await book(reversed, 'fr');
    expect(fr.message).toBe(m('fr', 'EXECUTION_ORDER'));
  });
});
