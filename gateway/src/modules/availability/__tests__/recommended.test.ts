// Recommended times through GraphQL and REST: each slot says whether it is one of the day's best
// times for leaving no unusable gap, the dates' answer says it of each time, and the vendor's
// recommendSlots setting (on by default) turns it off at once (the cached configuration's version
// moves with it).
import moment from 'moment-timezone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowMs } from '../../../lib/clock.ts';
import { DEMO_BOOKING_DAYS } from '../../../seed/demo.data.ts';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) { start time recommended } }`;
const DATES = `query ($input: AvailabilityRangeInput!) { availableDates(input: $input) { date times recommended } }`;
const UPDATE = `mutation ($id: Int!, $input: VendorInput!) { updateVendor(id: $id, scope: BOOKING, input: $input) {
  __typename ... on Vendor { recommendSlots } } }`;

// biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field.
type Json = Record<string, any>;

describe('recommended times', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let vendorId: number;
  let locationId: number;
  let serviceId: number;
  // A day after the demo data's bookings: the day's edges are the timetable's.
  const day = moment.tz(nowMs(), 'Europe/Zurich').add(DEMO_BOOKING_DAYS + 7, 'days');
  while (day.isoWeekday() !== 3) day.add(1, 'day');
  const date = day.format('YYYY-MM-DD');

  const rest = async (path: string, body: unknown) => {
    const res = await fetch(`${t.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as Json).data;
  };
  const slots = async () => {
    const res = await t.gql<{ availableSlots: { time: string; recommended: boolean }[] }>(SLOTS, {
      input: { vendorId, locationId, services: [{ id: serviceId }], date },
    });
    expect(res.errors).toBeUndefined();
    return res.data!.availableSlots;
  };

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
    const p = t.app.services.prisma;
    vendorId = (await p.vendor.findUniqueOrThrow({ where: { slug: 'salon-demo' } })).id;
    locationId = (await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } })).id;
    serviceId = (await p.service.findFirstOrThrow({ where: { translations: { some: { name: 'Coupe homme' } } } })).id;
  }, 120_000);
  afterAll(() => t.stop());

  it('marks up to three times of a free day, at the edges of the working day and of the lunch break', async () => {
    const list = await slots();
    const recommended = list.filter((s) => s.recommended).map((s) => s.time);
    // The demo hairdressers work 9:00–12:30 and 13:30–18:30 on Wednesdays.
    expect(recommended).toEqual(['09:00', '12:00', '13:30']);

    const dates = await t.gql<{ availableDates: { date: string; times: string[]; recommended: boolean[] }[] }>(DATES, {
      input: { vendorId, locationId, services: [{ id: serviceId }], dateFrom: date, dateTo: date },
    });
    const [answer] = dates.data!.availableDates;
    expect(answer!.times.filter((_, i) => answer!.recommended[i])).toEqual(recommended);

    // REST: `recommended` on each slot of the day, and beside the dates' slots in the same order.
    const common = { vendor_id: vendorId, location_id: locationId, services: [{ id: serviceId }] };
    const restSlots = (await rest('/bookings/get-available-bookings', { ...common, date })) as Json[];
    expect(restSlots.filter((s) => s.recommended).map((s) => s.time)).toEqual(recommended);
    expect(restSlots.every((s) => typeof s.recommended === 'boolean' && Array.isArray(s.assignments))).toBe(true);
    const [restDay] = (await rest('/bookings/availabilities', { ...common, date_from: date, date_to: date })) as Json[];
    expect(restDay!.slots).toEqual(answer!.times);
    expect(restDay!.recommended).toEqual(answer!.recommended);
  });

  it('recommends nothing once the vendor turns recommendSlots off, and again once it is back on', async () => {
    const off = await t.gql<{ updateVendor: { recommendSlots: boolean } }>(
      UPDATE,
      { id: vendorId, input: { recommendSlots: false } },
      tokens.admin,
    );
    expect(off.data!.updateVendor.recommendSlots).toBe(false);
    const list = await slots();
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((s) => s.recommended)).toBe(false);

    await t.gql(UPDATE, { id: vendorId, input: { recommendSlots: true } }, tokens.admin);
    expect((await slots()).some((s) => s.recommended)).toBe(true);
  });
});
