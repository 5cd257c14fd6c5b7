// A customer's no-shows and late cancellations over the last 12 months, for the staff: what counts
// (a no-show, a cancellation by the customer inside the cancellation notice), what does not (a timely
// cancellation, one by the salon, one older than 12 months, another vendor's), and who may see them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingStatus } from '../../../generated/prisma/client.ts';
import { nowMs, resetClock, setClock } from '../../../lib/clock.ts';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { noShowWindowStart } from '../customer.stats.ts';

const RECORD = `query ($id: Int!) { customer(id: $id) { id
  noShowRecord { noShows lateCancellations since cancellationNoticeHours } } }`;
const HOUR = 3_600_000;

// biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field.
type Json = Record<string, any>;

describe('no-shows and late cancellations', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let vendorId: number;
  let locationId: number;
  let now: number;

  /** A past booking of the customer starting at `start` with one (inactive) event. */
  const booking = async (
    customerId: number,
    start: number,
    status: BookingStatus,
    extra: { closedAt?: Date; canceledByCustomer?: boolean; vendorId?: number; locationId?: number } = {},
  ) => {
    const v = extra.vendorId ?? vendorId;
    const at = new Date(start);
    const end = new Date(start + HOUR);
    return t.app.services.prisma.booking.create({
      data: {
        vendorId: v,
        locationId: extra.locationId ?? locationId,
        customerId,
        status,
        closedAt: extra.closedAt ?? null,
        canceledByCustomer: extra.canceledByCustomer ?? false,
        events: {
          create: [{ vendorId: v, start: at, end, customerStart: at, customerEnd: end, active: false }],
        },
      },
    });
  };
  const newCustomer = (lastname: string, v = vendorId) =>
    t.app.services.prisma.customer.create({ data: { vendorId: v, firstname: 'Test', lastname } });
  const record = async (id: number, token = tokens.staff) => {
    const res = await t.gql<{ customer: Json }>(RECORD, { id }, token, 'en');
    return res;
  };

  beforeAll(async () => {
    // The app's clock stands still for the window's edges.
    now = Date.UTC(2027, 5, 16, 8, 0);
    setClock(now, { frozen: true });
    t = await startTestApp();
    tokens = await seedAndLogin(t);
    const p = t.app.services.prisma;
    const vendor = await p.vendor.update({ where: { slug: 'salon-demo' }, data: { cancellationNotice: 24 } });
    vendorId = vendor.id;
    locationId = (await p.location.findFirstOrThrow({ where: { vendorId } })).id;
  });

  afterAll(async () => {
    resetClock();
    await t?.stop();
  });

  it('counts no-shows and late cancellations, not timely ones nor the salon’s', async () => {
    const c = await newCustomer('Counted');
    const start = now - 10 * 24 * HOUR;
    await booking(c.id, start, 'NO_SHOW');
    await booking(c.id, start - 24 * HOUR, 'NO_SHOW');
    // Cancelled by the customer 3 hours before the start, inside the 24 h notice: late.
    await booking(c.id, start - 48 * HOUR, 'CANCELED', {
      closedAt: new Date(start - 48 * HOUR - 3 * HOUR),
      canceledByCustomer: true,
    });
    // Cancelled by the customer 2 days before: in time.
    await booking(c.id, start - 72 * HOUR, 'CANCELED', {
      closedAt: new Date(start - 72 * HOUR - 48 * HOUR),
      canceledByCustomer: true,
    });
    // Cancelled by the salon an hour before: not the customer's.
    await booking(c.id, start - 96 * HOUR, 'CANCELED', { closedAt: new Date(start - 97 * HOUR) });
    // Executed and open bookings are no flags.
    await booking(c.id, start - 120 * HOUR, 'EXECUTED');

    const res = await record(c.id);
    expect(res.errors).toBeUndefined();
    expect(res.data!.customer.noShowRecord).toEqual({
      noShows: 2,
      lateCancellations: 1,
      since: new Date(Date.UTC(2026, 5, 16, 8, 0)).toISOString(),
      cancellationNoticeHours: 24,
    });
  });

  it('counts the bookings of the last 12 months by the app’s clock, to the minute', async () => {
    const c = await newCustomer('Window');
    const since = noShowWindowStart(nowMs()).getTime();
    expect(since).toBe(Date.UTC(2026, 5, 16, 8, 0));
    await booking(c.id, since, 'NO_SHOW'); // on the edge: counted
    await booking(c.id, since - 60_000, 'NO_SHOW'); // a minute older: not
    await booking(c.id, since + 60_000, 'CANCELED', { closedAt: new Date(since), canceledByCustomer: true });
    await booking(c.id, since - 2 * HOUR, 'CANCELED', {
      closedAt: new Date(since - 3 * HOUR),
      canceledByCustomer: true,
    });
    expect((await record(c.id)).data!.customer.noShowRecord).toMatchObject({ noShows: 1, lateCancellations: 1 });

    // A day later by the app's clock, the edge booking has left the window.
    setClock(now + 24 * HOUR, { frozen: true });
    try {
      expect((await record(c.id)).data!.customer.noShowRecord).toMatchObject({ noShows: 0, lateCancellations: 0 });
    } finally {
      setClock(now, { frozen: true });
    }
  });

  it('counts only the vendor’s own bookings', async () => {
    const p = t.app.services.prisma;
    const other = await p.vendor.create({
      data: { slug: 'other-no-shows', name: 'Other SA', publicName: 'Other', email: 'other-ns@example.ch' },
    });
    const otherLocation = await p.location.create({
      data: { vendorId: other.id, name: 'Elsewhere', shortName: 'ELS', slug: 'elsewhere' },
    });
    // The same person (one user) is a customer of both vendors.
    const user = await p.user.findFirstOrThrow({ where: { email: 'customer@salon-demo.ch' } });
    const here = await p.customer.findFirstOrThrow({ where: { vendorId, userId: user.id } });
    const there = await p.customer.create({
      data: { vendorId: other.id, userId: user.id, firstname: 'Same', lastname: 'Person' },
    });
    const before = (await record(here.id)).data!.customer.noShowRecord.noShows as number;
    for (const days of [3, 4, 5]) {
      await booking(there.id, now - days * 24 * HOUR, 'NO_SHOW', { vendorId: other.id, locationId: otherLocation.id });
    }
    // A booking row of the other vendor pointing at this vendor's customer is not counted either.
    await booking(here.id, now - 6 * 24 * HOUR, 'NO_SHOW', { vendorId: other.id, locationId: otherLocation.id });
    expect((await record(here.id)).data!.customer.noShowRecord.noShows).toBe(before);

    // This vendor's staff cannot read the other vendor's customer at all.
    const foreign = await record(there.id);
    expect(foreign.data?.customer ?? null).toBeNull();
  });

  it('is shown to staff only, never to the customer themself', async () => {
    const p = t.app.services.prisma;
    const own = await p.customer.findFirstOrThrow({ where: { vendorId, user: { email: 'customer@salon-demo.ch' } } });
    const res = await record(own.id, tokens.customer);
    expect(res.data!.customer).toMatchObject({ id: own.id, noShowRecord: null });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Staff read it over REST too; the customer is refused there.
    const rest = (token: string) =>
      fetch(`${t.url}/api/customers/no-shows/${own.id}.json`, {
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      });
    const staff = await rest(tokens.staff);
    expect(staff.status).toBe(200);
    const body = (await staff.json()) as { data: Json };
    expect(body.data.no_show_record).toMatchObject({ cancellation_notice_hours: 24 });
    expect((await rest(tokens.customer)).status).toBe(403);
  });
});
