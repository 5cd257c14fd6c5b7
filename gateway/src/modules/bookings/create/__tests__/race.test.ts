// Races for one shared resource: 50 clients book the same employee, the same workplace (with
// different employees) and the same machine (with different employees and workplaces) at once.
// Exactly one wins, the 49 others get "just booked by someone else", nothing else: no error and,
// on PostgreSQL (DATABASE_URL), no deadlock and under 2 s per race, because each booking takes its
// resources' locks in one global order before inserting. On PGlite the same assertions run on its
// one connection.
import { availableParallelism, loadavg } from 'node:os';
import moment from 'moment-timezone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAndLogin } from '../../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';

const RACERS = 50;
const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  start assignments { serviceId employeeId workplaceId machineId start } } }`;
const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on Booking { id } ... on Error { message } } }`;

type Ev = {
  serviceId: number;
  employeeId: number;
  workplaceId: number | null;
  machineId: number | null;
  start: string;
};

describe('races for one resource', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let vendorId: number;
  let locationId: number;
  let customerIds: number[];
  let dayOffset = 5;

  const slots = async (serviceId: number, date: string, employeeId?: number) => {
    const res = await t.gql<{ availableSlots: { start: string; assignments: Ev[] }[] }>(
      SLOTS,
      { input: { vendorId, locationId, services: [{ id: serviceId }], date, employeeId } },
      tokens.staff,
    );
    return res.data!.availableSlots;
  };
  /** The next weekday (a fresh one per race, so races do not meet). */
  const nextDay = () => {
    let d = moment.tz('Europe/Zurich').add(dayOffset++, 'days');
    while (d.isoWeekday() > 5) d = d.add(1, 'day');
    dayOffset = d.diff(moment.tz('Europe/Zurich').startOf('day'), 'days') + 1;
    return d.format('YYYY-MM-DD');
  };
  const deadlocks = async () => {
    const rows = await t.app.services.db.sql.session(async (exec) => {
      await exec('SELECT pg_stat_clear_snapshot()::text');
      return exec('SELECT coalesce(sum(deadlocks), 0)::int AS n FROM pg_stat_database');
    });
    return Number((rows.at(-1) as { n: number } | undefined)?.n ?? 0);
  };

  /** Runs the 50 requests at once; returns the outcome kinds and the time until all settled. */
  async function race(requests: Ev[][]) {
    const before = await deadlocks();
    const started = performance.now();
    const results = await Promise.all(
      requests.map((events, i) =>
        t.gql<{ createBooking: { __typename: string; message?: string } }>(
          BOOK,
          { input: { vendorId, locationId, customerId: customerIds[i % customerIds.length], events } },
          tokens.staff,
          'en',
        ),
      ),
    );
    const ms = performance.now() - started;
    // Statistics reach pg_stat_database when the backends report them (about once a second).
    await new Promise((r) => setTimeout(r, 1_200));
    const kinds = results.map((r) => r.data?.createBooking.__typename ?? `error: ${r.errors?.[0]?.message}`);
    const messages = new Set(
      results.flatMap((r) => (r.data?.createBooking.message ? [r.data.createBooking.message] : [])),
    );
    return { kinds, messages, ms, deadlocks: (await deadlocks()) - before };
  }

  const expectOneWinner = (outcome: Awaited<ReturnType<typeof race>>) => {
    expect(outcome.kinds.filter((k) => k === 'Booking')).toHaveLength(1);
    expect(outcome.kinds.filter((k) => k === 'ConflictError')).toHaveLength(RACERS - 1);
    expect([...outcome.messages]).toEqual([
      'The chosen slot was just booked by someone else and is no longer available.',
    ]);
    expect(outcome.deadlocks).toBe(0);
    // 2 s on an idle machine; a shared CI machine under load stretches every request alike.
    const load = Math.max(1, (loadavg()[0] ?? 0) / availableParallelism());
    if (t.app.services.db.kind === 'postgres') expect(outcome.ms).toBeLessThan(2_000 * load);
    console.info(`race settled in ${Math.round(outcome.ms)} ms (load factor ${load.toFixed(1)})`);
  };

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
    const p = t.app.services.prisma;
    vendorId = (await p.vendor.findUniqueOrThrow({ where: { slug: 'salon-demo' } })).id;
    locationId = (await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } })).id;
    customerIds = (await p.customer.findMany({ where: { vendorId }, select: { id: true }, take: 10 })).map((c) => c.id);
  }, 120_000);
  afterAll(() => t.stop());

  it('one employee: 1 booking, 49 "just booked"', async () => {
    const service = await t.app.services.prisma.service.findFirstOrThrow({
      where: { translations: { some: { name: 'Coupe homme' } } },
    });
    const [slot] = await slots(service.id, nextDay());
    const outcome = await race(Array.from({ length: RACERS }, () => slot!.assignments));
    expectOneWinner(outcome);
  }, 60_000);

  /** The same start with every employee that can take it there, sharing one workplace or machine. */
  async function sharedResource(kind: 'workplaceId' | 'machineId') {
    const p = t.app.services.prisma;
    const services = await p.service.findMany({
      where: { vendorId, deletedAt: null },
      include: { employees: true },
    });
    for (const service of services) {
      const date = nextDay();
      const [first] = (await slots(service.id, date)).filter((s) => s.assignments[0]?.[kind] != null);
      if (!first) continue;
      const shared = first.assignments[0]![kind];
      const variants: Ev[][] = [];
      for (const { employeeId } of service.employees) {
        const own = (await slots(service.id, date, employeeId)).find((s) => s.start === first.start);
        const ev = own?.assignments[0];
        if (ev && ev[kind] === shared) variants.push([ev]);
      }
      if (variants.length) return Array.from({ length: RACERS }, (_, i) => variants[i % variants.length]!);
    }
    throw new Error(`the demo vendor has no service using a ${kind}`);
  }

  it('one shared workplace: 1 booking, 49 "just booked"', async () => {
    const requests = await sharedResource('workplaceId');
    expectOneWinner(await race(requests));
  }, 120_000);

  it('one shared machine: 1 booking, 49 "just booked"', async () => {
    const requests = await sharedResource('machineId');
    expectOneWinner(await race(requests));
  }, 120_000);
});
