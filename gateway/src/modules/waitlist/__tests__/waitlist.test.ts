// The waitlist against the real app: a cancellation offers the freed time to the right entry (by
// e-mail, with a signed link, and live), in both offer modes with the ONE mode's hold and its
// expiry driven by the app's clock; two claims of one time give one booking and one clear refusal;
// an entry whose range has passed is never offered.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nowMs, resetClock, setClock } from '../../../lib/clock.ts';
import { DEMO_BOOKING_DAYS } from '../../../seed/demo.data.ts';
import { loginDemo, seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { subscribe, waitFor } from '../../../test/live.ts';
import { instantToLocal } from '../../../scheduling/index.ts';
import { matchWaitlist } from '../waitlist.match.ts';

const DATES = `query ($input: AvailabilityRangeInput!) { availableDates(input: $input) { date times } }`;
const SLOTS = `query ($input: AvailabilityDayInput!) {
  availableSlots(input: $input) { start assignments { serviceId employeeId workplaceId machineId start } }
}`;
const CREATE = `mutation ($input: CreateBookingInput!) {
  createBooking(input: $input) { __typename ... on Booking { id } ... on Error { message } }
}`;
const CANCEL = `mutation ($id: Int!) { cancelBooking(id: $id) { __typename ... on Error { message } } }`;
const JOIN = `mutation ($input: JoinWaitlistInput!) { joinWaitlist(input: $input) {
  __typename ... on WaitlistEntry { id status } ... on ValidationError { message errors } ... on Error { message } } }`;
const OFFER = `query ($token: String!) { waitlistOffer(token: $token) { entryId status starts holdUntil legalConditions { id required } } }`;
const BOOK = `mutation ($token: String!, $start: DateTime!, $legal: [Int!]) {
  bookWaitlistOffer(token: $token, start: $start, legalConditionIds: $legal) {
    __typename ... on Booking { id } ... on Error { message } } }`;
const LEAVE = `mutation ($token: String!) { leaveWaitlist(token: $token) { __typename ... on WaitlistOffer { status } } }`;

type Assignment = {
  serviceId: number;
  employeeId: number;
  workplaceId: number | null;
  machineId: number | null;
  start: string;
};

describe('waitlist offers', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof loginDemo>>;
  let vendorId: number;
  let locationId: number;
  let serviceId: number;
  let legal: number[];
  let otherCustomerId: number;
  let day = '';
  let dayIndex = 0;

  const prisma = () => t.app.services.prisma;

  beforeAll(async () => {
    t = await startTestApp({ config: { jobsPollMs: 0 } });
    await seedAndLogin(t);
    // Days past the demo data's bookings: the test's own bookings are the only ones around.
    setClock(nowMs() + (DEMO_BOOKING_DAYS + 10) * 86_400_000);
    tokens = await loginDemo(t);
    const location = await prisma().location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    vendorId = location.vendorId;
    locationId = location.id;
    serviceId = (
      await prisma().service.findFirstOrThrow({ where: { translations: { some: { name: 'Coupe homme' } } } })
    ).id;
    legal = (await prisma().legalCondition.findMany({ where: { vendorId } })).map((l) => l.id);
    otherCustomerId = (
      await prisma().customer.findFirstOrThrow({ where: { vendorId, userId: null, email: { not: null } } })
    ).id;
    await t.app.jobs.tick();
  });
  afterAll(async () => {
    resetClock();
    await t.stop();
  });
  beforeEach(async () => {
    await prisma().waitlistEntry.deleteMany({});
    await prisma().vendor.update({ where: { id: vendorId }, data: { waitlistMode: 'ALL', waitlistHoldMinutes: 15 } });
  });

  /** A booking (by staff, for another customer) on the next unused day with free time; its first slot. */
  async function bookSlot() {
    const from = new Date(nowMs() + 3 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(nowMs() + 40 * 86_400_000).toISOString().slice(0, 10);
    const input = { vendorId, locationId, services: [{ id: serviceId }] };
    const dates = await t.gql<{ availableDates: { date: string; times: string[] }[] }>(DATES, {
      input: { ...input, dateFrom: from, dateTo: to },
    });
    day = dates.data!.availableDates.filter((d) => d.times.length)[dayIndex++]!.date;
    const slots = await t.gql<{ availableSlots: { start: string; assignments: Assignment[] }[] }>(SLOTS, {
      input: { ...input, date: day },
    });
    const assignments = slots.data!.availableSlots[0]!.assignments;
    const created = await t.gql<{ createBooking: { __typename: string; id: number } }>(
      CREATE,
      { input: { vendorId, locationId, customerId: otherCustomerId, events: assignments } },
      tokens.staff,
    );
    expect(created.data?.createBooking.__typename).toBe('Booking');
    return {
      bookingId: created.data!.createBooking.id,
      start: assignments[0]!.start,
      employeeId: assignments[0]!.employeeId,
    };
  }

  /** Joins for the slot's employee and a window of one minute at its start: nothing else fits. */
  async function join(slot: { start: string; employeeId: number }, token: string, customerId?: number) {
    const minute = instantToLocal(Date.parse(slot.start), 'Europe/Zurich').minute;
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const res = await t.gql<{ joinWaitlist: { __typename: string; id: number; status: string } }>(
      JOIN,
      {
        input: {
          vendorId,
          locationId,
          serviceIds: [serviceId],
          dateFrom: day,
          dateTo: day,
          employeeId: slot.employeeId,
          timeFrom: hhmm(minute),
          timeTo: hhmm(minute + 1),
          customerId,
        },
      },
      token,
    );
    expect(res.data?.joinWaitlist.__typename, JSON.stringify(res)).toBe('WaitlistEntry');
    return res.data!.joinWaitlist.id;
  }

  const entry = (id: number) => prisma().waitlistEntry.findUniqueOrThrow({ where: { id } });
  /** The token of the latest offer e-mailed for an entry's customer. */
  async function offerToken(id: number) {
    const e = await prisma().waitlistEntry.findUniqueOrThrow({ where: { id }, include: { customer: true } });
    const mail = await prisma().emailMessage.findFirstOrThrow({
      where: { to: e.customer.email! },
      orderBy: { id: 'desc' },
    });
    const match = /\/waitlist\/offer\/([\w.-]+)/.exec(mail.body);
    expect(match, mail.body).toBeTruthy();
    return { token: match![1]!, mail };
  }

  it('offers a cancelled time to the waiting entry, by e-mail in its language and live', async () => {
    const slot = await bookSlot();
    const customerUser = await prisma().user.findFirstOrThrow({ where: { email: 'customer@salon-demo.ch' } });
    await prisma().customer.updateMany({ where: { userId: customerUser.id }, data: { language: 'en' } });
    const id = await join(slot, tokens.customer);
    const live = subscribe<{ entryId: number; token: string }>(
      t.url,
      tokens.customer,
      'subscription { waitlistOffered { entryId token } }',
      {},
    );
    await live.started;
    await t.app.jobs.tick();
    expect((await entry(id)).status).toBe('WAITING');

    const cancelled = await t.gql<{ cancelBooking: { __typename: string } }>(
      CANCEL,
      { id: slot.bookingId },
      tokens.staff,
    );
    expect(cancelled.data?.cancelBooking.__typename).toBe('Booking');
    await t.app.jobs.tick();

    const offered = await entry(id);
    expect(offered.status).toBe('OFFERED');
    expect(offered.offeredStarts.map((s) => s.toISOString())).toEqual([new Date(slot.start).toISOString()]);
    expect(offered.holdUntil).toBeNull();
    await waitFor(() => live.received.length > 0);
    expect(live.received[0]!.entryId).toBe(id);
    await live.close();

    const { token, mail } = await offerToken(id);
    expect(mail.subject).toMatch(/^A time has freed up at /);
    expect(mail.body).toContain(`${t.url}/waitlist/offer/`);
    const view = await t.gql<{ waitlistOffer: { status: string; starts: string[] } }>(OFFER, { token });
    expect(view.data?.waitlistOffer).toMatchObject({ status: 'OFFERED', starts: [new Date(slot.start).toISOString()] });

    const booked = await t.gql<{ bookWaitlistOffer: { __typename: string; id: number } }>(BOOK, {
      token,
      start: slot.start,
      legal,
    });
    expect(booked.data?.bookWaitlistOffer.__typename, JSON.stringify(booked)).toBe('Booking');
    const after = await entry(id);
    expect(after).toMatchObject({ status: 'BOOKED', bookingId: booked.data!.bookWaitlistOffer.id });
    const booking = await prisma().booking.findUniqueOrThrow({
      where: { id: after.bookingId! },
      include: { customer: true, events: true },
    });
    expect(booking.customer?.userId).toBe(customerUser.id);
    expect(booking.events[0]!.start.toISOString()).toBe(new Date(slot.start).toISOString());
    await prisma().customer.updateMany({ where: { userId: customerUser.id }, data: { language: 'fr' } });
  });

  it('ALL mode: two claims of one time give one booking and one "this time is gone"', async () => {
    const slot = await bookSlot();
    const first = await join(slot, tokens.customer);
    const second = await join(slot, tokens.staff, otherCustomerId);
    await t.gql(CANCEL, { id: slot.bookingId }, tokens.staff);
    await t.app.jobs.tick();
    expect((await entry(first)).status).toBe('OFFERED');
    expect((await entry(second)).status).toBe('OFFERED');
    const a = (await offerToken(first)).token;
    const b = (await offerToken(second)).token;

    const [ra, rb] = await Promise.all(
      [a, b].map((token) =>
        t.gql<{ bookWaitlistOffer: { __typename: string; message?: string } }>(
          BOOK,
          { token, start: slot.start, legal },
          undefined,
          'en',
        ),
      ),
    );
    const outcomes = [ra!.data!.bookWaitlistOffer, rb!.data!.bookWaitlistOffer];
    expect(outcomes.filter((o) => o.__typename === 'Booking')).toHaveLength(1);
    const refused = outcomes.find((o) => o.__typename !== 'Booking')!;
    expect(refused.__typename).toBe('ConflictError');
    expect(refused.message).toBe('This time is gone: someone else booked it.');
    const statuses = [(await entry(first)).status, (await entry(second)).status].sort();
    expect(statuses).toEqual(['BOOKED', 'OFFERED']);
    const bookings = await prisma().event.count({
      where: { start: new Date(slot.start), active: true, employeeId: slot.employeeId },
    });
    expect(bookings).toBe(1);
  });

  it('ONE mode: the first entry holds the time; at the end of the hold it passes to the next', async () => {
    await prisma().vendor.update({ where: { id: vendorId }, data: { waitlistMode: 'ONE', waitlistHoldMinutes: 15 } });
    const slot = await bookSlot();
    const first = await join(slot, tokens.customer);
    const second = await join(slot, tokens.staff, otherCustomerId);
    await t.gql(CANCEL, { id: slot.bookingId }, tokens.staff);
    await t.app.jobs.tick();

    const held = await entry(first);
    expect(held.status).toBe('OFFERED');
    expect(held.holdUntil!.getTime() - held.offeredAt!.getTime()).toBe(15 * 60_000);
    expect((await entry(second)).status).toBe('WAITING');
    const { token, mail } = await offerToken(first);
    expect(mail.body).toContain('réservée jusqu’à');
    // Another freed time meanwhile does not offer the held one to the second entry.
    await matchWaitlist(t.app.services, vendorId, { locationIds: [locationId], days: [day] });
    expect((await entry(second)).status).toBe('WAITING');

    // Fourteen minutes on: still held. Sixteen: the expiry job passes it on.
    setClock(nowMs() + 14 * 60_000);
    await t.app.jobs.tick();
    expect((await entry(first)).status).toBe('OFFERED');
    setClock(nowMs() + 2 * 60_000);
    await t.app.jobs.tick();
    const passed = await entry(first);
    expect(passed.status).toBe('WAITING');
    expect(passed.passedStarts.map((s) => s.toISOString())).toEqual([new Date(slot.start).toISOString()]);
    const next = await entry(second);
    expect(next.status).toBe('OFFERED');
    expect(next.offeredStarts.map((s) => s.toISOString())).toEqual([new Date(slot.start).toISOString()]);
    // The first link no longer books: its hold is over.
    const late = await t.gql<{ bookWaitlistOffer: { __typename: string } }>(BOOK, { token, start: slot.start, legal });
    expect(late.data?.bookWaitlistOffer.__typename).toBe('ConflictError');

    // The second one leaves from its link: nobody else is waiting, nothing more is offered.
    const left = await t.gql<{ leaveWaitlist: { status: string } }>(LEAVE, { token: (await offerToken(second)).token });
    expect(left.data?.leaveWaitlist.status).toBe('LEFT');
    await t.app.jobs.tick();
    expect((await entry(first)).status).toBe('WAITING');
  });

  it('offers the time of a closed date that is lifted', async () => {
    const slot = await bookSlot();
    await t.gql(CANCEL, { id: slot.bookingId }, tokens.staff);
    await t.app.jobs.tick();
    const closed = await t.gql<{ createClosedDate: { __typename: string; id: number } }>(
      'mutation ($input: ClosedDateInput!) { createClosedDate(input: $input) { __typename ... on ClosedDate { id } } }',
      { input: { date: day, description: 'Inventory', locationIds: [locationId] } },
      tokens.admin,
    );
    expect(closed.data?.createClosedDate.__typename).toBe('ClosedDate');
    const id = await join(slot, tokens.customer);
    await t.app.jobs.tick();
    expect((await entry(id)).status).toBe('WAITING');
    const lifted = await t.gql<{ deleteClosedDate: { __typename: string } }>(
      'mutation ($id: Int!) { deleteClosedDate(id: $id) { __typename } }',
      { id: closed.data!.createClosedDate.id },
      tokens.admin,
    );
    expect(lifted.data?.deleteClosedDate.__typename).toBe('DeleteResult');
    await t.app.jobs.tick();
    const offered = await entry(id);
    expect(offered.status).toBe('OFFERED');
    expect(offered.offeredStarts.map((s) => s.toISOString())).toEqual([new Date(slot.start).toISOString()]);
  });

  it('never offers an entry whose range has passed, and sets it EXPIRED', async () => {
    const slot = await bookSlot();
    const id = await join(slot, tokens.customer);
    await t.gql(CANCEL, { id: slot.bookingId }, tokens.staff);
    // The day went by before the offer was made.
    await prisma().job.updateMany({ where: { kind: 'waitlist.match', status: 'PENDING' }, data: { status: 'DONE' } });
    const restore = nowMs();
    const MINE = 'query { myWaitlistEntries { id } }';
    const mine = async (token: string) => {
      const r = await t.gql<{ myWaitlistEntries: { id: number }[] }>(MINE, {}, token);
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      return r.data.myWaitlistEntries.map((e) => e.id);
    };
    expect(await mine(tokens.customer)).toContain(id);
    setClock(Date.parse(`${day}T23:30:00Z`) + 86_400_000);
    // Over for the customer at once, before any match sets it expired.
    expect(await mine((await loginDemo(t)).customer)).not.toContain(id);
    expect(await matchWaitlist(t.app.services, vendorId, { locationIds: [locationId], days: [day] })).toEqual([]);
    const e = await entry(id);
    expect(e.status).toBe('EXPIRED');
    expect(e.offeredStarts).toEqual([]);
    setClock(restore);
  });
});
