// A booking is saved only if availability would have offered it: off-grid starts, nonexistent
// and ambiguous local times of the DST days, and every refusal reason get their own message (fr
// and en); "just booked by someone else" is kept for a slot taken meanwhile. Staff whose rights
// pass over the timetable are told so.
import moment from 'moment-timezone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAndLogin } from '../../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { m } from '../../booking.messages.ts';

const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  start time offset assignments { serviceId employeeId workplaceId machineId start } } }`;
const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on Booking { id } ... on ConflictError { message } ... on ValidationError { message errors } } }`;
const VERIFY = `query ($input: VerifyBookingInput!) { verifyBooking(input: $input) {
  available message notices conflicts { index reasons messages } } }`;

type Ev = {
  serviceId: number;
  employeeId: number;
  workplaceId: number | null;
  machineId: number | null;
  start: string;
};
type Result = { __typename: string; message?: string; errors?: Record<string, Record<string, string>> };

describe('booking verification', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let vendorId: number;
  let locationId: number;
  let customerId: number;
  let legal: { id: number; accepted: boolean }[];
  let events: Ev[];
  let day: string;
  const tz = 'Europe/Zurich';

  const book = async (evs: Record<string, unknown>[], token = tokens.customer, lang = 'en') => {
    const res = await t.gql<{ createBooking: Result }>(
      BOOK,
      { input: { vendorId, locationId, events: evs, legalConditions: legal, customerId } },
      token,
      lang,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createBooking;
  };
  /** The requested events at a wall-clock time of the vendor instead of the slot's. */
  const at = (local: string) => [{ ...events[0]!, start: undefined, localStart: local }];
  const shifted = (minutes: number) => [
    { ...events[0]!, start: new Date(Date.parse(events[0]!.start) + minutes * 60_000).toISOString() },
  ];

  beforeAll(async () => {
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
    customerId = (await p.customer.findFirstOrThrow({ where: { vendorId, email: 'customer@salon-demo.ch' } })).id;
    const service = await p.service.findFirstOrThrow({ where: { translations: { some: { name: 'Coupe homme' } } } });
    for (let d = 3; !events?.length; d++) {
      day = moment.tz(tz).add(d, 'days').format('YYYY-MM-DD');
      const res = await t.gql<{ availableSlots: { assignments: Ev[] }[] }>(
        SLOTS,
        { input: { vendorId, locationId, services: [{ id: service.id }], date: day } },
        tokens.staff,
      );
      events = res.data!.availableSlots[0]?.assignments ?? [];
    }
  }, 120_000);
  afterAll(() => t.stop());

  it('refuses a start off the slot grid with its own message, in fr and en', async () => {
    const en = await book(shifted(7));
    expect(en).toMatchObject({ __typename: 'ValidationError', message: m('en', 'OFF_GRID') });
    expect(en.errors!['events.0.start']).toHaveProperty('OFF_GRID', m('en', 'OFF_GRID'));
    const fr = await book(shifted(7), tokens.customer, 'fr');
    expect(fr.message).toBe(m('fr', 'OFF_GRID'));
    expect(fr.message).not.toBe(en.message);
  });

  it('refuses a local time that does not exist on the spring-forward day', async () => {
    const before = await t.app.services.prisma.booking.count();
    const res = await book(at('2027-03-28 02:30'));
    expect(res).toMatchObject({
      __typename: 'ValidationError',
      message: m('en', 'NONEXISTENT_TIME', { time: '02:30' }),
    });
    expect(res.errors!['events.0.start']).toHaveProperty('NONEXISTENT_TIME');
    // Nothing was silently moved to 03:30.
    expect(await t.app.services.prisma.booking.count()).toBe(before);
  });

  it('needs an offset for a time of the repeated fall-back hour', async () => {
    const res = await book(at('2027-10-31 02:30'));
    expect(res).toMatchObject({
      __typename: 'ValidationError',
      message: m('en', 'AMBIGUOUS_TIME', { time: '02:30', offsets: '+02:00, +01:00' }),
    });
    // With the offset it is an instant: no longer ambiguous, refused for what it is (beyond the period).
    const withOffset = await book([{ ...events[0]!, start: '2027-10-31T02:30:00+01:00' }]);
    expect(withOffset.message).toBe(m('en', 'BEYOND_BOOKING_PERIOD'));
  });

  it('gives each refusal reason its own message', async () => {
    const yesterday = moment.tz(tz).subtract(1, 'day').format('YYYY-MM-DD');
    expect((await book(at(`${yesterday} 10:00`))).message).toBe(m('en', 'TOO_SOON'));
    const far = moment.tz(tz).add(200, 'days').isoWeekday(3).format('YYYY-MM-DD');
    expect((await book(at(`${far} 10:00`))).message).toBe(m('en', 'BEYOND_BOOKING_PERIOD'));
    const night = await book(at(`${day} 03:00`));
    expect(night.__typename).toBe('ValidationError');
    expect([m('en', 'OUTSIDE_OPENING_HOURS'), m('en', 'EMPLOYEE_NOT_WORKING')]).toContain(night.message);
    const verified = await t.gql<{
      verifyBooking: { available: boolean; message: string; conflicts: { reasons: string[]; messages: string[] }[] };
    }>(VERIFY, { input: { vendorId, locationId, events: at(`${day} 03:00`) } }, tokens.customer, 'fr');
    const conflict = verified.data!.verifyBooking.conflicts[0]!;
    expect(verified.data!.verifyBooking.available).toBe(false);
    expect(conflict.messages).toEqual(conflict.reasons.map((r) => m('fr', r as 'TOO_SOON')));
    expect(new Set(conflict.messages).size).toBe(conflict.messages.length);
  });

  it('keeps "just booked by someone else" for a slot taken meanwhile', async () => {
    const first = await book(events, tokens.staff);
    expect(first.__typename).toBe('Booking');
    const second = await book(events);
    expect(second).toEqual({
      __typename: 'ConflictError',
      message: 'The chosen slot was just booked by someone else and is no longer available.',
    });
  });

  it('lets an admin book outside the timetable and says so; the grid still applies', async () => {
    const verified = await t.gql<{ verifyBooking: { available: boolean; notices: string[] } }>(
      VERIFY,
      { input: { vendorId, locationId, customerId, events: at(`${day} 06:00`) } },
      tokens.admin,
      'en',
    );
    expect(verified.data!.verifyBooking).toMatchObject({ available: true, notices: [m('en', 'outOfTimetable')] });
    expect((await book(at(`${day} 06:00`), tokens.admin)).__typename).toBe('Booking');
    expect((await book(at(`${day} 06:07`), tokens.admin)).message).toBe(m('en', 'OFF_GRID'));
  });

  it('answers REST with 422, the reason and its field in the request language', async () => {
    const res = await fetch(`${t.url}/api/bookings.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens.customer}`,
        'accept-language': 'fr',
      },
      body: JSON.stringify({
        vendor_id: vendorId,
        location_id: locationId,
        legal_conditions: legal,
        events: [{ service_id: events[0]!.serviceId, employee_id: events[0]!.employeeId, start: '2027-03-28 02:30' }],
      }),
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { data: { message: string; errors: Record<string, Record<string, string>> } };
    expect(body.data.message).toBe(m('fr', 'NONEXISTENT_TIME', { time: '02:30' }));
    expect(body.data.errors['events.0.start']).toHaveProperty('NONEXISTENT_TIME');
  });
});
