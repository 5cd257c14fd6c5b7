// The staff calendar's query (`agendaEvents`) answers every event of the range shown, a team week or
// a day, counted by SQL in the same database: whatever the demo holds this week and today (its
// colourings: a service with processing time is one event per part, the agenda bench's case), and a
// week of everything a range can get wrong: a colouring's parts, events across midnight at both ends
// of the week, the night of the spring DST change (a 23-hour Sunday), an event ending where the week
// starts and one starting where it ends (neither is in it), a deleted employee's booking. Nothing of
// another vendor and nothing cancelled comes back.
import moment from 'moment-timezone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowMs } from '../../../lib/clock.ts';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

const TZ = 'Europe/Zurich';
const AGENDA = `query ($from: DateTime!, $to: DateTime!) { agendaEvents(from: $from, to: $to) { id } }`;
const CREATE = `mutation ($input: EventInput!) { createEvent(input: $input) {
  __typename ... on Event { id } ... on Error { message } } }`;
const EXPRESS = `mutation ($input: ExpressBookingInput!) { createExpressBooking(input: $input) {
  __typename ... on Booking { id events { id } } ... on Error { message } ... on ValidationError { errors } } }`;
const DELETE_EMPLOYEE = `mutation ($id: Int!) { deleteEmployee(id: $id) { __typename ... on Error { message } } }`;

/** The instants [from, to) of the local dates [first, first + days), as the calendar asks for them. */
const rangeOf = (first: string, days: number) => ({
  from: moment.tz(first, TZ).toISOString(),
  to: moment.tz(first, TZ).add(days, 'days').toISOString(),
});
const at = (local: string) => moment.tz(local, 'YYYY-MM-DD HH:mm', TZ).toISOString();

// The week of the spring DST change of 2031, far past the demo bookings: Monday 24 to Sunday 30 March.
const WEEK = '2031-03-24';

describe("the staff calendar's query answers every event of the range", () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let vendorId: number;
  const made: Record<string, number> = {};

  /** The ids of the vendor's active events whose time overlaps [from, to), by SQL. */
  const inDatabase = async ({ from, to }: { from: string; to: string }) =>
    (
      await t.app.services.prisma.$queryRaw<{ id: number }[]>`
        SELECT "id" FROM "Event" WHERE "vendorId" = ${vendorId} AND "active"
          AND "start" < ${new Date(to)} AND "end" > ${new Date(from)} ORDER BY "id"`
    ).map((r) => r.id);
  /** The ids the calendar's query answers for [from, to), sorted. */
  const answered = async (range: { from: string; to: string }) => {
    const res = await t.gql<{ agendaEvents: { id: number }[] }>(AGENDA, range, tokens.staff);
    expect(res.errors).toBeUndefined();
    return res.data!.agendaEvents.map((e) => e.id).sort((a, b) => a - b);
  };
  const create = async (input: Record<string, unknown>) => {
    const res = await t.gql<{ createEvent: { __typename: string; id: number } }>(CREATE, { input }, tokens.staff);
    expect(res.data?.createEvent.__typename).toBe('Event');
    return res.data!.createEvent.id;
  };

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
    const p = t.app.services.prisma;
    const location = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    vendorId = location.vendorId;
    const lucas = await p.employee.findFirstOrThrow({ where: { firstname: 'Lucas' } });
    const poste = await p.workplace.findFirstOrThrow({ where: { name: 'Poste 2' } });
    const colour = await p.service.findFirstOrThrow({ where: { translations: { some: { name: 'Coloration' } } } });
    const night = await p.employee.create({ data: { vendorId, firstname: 'Nuit', lastname: 'Tardive' } });
    const gone = await p.employee.create({ data: { vendorId, firstname: 'Parti', lastname: 'Depuis' } });

    // A colouring booked as staff book it: applying, processing (Lucas is free), rinsing: two events.
    // The salon takes bookings years ahead, so that the week is a fixed one.
    await p.vendor.update({ where: { id: vendorId }, data: { availableBookingsInterval: 10 * 366 } });
    const booked = await t.gql<{ createExpressBooking: { __typename: string; events: { id: number }[] } }>(
      EXPRESS,
      {
        input: {
          vendorId,
          locationId: location.id,
          events: [
            { serviceId: colour.id, employeeId: lucas.id, workplaceId: poste.id, localStart: '2031-03-26 10:00' },
          ],
        },
      },
      tokens.staff,
    );
    expect(booked.data?.createExpressBooking, JSON.stringify(booked)).toMatchObject({ __typename: 'Booking' });
    const parts = booked.data!.createExpressBooking.events.map((e) => e.id);
    expect(parts).toHaveLength(2);
    [made.colourApplying, made.colourRinsing] = parts;

    const privateEvent = (start: string, end: string, employeeId: number = night.id) =>
      create({ kind: 'PRIVATE', employeeId, start: at(start), end: at(end), summary: 'Inventaire' });
    made.acrossMonday = await privateEvent('2031-03-23 23:30', '2031-03-24 00:30');
    made.acrossNextMonday = await privateEvent('2031-03-30 23:30', '2031-03-31 00:30');
    // 01:30 to 03:30 on the 23-hour Sunday: one hour long (02:00 to 03:00 does not exist).
    made.dstNight = await privateEvent('2031-03-30 01:30', '2031-03-30 03:30');
    // Lucas's evening and night, beside the ones above: they touch the week without being in it.
    made.endsAtMonday = await privateEvent('2031-03-23 22:00', '2031-03-24 00:00', lucas.id);
    made.startsAtNextMonday = await privateEvent('2031-03-31 00:00', '2031-03-31 01:00', lucas.id);
    // Booked with an employee who leaves: the booking keeps them.
    made.deletedEmployee = await privateEvent('2031-03-25 11:00', '2031-03-25 12:00', gone.id);
    const deleted = await t.gql<{ deleteEmployee: { __typename: string } }>(
      DELETE_EMPLOYEE,
      { id: gone.id },
      tokens.admin,
    );
    expect(deleted.data?.deleteEmployee.__typename).toBe('DeleteResult');

    // Cancelled (inactive) and another vendor's, in the middle of the week.
    const start = new Date(at('2031-03-27 15:00'));
    const end = new Date(at('2031-03-27 16:00'));
    const times = { start, end, customerStart: start, customerEnd: end };
    made.cancelled = (await p.event.create({ data: { vendorId, employeeId: night.id, active: false, ...times } })).id;
    const foreign = await p.vendor.create({
      data: { slug: 'autre-salon', name: 'Autre SA', publicName: 'Autre', email: 'autre@example.ch' },
    });
    made.foreign = (await p.event.create({ data: { vendorId: foreign.id, ...times } })).id;
  });
  afterAll(() => t.stop());

  it('in a week of edge cases, and on its 23-hour Sunday', async () => {
    const week = rangeOf(WEEK, 7);
    const expected = await inDatabase(week);
    expect(await answered(week)).toEqual(expected);
    // The cases are in the week as the database counts it, or out of it.
    const inWeek = [
      'colourApplying',
      'colourRinsing',
      'acrossMonday',
      'acrossNextMonday',
      'dstNight',
      'deletedEmployee',
    ] as const;
    expect(expected).toEqual(expect.arrayContaining(inWeek.map((k) => made[k])));
    for (const k of ['endsAtMonday', 'startsAtNextMonday', 'cancelled', 'foreign'] as const) {
      expect(expected).not.toContain(made[k]);
    }

    const sunday = rangeOf('2031-03-30', 1);
    expect(Date.parse(sunday.to) - Date.parse(sunday.from)).toBe(23 * 3_600_000);
    const sundayEvents = await inDatabase(sunday);
    expect(await answered(sunday)).toEqual(sundayEvents);
    expect(sundayEvents).toEqual([made.acrossNextMonday, made.dstNight].sort((a, b) => a - b));

    // Each day of the week on its own: the same events, each on the days it touches.
    for (let day = 0; day < 7; day++) {
      const range = rangeOf(moment(WEEK).add(day, 'days').format('YYYY-MM-DD'), 1);
      expect(await answered(range)).toEqual(await inDatabase(range));
    }
  });

  it("in the demo's week and day of today", async () => {
    const today = moment.tz(nowMs(), TZ).format('YYYY-MM-DD');
    const monday = moment(today).isoWeekday(1).format('YYYY-MM-DD');
    const week = rangeOf(monday, 7);
    const expected = await inDatabase(week);
    expect(expected.length).toBeGreaterThan(0);
    expect(await answered(week)).toEqual(expected);
    const day = rangeOf(today, 1);
    expect(await answered(day)).toEqual(await inDatabase(day));
  });
});
