// Two gateway processes (real child processes) on one PostgreSQL database and one Redis behave as
// one: live events cross processes (never vendors), tokens and login limits are shared, and the
// reminder and e-mail schedulers of both deliver each message exactly once. Without Redis a second
// gateway refuses to start. Runs when DATABASE_URL (and, for the shared part, REDIS_URL) is set.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../seed/demo.data.ts';
import { type Database, openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { hashPassword } from '../../modules/auth/index.ts';
import { LOGIN } from '../fixtures.ts';
import { type GatewayProcess, runGatewayExpectingExit, startGateway } from '../gateway-process.ts';
import { createPostgresDatabase, type GraphQLBody } from '../harness.ts';
import { type LiveSubscription, subscribe, waitFor } from '../live.ts';
import { type SmtpCounter, startSmtpCounter } from '../smtp.ts';

const pgUrl = process.env.DATABASE_URL;
// Each gateway compiles its sources through tsx at start: slow on a busy two-core machine.
const START_TIMEOUT = 240_000;
const redisUrl = process.env.REDIS_URL;

const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  start assignments { serviceId employeeId workplaceId machineId start } } }`;
const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on Booking { id events { id } } ... on ConflictError { message } ... on ValidationError { message errors } } }`;
const CHANGES = `subscription ($from: DateTime!, $to: DateTime!) { calendarEventsChanged(from: $from, to: $to) {
  type eventId event { id bookingId } } }`;
const LOCATION = `query { locationBySlug(vendorSlug: "salon-demo", locationSlug: "lausanne-centre") {
  id vendor { id legalConditions { id } } services { id name } } }`;

type Change = { type: string; eventId: number; event: { id: number; bookingId: number } | null };

async function gql<T>(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GraphQLBody<T>;
}

async function login(url: string, user: string, password: string) {
  const res = await gql<{ login: { __typename: string; token?: string } }>(url, LOGIN, { u: user, p: password });
  return res;
}

async function token(url: string, user: string, password = DEMO_PASSWORD) {
  const res = await login(url, user, password);
  if (!res.data?.login.token) throw new Error(`login failed: ${JSON.stringify(res)}`);
  return res.data.login.token;
}

/** A fresh database, migrated, with vendor ids far from other test files' (Redis channels are per vendor id). */
async function freshDatabase() {
  const database = await createPostgresDatabase(pgUrl!);
  const db = await openDatabase({ databaseUrl: database.url });
  await migrate(db.sql);
  await db.prisma.$executeRawUnsafe(
    `SELECT setval('"Vendor_id_seq"', ${100_000 + Math.floor(Math.random() * 1_000_000_000)})`,
  );
  return { database, db };
}

describe.runIf(pgUrl && redisUrl)('two gateway processes on one PostgreSQL database and Redis', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let db: Database;
  let a: GatewayProcess;
  let b: GatewayProcess;
  let smtp: SmtpCounter;
  const subscriptions: LiveSubscription<Change>[] = [];

  beforeAll(async () => {
    ({ database, db } = await freshDatabase());
    await seedDemo(db.prisma);
    smtp = await startSmtpCounter();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gw-')),
      LOGIN_MAX_FAILURES: '4',
      SMTP_URL: smtp.url,
      NOTIFICATIONS_INTERVAL_SECONDS: '1',
    };
    [a, b] = await Promise.all([startGateway(env), startGateway(env)]);
  }, START_TIMEOUT);
  afterAll(async () => {
    for (const s of subscriptions) await s.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await db?.close();
    await database?.drop();
  });

  it('accepts a login token of gateway A on gateway B', async () => {
    const staff = await token(a.url, DEMO_LOGINS.staff);
    const me = await gql<{ me: { email: string } }>(b.url, 'query { me { email } }', {}, staff);
    expect(me.data?.me.email).toBe(DEMO_LOGINS.staff);
    const forged = await gql(b.url, 'query { me { email } }', {}, `${staff.slice(0, -4)}AAAA`);
    expect(forged.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('ends a session on every gateway at once: logged out on A, refused on B within a second', async () => {
    const staff = await token(a.url, DEMO_LOGINS.staff);
    const other = await token(b.url, DEMO_LOGINS.staff);
    // Both gateways have the session in their cache.
    for (const url of [a.url, b.url]) {
      const me = await gql<{ me: { email: string } }>(url, 'query { me { email } }', {}, staff);
      expect(me.data?.me.email).toBe(DEMO_LOGINS.staff);
    }
    await gql(a.url, 'mutation { logout }', {}, staff);
    const ended = Date.now();
    await expect
      .poll(async () => (await gql(b.url, 'query { me { email } }', {}, staff)).errors?.[0]?.extensions?.code, {
        timeout: 1000,
        interval: 50,
      })
      .toBe('UNAUTHENTICATED');
    expect(Date.now() - ended).toBeLessThan(1000);
    // The staff member's other session goes on, on both.
    for (const url of [a.url, b.url]) {
      expect((await gql(url, 'query { me { email } }', {}, other)).errors).toBeUndefined();
    }
  });

  it('counts failed logins across both gateways', async () => {
    const name = `nobody-${randomBytes(4).toString('hex')}@example.ch`;
    // LOGIN_MAX_FAILURES=4: two failures on each gateway spend them.
    for (const url of [a.url, b.url, a.url, b.url]) {
      const res = await login(url, name, 'wrong');
      expect(res.data?.login.__typename).toBe('ValidationError');
    }
    for (const url of [a.url, b.url]) {
      const res = await login(url, name, 'wrong');
      expect(res.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    }
    // A real account blocked on A is blocked on B too, even with the right password.
    for (const url of [a.url, b.url, a.url, b.url]) await login(url, DEMO_LOGINS.admin, 'wrong');
    const blocked = await login(b.url, DEMO_LOGINS.admin, DEMO_PASSWORD);
    expect(blocked.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('delivers a booking made through A to staff subscriptions on A and B, and to no other vendor', async () => {
    const staff = await token(b.url, DEMO_LOGINS.staff);
    const customer = await token(a.url, DEMO_LOGINS.customer);
    // Another vendor with its own admin, subscribed on both gateways.
    const other = await db.prisma.vendor.create({
      data: { slug: 'other', name: 'Other SA', publicName: 'Other', email: 'o@other.ch', liveMode: true },
    });
    const boss = await db.prisma.user.create({
      data: {
        email: 'boss@other.ch',
        passwordHash: await hashPassword('secret1'),
        role: 3,
        verified: true,
        firstname: 'B',
        lastname: 'O',
      },
    });
    await db.prisma.employee.create({ data: { vendorId: other.id, userId: boss.id, firstname: 'B', lastname: 'O' } });
    const otherToken = await token(a.url, 'boss@other.ch', 'secret1');

    const page = await gql<{
      locationBySlug: {
        id: number;
        vendor: { id: number; legalConditions: { id: number }[] };
        services: { id: number }[];
      };
    }>(a.url, LOCATION, {});
    const location = page.data!.locationBySlug;
    const date = new Date(Date.now() + 3 * 86400_000).toISOString().slice(0, 10);
    let slot: { assignments: Record<string, unknown>[] } | undefined;
    for (let d = 0; d < 14 && !slot; d++) {
      const day = new Date(Date.now() + (3 + d) * 86400_000).toISOString().slice(0, 10);
      const slots = await gql<{ availableSlots: { assignments: Record<string, unknown>[] }[] }>(a.url, SLOTS, {
        input: {
          vendorId: location.vendor.id,
          locationId: location.id,
          services: [{ id: location.services[0]!.id }],
          date: day,
        },
      });
      slot = slots.data?.availableSlots[0];
    }
    expect(slot, `a free slot from ${date}`).toBeDefined();

    const range = {
      from: new Date(Date.now() - 86400_000).toISOString(),
      to: new Date(Date.now() + 30 * 86400_000).toISOString(),
    };
    const onA = subscribe<Change>(a.url, staff, CHANGES, range);
    const onB = subscribe<Change>(b.url, staff, CHANGES, range);
    const otherOnA = subscribe<Change>(a.url, otherToken, CHANGES, range);
    const otherOnB = subscribe<Change>(b.url, otherToken, CHANGES, range);
    subscriptions.push(onA, onB, otherOnA, otherOnB);
    await Promise.all(subscriptions.map((s) => s.started));

    const booked = await gql<{ createBooking: { __typename: string; id: number; events: { id: number }[] } }>(
      a.url,
      BOOK,
      {
        input: {
          vendorId: location.vendor.id,
          locationId: location.id,
          events: slot!.assignments.map((x) => ({
            serviceId: x.serviceId,
            employeeId: x.employeeId,
            workplaceId: x.workplaceId,
            machineId: x.machineId,
            start: x.start,
          })),
          legalConditions: location.vendor.legalConditions.map((c) => ({ id: c.id, accepted: true })),
        },
      },
      customer,
    );
    expect(booked.data?.createBooking.__typename).toBe('Booking');
    const { id: bookingId, events } = booked.data!.createBooking;

    await waitFor(() => onA.received.length > 0 && onB.received.length > 0);
    for (const live of [onA, onB]) {
      expect(live.received).toEqual([
        { type: 'CREATED', eventId: events[0]!.id, event: { id: events[0]!.id, bookingId } },
      ]);
      expect(live.errors).toEqual([]);
    }
    // Give a stray cross-vendor delivery time to arrive before checking there was none.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(otherOnA.received).toEqual([]);
    expect(otherOnB.received).toEqual([]);
  });

  it('sends every reminder and outbox e-mail exactly once with both schedulers running', async () => {
    const p = db.prisma;
    const vendor = await p.vendor.update({
      where: { slug: 'salon-demo' },
      data: { reminderEmailEnabled: true, reminderEmailHours: 24 },
    });
    const location = await p.location.findFirstOrThrow({ where: { vendorId: vendor.id } });
    const service = await p.serviceTranslation.findFirstOrThrow({ where: { name: 'Coupe femme' } });
    // 40 bookings made two days ago for in 10 hours (no employee: no overlap constraint): reminders due now.
    const bookingIds: number[] = [];
    for (let i = 0; i < 40; i++) {
      const customer = await p.customer.create({
        data: { vendorId: vendor.id, firstname: `R${i}`, lastname: 'Twice', email: `twice${i}@example.ch` },
      });
      const start = new Date(Date.now() + 10 * 3600_000 + i * 60_000);
      const end = new Date(start.getTime() + 30 * 60_000);
      const booking = await p.booking.create({
        data: {
          vendorId: vendor.id,
          customerId: customer.id,
          locationId: location.id,
          createdAt: new Date(Date.now() - 2 * 86400_000),
          events: {
            create: [
              {
                vendorId: vendor.id,
                serviceId: service.serviceId,
                locationId: location.id,
                start,
                end,
                customerStart: start,
                customerEnd: end,
              },
            ],
          },
        },
      });
      bookingIds.push(booking.id);
    }
    // Both gateways tick every second; wait until the outbox is empty and every reminder is sent.
    await waitFor(() => smtp.delivered.filter((d) => d.startsWith('twice')).length >= 40, 30_000);
    const settle = async () => {
      const pending = await p.emailMessage.count({ where: { status: 'PENDING' } });
      const unsent = await p.reminder.count({ where: { sentAt: null } });
      return pending === 0 && unsent === 0;
    };
    for (let i = 0; i < 60 && !(await settle()); i++) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await settle()).toBe(true);
    // Two more ticks of each scheduler: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 2500));

    const sent = await p.emailMessage.findMany({ where: { status: 'SENT' } });
    expect(await p.reminder.count({ where: { bookingId: { in: bookingIds } } })).toBe(40);
    // 40 reminders plus the confirmation of the booking made through gateway A.
    expect(sent.length).toBeGreaterThanOrEqual(41);
    expect(smtp.delivered).toHaveLength(sent.length);
    // Each outbox row reached its recipient once: the same multiset of recipients, no extra copy.
    expect([...smtp.delivered].sort()).toEqual(sent.map((m) => m.to).sort());
    for (let i = 0; i < 40; i++) expect(smtp.delivered.filter((d) => d === `twice${i}@example.ch`)).toHaveLength(1);
  }, 120_000);
});

describe.runIf(pgUrl)('a second gateway without Redis', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let db: Database;
  let first: GatewayProcess | undefined;
  beforeAll(async () => {
    ({ database, db } = await freshDatabase());
  });
  afterAll(async () => {
    await first?.stop();
    await db?.close();
    await database?.drop();
  });

  it(
    'refuses to start on a PostgreSQL database another gateway already serves, and starts once it is free',
    async () => {
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: '',
        JWT_SECRET: 'x'.repeat(32),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gw-')),
        NOTIFICATIONS_INTERVAL_SECONDS: '0',
      };
      first = await startGateway(env);
      const second = await runGatewayExpectingExit(env);
      expect(second.code).toBe(1);
      expect(second.output).toContain('Another gateway already serves this PostgreSQL database');
      // A gateway with Redis cannot join one without it either.
      const withRedis = await runGatewayExpectingExit({ ...env, REDIS_URL: 'redis://127.0.0.1:6379' });
      expect(withRedis.code).toBe(1);
      expect(withRedis.output).toContain('Another gateway without REDIS_URL already serves');
      // The lock goes with the process.
      await first.stop();
      first = await startGateway(env);
      const health = await fetch(`${first.url}/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'postgres' });
    },
    4 * START_TIMEOUT,
  );
});
