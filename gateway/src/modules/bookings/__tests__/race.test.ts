// Customers racing for one slot: exactly one wins, every other gets the spec's error, and the
// database holds no overlapping events. On PostgreSQL the requests run on parallel connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password.ts';
import { login, seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

const RACERS = 12;
const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) { start assignments { serviceId employeeId workplaceId machineId start } } }`;
const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on Booking { id } ... on ConflictError { message } ... on ValidationError { message } } }`;

describe('racing for the same slot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await seedAndLogin(t);
  });
  afterAll(() => t.stop());

  it(`lets exactly one of ${RACERS} concurrent customers book it`, async () => {
    const p = t.app.services.prisma;
    const passwordHash = await hashPassword('secret1');
    const tokens: string[] = [];
    for (let i = 0; i < RACERS; i++) {
      await p.user.create({
        data: {
          email: `racer${i}@example.ch`,
          passwordHash,
          firstname: 'Racer',
          lastname: String(i),
          role: 1,
          verified: true,
        },
      });
      tokens.push(await login(t, `racer${i}@example.ch`, 'secret1'));
    }
    const vendor = await p.vendor.findUniqueOrThrow({
      where: { slug: 'salon-demo' },
      include: { legalConditions: true },
    });
    const location = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    const service = await p.service.findFirstOrThrow({ where: { translations: { some: { name: 'Coupe homme' } } } });
    // A weekday a few days ahead.
    let date = new Date(Date.now() + 3 * 86400_000);
    while ([0, 6].includes(date.getUTCDay())) date = new Date(date.getTime() + 86400_000);
    const day = date.toISOString().slice(0, 10);
    const slots = await t.gql<{ availableSlots: { start: string; assignments: Record<string, unknown>[] }[] }>(SLOTS, {
      input: { vendorId: vendor.id, locationId: location.id, services: [{ id: service.id }], date: day },
    });
    const slot = slots.data!.availableSlots[0]!;
    const input = {
      vendorId: vendor.id,
      locationId: location.id,
      events: slot.assignments.map(({ serviceId, employeeId, workplaceId, machineId, start }) => ({
        serviceId,
        employeeId,
        workplaceId,
        machineId,
        start,
      })),
      legalConditions: vendor.legalConditions.map((c) => ({ id: c.id, accepted: true })),
    };

    const results = await Promise.all(
      tokens.map((token) =>
        t.gql<{ createBooking: { __typename: string; message?: string } }>(BOOK, { input }, token, 'en'),
      ),
    );
    const kinds = results.map((r) => r.data?.createBooking.__typename ?? JSON.stringify(r.errors));
    expect(kinds.filter((k) => k === 'Booking')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'ConflictError')).toHaveLength(RACERS - 1);
    for (const r of results.filter((x) => x.data?.createBooking.__typename === 'ConflictError')) {
      expect(r.data!.createBooking.message).toBe(
        'The chosen slot was just booked by someone else and is no longer available.',
      );
    }

    // Whatever the path, the database holds no overlap for any employee, workplace or machine.
    const overlaps = await t.app.services.db.sql.session((exec) =>
      exec(`SELECT count(*)::int AS n FROM "Event" a JOIN "Event" b ON a.id < b.id AND a.active AND b.active
        AND ((a."employeeId" = b."employeeId" AND tstzrange(a.start, a."end") && tstzrange(b.start, b."end"))
          OR (a."workplaceId" = b."workplaceId" AND a."bookingId" IS DISTINCT FROM b."bookingId"
              AND tstzrange(a."customerStart", a."customerEnd") && tstzrange(b."customerStart", b."customerEnd")))`),
    );
    expect((overlaps[0] as { n: number }).n).toBe(0);
  });
});
