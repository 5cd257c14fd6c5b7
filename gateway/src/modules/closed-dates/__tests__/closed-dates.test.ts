// Closed dates: at least one location (spec §5), admin writes, staff reads, vendors kept apart,
// and a closed day has no availability at its locations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/index.ts';
import { nowMs, resetClock, setClock } from '../../../lib/clock.ts';
import { login, seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

const CREATE = `mutation ($input: ClosedDateInput!) { createClosedDate(input: $input) {
  __typename ... on ClosedDate { id date description locationIds bookingsCount } ... on ValidationError { message errors } } }`;
const UPDATE = `mutation ($id: Int!, $input: ClosedDateInput!) { updateClosedDate(id: $id, input: $input) {
  __typename ... on ClosedDate { id date locationIds } ... on Error { message } } }`;
const DELETE = `mutation ($id: Int!) { deleteClosedDate(id: $id) { __typename ... on DeleteResult { id } ... on Error { message } } }`;
const LIST = `query { closedDates(past: false) { items { id date } pagination { count } } }`;
const DATES = `query ($input: AvailabilityRangeInput!) { availableDates(input: $input) { date } }`;

describe('closed dates', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
  });
  afterAll(() => t.stop());

  it('needs a date and at least one location, and closes availability on that day', async () => {
    const p = t.app.services.prisma;
    const lausanne = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    const service = await p.service.findFirstOrThrow({ where: { translations: { some: { name: 'Coupe homme' } } } });
    const range = { vendorId: lausanne.vendorId, locationId: lausanne.id, services: [{ id: service.id }] };
    const from = new Date(Date.now() + 2 * 86400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 20 * 86400_000).toISOString().slice(0, 10);
    const before = await t.gql<{ availableDates: { date: string }[] }>(DATES, {
      input: { ...range, dateFrom: from, dateTo: to },
    });
    const day = before.data!.availableDates[0]!.date;

    const invalid = await t.gql<{ createClosedDate: Record<string, unknown> }>(
      CREATE,
      { input: { description: 'x', locationIds: [] } },
      tokens.admin,
    );
    expect(invalid.data!.createClosedDate).toMatchObject({
      __typename: 'ValidationError',
      errors: { date: { required: 'Obligatoire' }, locationIds: { closedDateLocations: expect.any(String) } },
    });
    const staff = await t.gql(CREATE, { input: { date: day, locationIds: [lausanne.id] } }, tokens.staff);
    expect(staff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const created = await t.gql<{ createClosedDate: { id: number; date: string; bookingsCount: number } }>(
      CREATE,
      { input: { date: day, description: 'Inventaire', locationIds: [lausanne.id] } },
      tokens.admin,
    );
    expect(created.data!.createClosedDate).toMatchObject({ date: day });
    const after = await t.gql<{ availableDates: { date: string }[] }>(DATES, {
      input: { ...range, dateFrom: from, dateTo: to },
    });
    expect(after.data!.availableDates.map((d) => d.date)).not.toContain(day);

    const list = await t.gql<{ closedDates: { items: { id: number }[] } }>(LIST, {}, tokens.staff);
    expect(list.data!.closedDates.items.map((c) => c.id)).toContain(created.data!.createClosedDate.id);

    const id = created.data!.createClosedDate.id;
    const moved = await t.gql<{ updateClosedDate: { date: string } }>(
      UPDATE,
      { id, input: { date: to } },
      tokens.admin,
    );
    expect(moved.data!.updateClosedDate.date).toBe(to);
    const reopened = await t.gql<{ availableDates: { date: string }[] }>(DATES, {
      input: { ...range, dateFrom: from, dateTo: to },
    });
    expect(reopened.data!.availableDates.map((d) => d.date)).toContain(day);
    expect(
      (await t.gql<{ deleteClosedDate: { id: number } }>(DELETE, { id }, tokens.admin)).data!.deleteClosedDate.id,
    ).toBe(id);
  });

  it('lists the closed dates in date order, the next one first', async () => {
    const p = t.app.services.prisma;
    const lausanne = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    const day = (days: number) => new Date(nowMs() + days * 86400_000).toISOString().slice(0, 10);
    // Created out of order.
    for (const days of [60, 45, 52]) {
      const res = await t.gql<{ createClosedDate: { __typename: string } }>(
        CREATE,
        { input: { date: day(days), description: `Fermé ${days}`, locationIds: [lausanne.id] } },
        tokens.admin,
      );
      expect(res.data!.createClosedDate.__typename).toBe('ClosedDate');
    }
    const list = await t.gql<{ closedDates: { items: { date: string }[] } }>(LIST, {}, tokens.staff);
    const dates = list.data!.closedDates.items.map((c) => c.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.filter((d) => [day(45), day(52), day(60)].includes(d))).toEqual([day(45), day(52), day(60)]);
  });

  it("keeps a closed date upcoming until the salon's midnight, not UTC's", async () => {
    const p = t.app.services.prisma;
    const lausanne = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    const closed = await p.closedDate.create({
      data: {
        vendorId: lausanne.vendorId,
        date: new Date('2031-03-09T00:00:00Z'),
        description: 'midnight',
        locations: { connect: [{ id: lausanne.id }] },
      },
    });
    const upcoming = async () => {
      const res = await t.gql<{ closedDates: { items: { id: number }[] } }>(
        'query { closedDates(past: false, limit: 100) { items { id } } }',
        {},
        await login(t, 'admin@salon-demo.ch'),
      );
      return res.data!.closedDates.items.some((c) => c.id === closed.id);
    };
    try {
      // 23:30 in Zurich on 9 March (22:30 UTC): the day is today, still upcoming.
      setClock(new Date('2031-03-09T22:30:00Z'));
      expect(await upcoming()).toBe(true);
      // 00:30 in Zurich on 10 March, still 9 March in UTC: past.
      setClock(new Date('2031-03-09T23:30:00Z'));
      expect(await upcoming()).toBe(false);
    } finally {
      resetClock();
      await p.closedDate.delete({ where: { id: closed.id } });
    }
  });

  it('is invisible and unchangeable for another vendor, by GraphQL and REST', async () => {
    const p = t.app.services.prisma;
    const mine = await p.closedDate.findFirstOrThrow();
    const other = await p.vendor.create({
      data: { slug: 'other-cd', name: 'Other CD', publicName: 'Other CD', email: 'o@cd.ch' },
    });
    const user = await p.user.create({
      data: {
        email: 'admin@cd.ch',
        passwordHash: await hashPassword('secret1'),
        role: 3,
        verified: true,
        firstname: 'A',
        lastname: 'D',
      },
    });
    await p.employee.create({ data: { vendorId: other.id, userId: user.id, firstname: 'A', lastname: 'D' } });
    const token = await login(t, 'admin@cd.ch', 'secret1');
    const read = await fetch(`${t.url}/api/closed-dates/${mine.id}.json`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.status).toBe(404);
    const removed = await t.gql<{ deleteClosedDate: { __typename: string } }>(DELETE, { id: mine.id }, token);
    expect(removed.data!.deleteClosedDate.__typename).toBe('NotFoundError');
    expect(await p.closedDate.count({ where: { id: mine.id } })).toBe(1);
    const own = await fetch(`${t.url}/api/closed-dates.json?past=true`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    const body = (await own.json()) as { data: { id: number }[]; pagination: { count: number } };
    expect(body.data.map((c) => c.id)).toContain(mine.id);
    expect(body.pagination.count).toBeGreaterThan(0);
  });
});
