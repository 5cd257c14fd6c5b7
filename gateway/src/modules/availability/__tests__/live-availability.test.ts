// Live availability for the public booking page: a guest listening to a location hears, within a
// moment, that the dates of a booking just made there changed, and nothing else: no booking,
// customer, employee or time. Another location hears nothing; a location of another vendor, or an
// unbounded range, is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now, resetClock, setClock } from '../../../lib/clock.ts';
import { schema } from '../../../schema.ts';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { subscribe, waitFor } from '../../../test/live.ts';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

// The public channel named after the product (spec §1, §9); its former name still answers.
const LIVE = `subscription ($vendorId: Int!, $locationId: Int!, $from: Date!, $to: Date!) {
  salonbook(vendorId: $vendorId, locationId: $locationId, from: $from, to: $to) { locationId dates } }`;
const LIVE_TYPENAME = `subscription ($vendorId: Int!, $locationId: Int!, $from: Date!, $to: Date!) {
  availabilityChanged(vendorId: $vendorId, locationId: $locationId, from: $from, to: $to) { __typename } }`;
const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  start assignments { serviceId employeeId workplaceId machineId start } } }`;
const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on Booking { id } } }`;

type Change = { locationId: number; dates: string[] };

describe('live availability of a location', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let vendorId: number;
  let lausanne: number;
  let geneve: number;
  let serviceId: number;
  let legal: { id: number; accepted: boolean }[];

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
    lausanne = (await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } })).id;
    geneve = (await p.location.findFirstOrThrow({ where: { slug: 'geneve-rive' } })).id;
    serviceId = (
      await p.service.findFirstOrThrow({ where: { vendorId, translations: { some: { name: 'Coupe homme' } } } })
    ).id;
  }, 120_000);
  afterAll(async () => {
    await t.stop();
    resetClock();
  });

  it('gives each live connection an id in its acknowledgement, for the socket-id header (spec §7)', async () => {
    const ids: unknown[] = [];
    for (let i = 0; i < 2; i++) {
      const client = createClient({
        url: `${t.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        lazy: false,
        on: { connected: (_socket, payload) => ids.push((payload as { socketId?: unknown } | undefined)?.socketId) },
      });
      await waitFor(() => ids.length > i, 2000);
      await client.dispose();
    }
    expect(ids.every((id) => typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id))).toBe(true);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('the change type carries only the location and the dates', () => {
    const type = schema.getType('AvailabilityChange') as { getFields(): Record<string, unknown> };
    expect(Object.keys(type.getFields()).sort()).toEqual(['dates', 'locationId']);
  });

  it('a guest hears the dates of a booking made at the location, a guest of another location hears nothing', async () => {
    // A weekday ahead of the clock with a free slot at Lausanne.
    let date = '';
    let events: Record<string, unknown>[] = [];
    for (let d = 3; !events.length; d++) {
      const day = new Date(now().getTime() + d * 86400_000);
      if ([0, 6].includes(day.getUTCDay())) continue;
      date = day.toISOString().slice(0, 10);
      const res = await t.gql<{ availableSlots: { assignments: Record<string, unknown>[] }[] }>(
        SLOTS,
        { input: { vendorId, locationId: lausanne, services: [{ id: serviceId }], date } },
        tokens.customer,
      );
      events = res.data!.availableSlots[0]?.assignments ?? [];
    }
    const month = { vendorId, from: `${date.slice(0, 8)}01`, to: `${date.slice(0, 8)}28` };
    const here = subscribe<Change>(t.url, null, LIVE, { ...month, locationId: lausanne });
    const there = subscribe<Change>(t.url, null, LIVE, { ...month, locationId: geneve });
    const typed = subscribe<Record<string, unknown>>(t.url, null, LIVE_TYPENAME, { ...month, locationId: lausanne });
    await Promise.all([here.started, there.started, typed.started]);

    const booked = await t.gql<{ createBooking: { __typename: string } }>(
      BOOK,
      { input: { vendorId, locationId: lausanne, events, legalConditions: legal } },
      tokens.customer,
    );
    expect(booked.data!.createBooking.__typename).toBe('Booking');
    const sent = Date.now();
    await waitFor(() => here.received.length > 0 && typed.received.length > 0, 1000);
    expect(Date.now() - sent).toBeLessThan(1000);
    expect(here.errors).toEqual([]);
    expect(here.received[0]).toEqual({ locationId: lausanne, dates: [date] });
    expect(typed.received[0]).toEqual({ __typename: 'AvailabilityChange' });
    // Nothing personal in what the guest received.
    expect(JSON.stringify(here.received)).not.toMatch(/customer|booking|employee|@|\d{2}:\d{2}/i);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(there.received).toEqual([]);
    await Promise.all([here.close(), there.close(), typed.close()]);
  });

  it('refuses a location of another vendor, an unknown one and a range too long', async () => {
    const wrongVendor = subscribe<Change>(t.url, null, LIVE, {
      vendorId: vendorId + 1000,
      locationId: lausanne,
      from: '2031-03-01',
      to: '2031-03-31',
    });
    const unknown = subscribe<Change>(t.url, null, LIVE, {
      vendorId,
      locationId: 999_999,
      from: '2031-03-01',
      to: '2031-03-31',
    });
    const long = subscribe<Change>(t.url, null, LIVE, {
      vendorId,
      locationId: lausanne,
      from: '2031-01-01',
      to: '2031-12-31',
    });
    const refused = (s: typeof long) => [...s.errors, ...s.resultErrors];
    await waitFor(() => [wrongVendor, unknown, long].every((s) => refused(s).length > 0));
    expect(JSON.stringify(refused(wrongVendor))).toContain('NOT_FOUND');
    expect(JSON.stringify(refused(unknown))).toContain('NOT_FOUND');
    expect(JSON.stringify(refused(long))).toContain('VALIDATION');
    expect([wrongVendor, unknown, long].every((s) => s.received.every((r) => r === null))).toBe(true);
    await Promise.all([wrongVendor.close(), unknown.close(), long.close()]);
  });
});
