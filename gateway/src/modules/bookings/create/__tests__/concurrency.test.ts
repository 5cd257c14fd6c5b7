// Never double-booked, under load. 50 customers race for one slot: exactly one wins and the others
// get the spec's error. Then 1,000 random bookings run concurrently: afterwards no two active
// events overlap for any employee, workplace or machine. On PostgreSQL (DATABASE_URL) requests
// run on parallel connections; on PGlite they interleave on its one connection. Same assertions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../auth/index.ts';
import { login, seedAndLogin } from '../../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';

const RACERS = 50;
const BOOKINGS = 1000;
const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  assignments { serviceId employeeId workplaceId machineId start } } }`;
const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on Booking { id } ... on Error { message } } }`;

type Events = Record<string, unknown>[];

/** Runs fn(0..n-1) with at most `width` calls in flight. */
async function inParallel(n: number, width: number, fn: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) await fn(next++);
    }),
  );
}

/** Deterministic pseudo-random numbers in [0, 1). */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('never double-booked', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let customers: string[];
  let vendorId: number;
  let locationId: number;
  let legal: { id: number; accepted: boolean }[];

  const weekdays = (count: number, from: number) => {
    const out: string[] = [];
    for (let d = from; out.length < count; d++) {
      const date = new Date(Date.now() + d * 86400_000);
      if (![0, 6].includes(date.getUTCDay())) out.push(date.toISOString().slice(0, 10));
    }
    return out;
  };
  const slotEvents = async (serviceId: number, date: string): Promise<Events[]> => {
    const res = await t.gql<{ availableSlots: { assignments: Events }[] }>(
      SLOTS,
      { input: { vendorId, locationId, services: [{ id: serviceId }], date } },
      tokens.staff,
    );
    return res.data!.availableSlots.map((s) => s.assignments);
  };
  const overlaps = async () => {
    const rows = await t.app.services.db.sql.session((exec) =>
      exec(`SELECT
        (SELECT count(*)::int FROM "Event" a JOIN "Event" b ON a.id < b.id AND a.active AND b.active
          AND a."employeeId" = b."employeeId" AND tstzrange(a.start, a."end") && tstzrange(b.start, b."end")) AS employee,
        (SELECT count(*)::int FROM "Event" a JOIN "Event" b ON a.id < b.id AND a.active AND b.active
          AND a."workplaceId" = b."workplaceId" AND a."bookingId" IS DISTINCT FROM b."bookingId"
          AND tstzrange(a."customerStart", a."customerEnd") && tstzrange(b."customerStart", b."customerEnd")) AS workplace,
        (SELECT count(*)::int FROM "Event" a JOIN "Event" b ON a.id < b.id AND a.active AND b.active
          AND a."machineId" = b."machineId" AND a."bookingId" IS DISTINCT FROM b."bookingId"
          AND tstzrange(a."customerStart", a."customerEnd") && tstzrange(b."customerStart", b."customerEnd")) AS machine`),
    );
    return rows[0] as { employee: number; workplace: number; machine: number };
  };

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
    const passwordHash = await hashPassword('secret1');
    await p.user.createMany({
      data: Array.from({ length: RACERS }, (_, i) => ({
        email: `racer${i}@example.ch`,
        passwordHash,
        firstname: 'Racer',
        lastname: String(i),
        role: 1,
        verified: true,
      })),
    });
    customers = [];
    for (let i = 0; i < RACERS; i++) customers.push(await login(t, `racer${i}@example.ch`, 'secret1'));
  }, 300_000);
  afterAll(() => t.stop());

  it(`lets exactly one of ${RACERS} parallel clients book the same slot`, async () => {
    const service = await t.app.services.prisma.service.findFirstOrThrow({
      where: { translations: { some: { name: 'Coupe homme' } } },
    });
    const [date] = weekdays(1, 4);
    const [events] = await slotEvents(service.id, date!);
    const input = { vendorId, locationId, events, legalConditions: legal };
    const results = await Promise.all(
      customers.map((token) =>
        t.gql<{ createBooking: { __typename: string; message?: string } }>(BOOK, { input }, token, 'en'),
      ),
    );
    const kinds = results.map((r) => r.data?.createBooking.__typename ?? JSON.stringify(r.errors));
    expect(kinds.filter((k) => k === 'Booking')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'ConflictError')).toHaveLength(RACERS - 1);
    for (const r of results) {
      if (r.data?.createBooking.__typename === 'ConflictError') {
        expect(r.data.createBooking.message).toBe(
          'The chosen slot was just booked by someone else and is no longer available.',
        );
      }
    }
    expect(await overlaps()).toEqual({ employee: 0, workplace: 0, machine: 0 });
  }, 300_000);

  it(`leaves no overlap for any employee, workplace or machine after ${BOOKINGS} concurrent random bookings`, async () => {
    const p = t.app.services.prisma;
    const services = await p.service.findMany({
      where: {
        vendorId,
        deletedAt: null,
        OR: [{ workplaces: { none: {} } }, { workplaces: { some: { workplace: { locationId } } } }],
      },
    });
    const candidates: Events[] = [];
    for (const date of weekdays(2, 8)) {
      for (const s of services) candidates.push(...(await slotEvents(s.id, date)));
    }
    expect(candidates.length).toBeGreaterThan(50);
    expect(candidates.some((c) => c.some((e) => e.machineId != null))).toBe(true);
    const customerIds = (await p.customer.findMany({ where: { vendorId }, select: { id: true } })).map((c) => c.id);
    const random = prng(20261121);
    const outcome: Record<string, number> = {};
    await inParallel(BOOKINGS, 50, async (i) => {
      const events = candidates[Math.floor(random() * candidates.length)]!;
      const asStaff = i % 2 === 0;
      const input = asStaff
        ? { vendorId, locationId, events, customerId: customerIds[Math.floor(random() * customerIds.length)] }
        : { vendorId, locationId, events, legalConditions: legal };
      const token = asStaff ? tokens.staff : customers[i % customers.length]!;
      const res = await t.gql<{ createBooking: { __typename: string } }>(BOOK, { input }, token);
      const kind = res.data?.createBooking.__typename ?? `error: ${res.errors?.[0]?.message}`;
      outcome[kind] = (outcome[kind] ?? 0) + 1;
    });
    // Every request ended as a booking or the spec's conflict, never an internal error.
    expect(Object.keys(outcome).sort()).toEqual(['Booking', 'ConflictError']);
    expect(outcome.Booking).toBeGreaterThan(0);
    expect(outcome.Booking! + outcome.ConflictError!).toBe(BOOKINGS);
    expect(await overlaps()).toEqual({ employee: 0, workplace: 0, machine: 0 });
  }, 600_000);
});
