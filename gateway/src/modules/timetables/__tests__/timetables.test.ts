// Timetables, date exceptions and schedules through the running app, and their REST routes.
import moment from 'moment-timezone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field.
type Json = Record<string, any>;
const TZ = 'Europe/Zurich';
const TT = 'id employeeId type validFrom ranges { weekday start end locationId }';
const SAVE = `mutation ($input: TimetableInput!) { createTimetable(input: $input) {
  __typename ... on Timetable { ${TT} } ... on ValidationError { message errors } ... on Error { message } } }`;
const UPDATE = `mutation ($id: Int!, $input: TimetableInput!) { updateTimetable(id: $id, input: $input) {
  __typename ... on Timetable { ${TT} } ... on Error { message } } }`;
const LIST = `query ($e: Int) { timetables(employeeId: $e) { items { ${TT} } pagination { count limit } } }`;
const VERIFY_ADD = `query ($input: TimetableInput!) { verifyAddTimetable(input: $input) { count hasConflicts events { id employeeId start } } }`;
const VERIFY_DELETE = `query ($id: Int!) { verifyDeleteTimetable(id: $id) { count events { id } } }`;
const ADD_EXCEPTION = `mutation ($input: TimetableDateExceptionInput!) { createTimetableDateException(input: $input) {
  __typename ... on Timetable { ${TT} } ... on Error { message } } }`;
const EXCEPTIONS = `query ($e: Int, $past: Boolean) { timetableDateExceptions(employeeId: $e, past: $past) {
  items { id validFrom } pagination { count limit } } }`;
const DELETE_EXCEPTION = `mutation ($e: Int!, $date: Date!) { deleteTimetableDateException(employeeId: $e, date: $date) {
  __typename ... on DeleteResult { id } ... on Error { message } } }`;
const SCHEDULES = `query ($from: Date!, $to: Date!, $e: Int) { schedules(from: $from, to: $to, employeeId: $e) {
  date employeeId available isException summary timeRanges { start end location { shortName } possibleCategories } } }`;

describe('timetables and schedules', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let lucas: number;
  let emma: number;
  let lausanne: number;
  const today = moment.tz(TZ).format('YYYY-MM-DD');
  const inDays = (n: number) => moment.tz(TZ).add(n, 'days').format('YYYY-MM-DD');

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
    const p = t.app.services.prisma;
    lucas = (await p.employee.findFirstOrThrow({ where: { firstname: 'Lucas' } })).id;
    emma = (await p.employee.findFirstOrThrow({ where: { firstname: 'Emma' } })).id;
    lausanne = (await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } })).id;
  });
  afterAll(() => t.stop());

  const ranges = (start: string, end: string, weekdays = [1, 2, 3, 4, 5, 6, 7]) =>
    weekdays.map((weekday) => ({ weekday, start, end, locationId: lausanne }));

  it('only admins or employees with can_set_timetable change them', async () => {
    const input = { employeeId: lucas, type: 'RECURRING', validFrom: inDays(400), ranges: ranges('09:00', '17:00') };
    const refused = await t.gql(SAVE, { input }, tokens.staff);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await t.app.services.prisma.employee.update({ where: { id: lucas }, data: { canSetTimetable: true } });
    const allowed = await t.gql<{ createTimetable: Json }>(SAVE, { input }, tokens.staff);
    expect(allowed.data!.createTimetable.__typename).toBe('Timetable');
    // "Can set own timetables": another employee's stay out of reach, on every call.
    const others = { ...input, employeeId: emma };
    expect((await t.gql(SAVE, { input: others }, tokens.staff)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await t.gql<{ createTimetable: Json }>(SAVE, { input: others }, tokens.admin);
    const emmas = admin.data!.createTimetable.id as number;
    for (const [query, variables] of [
      [UPDATE, { id: emmas, input: others }],
      [VERIFY_ADD, { input: others }],
      [VERIFY_DELETE, { id: emmas }],
      ['mutation ($id: Int!) { deleteTimetable(id: $id) { __typename } }', { id: emmas }],
      [ADD_EXCEPTION, { input: { employeeId: emma, date: inDays(401), ranges: [] } }],
      [DELETE_EXCEPTION, { e: emma, date: inDays(401) }],
    ] as const) {
      const res = await t.gql(query, variables, tokens.staff);
      expect(res.errors?.[0]?.extensions?.code, query.slice(0, 40)).toBe('FORBIDDEN');
    }
    const rest = await fetch(`${t.url}/api/timetables/verify-delete/${emmas}.json`, {
      headers: { authorization: `Bearer ${tokens.staff}` },
    });
    expect(rest.status).toBe(403);
    await t.app.services.prisma.employee.update({ where: { id: lucas }, data: { canSetTimetable: false } });
  });

  it('warns when a range names a location where the employee has no workplace, for weeks and dates', async () => {
    const p = t.app.services.prisma;
    const vendorId = (await p.location.findUniqueOrThrow({ where: { id: lausanne } })).vendorId;
    const geneve = await p.location.create({
      data: { vendorId, name: 'Genève Rive test', shortName: 'GRT', slug: 'geneve-rive-test' },
    });
    const workplace = await p.workplace.create({ data: { vendorId, locationId: lausanne, name: 'Poste test' } });
    const nina = await p.employee.create({
      data: {
        vendorId,
        firstname: 'Nina',
        lastname: 'Lausannoise',
        workplaces: { create: [{ workplaceId: workplace.id }] },
      },
    });
    const where = await t.gql<Json>(
      'query ($id: Int!) { employee(id: $id) { workLocationIds } }',
      { id: nina.id },
      tokens.admin,
    );
    expect(where.data!.employee.workLocationIds).toEqual([lausanne]);
    const week = (locationId: number) => ({
      employeeId: nina.id,
      type: 'RECURRING',
      validFrom: inDays(500),
      ranges: [1, 2].map((weekday) => ({ weekday, start: '09:00', end: '17:00', locationId })),
    });
    const VERIFY = `query ($input: TimetableInput!) { verifyAddTimetable(input: $input) { locationsWithoutWorkplace } }`;
    const wrong = await t.gql<Json>(VERIFY, { input: week(geneve.id) }, tokens.admin);
    expect(wrong.data!.verifyAddTimetable.locationsWithoutWorkplace).toEqual([geneve.id]);
    const right = await t.gql<Json>(VERIFY, { input: week(lausanne) }, tokens.admin);
    expect(right.data!.verifyAddTimetable.locationsWithoutWorkplace).toEqual([]);
    const day = await t.gql<Json>(
      `query ($input: TimetableDateExceptionInput!) { verifyAddTimetableDateException(input: $input) { locationsWithoutWorkplace } }`,
      {
        input: {
          employeeId: nina.id,
          date: inDays(501),
          ranges: [{ start: '00:00', end: '23:59:59', locationId: geneve.id }],
        },
      },
      tokens.admin,
    );
    expect(day.data!.verifyAddTimetableDateException.locationsWithoutWorkplace).toEqual([geneve.id]);
  });

  it('validates ranges with nested field errors', async () => {
    const bad = await t.gql<{ createTimetable: Json }>(
      SAVE,
      {
        input: {
          employeeId: emma,
          type: 'RECURRING',
          validFrom: inDays(500),
          ranges: [
            { weekday: 1, start: '10:00', end: '09:00', locationId: lausanne },
            { weekday: 2, start: '25:00', end: '12:00', locationId: lausanne },
            { weekday: 3, start: '08:00', end: '12:00', locationId: 999999 },
          ],
        },
      },
      tokens.admin,
      'en',
    );
    expect(bad.data!.createTimetable).toMatchObject({
      __typename: 'ValidationError',
      errors: {
        'ranges.0.end': { afterTime: expect.any(String) },
        'ranges.1.start': { invalidTime: 'Invalid time' },
        'ranges.2.locationId': { invalid: expect.any(String) },
      },
    });
  });

  it('replaces one with the same start, keeps a started one when edited, lists newest first', async () => {
    const input = { employeeId: emma, type: 'RECURRING', validFrom: inDays(300), ranges: ranges('09:00', '12:00') };
    const a = await t.gql<{ createTimetable: Json }>(SAVE, { input }, tokens.admin);
    const b = await t.gql<{ createTimetable: Json }>(
      SAVE,
      { input: { ...input, ranges: ranges('10:00', '23:59:59', [1]) } },
      tokens.admin,
    );
    expect(b.data!.createTimetable.id).toBe(a.data!.createTimetable.id);
    expect(b.data!.createTimetable.ranges).toEqual([
      { weekday: 1, start: '10:00', end: '23:59:59', locationId: lausanne },
    ]);

    const list = await t.gql<{ timetables: Json }>(LIST, { e: emma }, tokens.staff);
    expect(list.data!.timetables.pagination.limit).toBe(25);
    const starts = list.data!.timetables.items.map((x: Json) => x.validFrom);
    expect(starts).toEqual([...starts].sort().reverse());
    const started = list.data!.timetables.items.at(-1);
    expect(started.validFrom < today).toBe(true);

    // Editing the timetable in force (started in the past) creates a new one from today.
    const edited = await t.gql<{ updateTimetable: Json }>(
      UPDATE,
      {
        id: started.id,
        input: { employeeId: emma, type: 'RECURRING', validFrom: started.validFrom, ranges: ranges('08:00', '18:00') },
      },
      tokens.admin,
    );
    expect(edited.data!.updateTimetable).toMatchObject({ validFrom: today });
    expect(edited.data!.updateTimetable.id).not.toBe(started.id);
    const after = await t.gql<{ timetables: Json }>(LIST, { e: emma }, tokens.staff);
    expect(after.data!.timetables.items.map((x: Json) => x.id)).toContain(started.id);
  });

  it('reports bookings a change or a deletion would leave without the employee', async () => {
    const p = t.app.services.prisma;
    const future = await p.event.count({ where: { employeeId: lucas, active: true, start: { gt: new Date() } } });
    expect(future).toBeGreaterThan(0);
    const off = { employeeId: lucas, type: 'RECURRING', validFrom: today, ranges: [] };
    const conflicts = await t.gql<{ verifyAddTimetable: Json }>(VERIFY_ADD, { input: off }, tokens.admin);
    expect(conflicts.data!.verifyAddTimetable.hasConflicts).toBe(true);
    expect(conflicts.data!.verifyAddTimetable.count).toBeGreaterThanOrEqual(future - 1);
    const same = await t.gql<{ verifyAddTimetable: Json }>(
      VERIFY_ADD,
      { input: { ...off, ranges: ranges('00:00', '23:59:59') } },
      tokens.admin,
    );
    expect(same.data!.verifyAddTimetable.count).toBe(0);
    const current = await p.timetable.findFirstOrThrow({
      where: { employeeId: lucas, type: 'RECURRING', validFrom: { lte: new Date() } },
    });
    const del = await t.gql<{ verifyDeleteTimetable: Json }>(VERIFY_DELETE, { id: current.id }, tokens.admin);
    expect(del.data!.verifyDeleteTimetable.count).toBeGreaterThan(0);
    // Nothing was changed by verifying.
    expect(await p.event.count({ where: { employeeId: lucas, active: true, start: { gt: new Date() } } })).toBe(future);
  });

  it('adds, lists and deletes date exceptions; schedules apply them and closed dates', async () => {
    const date = inDays(10);
    const added = await t.gql<{ createTimetableDateException: Json }>(
      ADD_EXCEPTION,
      { input: { employeeId: emma, date, ranges: [{ start: '14:00', end: '16:00', locationId: lausanne }] } },
      tokens.admin,
    );
    expect(added.data!.createTimetableDateException).toMatchObject({ type: 'EXCEPTIONAL', validFrom: date });
    // Another on the same date replaces it.
    const again = await t.gql<{ createTimetableDateException: Json }>(
      ADD_EXCEPTION,
      { input: { employeeId: emma, date, ranges: [] } },
      tokens.admin,
    );
    expect(again.data!.createTimetableDateException.id).toBe(added.data!.createTimetableDateException.id);
    const upcoming = await t.gql<{ timetableDateExceptions: Json }>(EXCEPTIONS, { e: emma, past: false }, tokens.staff);
    expect(upcoming.data!.timetableDateExceptions.pagination.limit).toBe(20);
    expect(upcoming.data!.timetableDateExceptions.items.map((x: Json) => x.validFrom)).toContain(date);
    const past = await t.gql<{ timetableDateExceptions: Json }>(EXCEPTIONS, { e: emma, past: true }, tokens.staff);
    expect(past.data!.timetableDateExceptions.items.map((x: Json) => x.validFrom)).not.toContain(date);

    const days = await t.gql<{ schedules: Json[] }>(SCHEDULES, { from: date, to: date, e: emma }, tokens.staff, 'en');
    expect(days.data!.schedules).toEqual([
      expect.objectContaining({ date, available: false, isException: true, timeRanges: [] }),
    ]);
    const deleted = await t.gql<{ deleteTimetableDateException: Json }>(
      DELETE_EXCEPTION,
      { e: emma, date },
      tokens.admin,
    );
    expect(deleted.data!.deleteTimetableDateException.__typename).toBe('DeleteResult');

    // Christmas is closed for every employee.
    const year = Number(today.slice(0, 4)) + (today.slice(5) > '12-25' ? 1 : 0);
    const xmas = await t.gql<{ schedules: Json[] }>(
      SCHEDULES,
      { from: `${year}-12-24`, to: `${year}-12-25` },
      tokens.staff,
    );
    for (const d of xmas.data!.schedules.filter((s) => s.date === `${year}-12-25`)) expect(d.available).toBe(false);
    const working = xmas.data!.schedules.find((s) => s.date === `${year}-12-24` && s.available);
    if (working) {
      expect(working.summary).toMatch(/\d\d:\d\d–\d\d:\d\d/);
      expect(working.timeRanges[0].possibleCategories.length).toBeGreaterThan(0);
    }
  });

  it('serves the REST routes', async () => {
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${t.url}/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.admin}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Json };
    };
    const list = await call('GET', `/timetables.json?employee_id=${emma}`);
    expect(list.status).toBe(200);
    expect(list.body.pagination.limit).toBe(25);
    expect(list.body.data[0]).toMatchObject({ employee_id: emma, type: 'RECURRING' });
    const date = inDays(12);
    const created = await call('POST', '/timetable-date-exceptions.json', {
      employee_id: emma,
      date,
      ranges: [{ start: '09:00', end: '10:00', location_id: lausanne }],
    });
    expect(created.status).toBe(201);
    const between = await call('GET', `/timetable-date-exceptions/${date}/${date}.json?employee_id=${emma}`);
    expect(between.body.data).toHaveLength(1);
    const verify = await call('GET', `/timetable-date-exceptions/verify-delete/${created.body.data.id}.json`);
    expect(verify.body.data).toMatchObject({ count: expect.any(Number) });
    expect((await call('POST', '/timetable-date-exceptions/delete.json', { employeeId: emma, date })).status).toBe(200);
    const schedules = await call(
      'GET',
      `/timetables/schedules-between-dates/${today}/${inDays(6)}.json?employee_id=${emma}`,
    );
    expect(schedules.body.data).toHaveLength(7);
    expect(schedules.body.data[0]).toHaveProperty('time_ranges');
    const weekday = await call('GET', `/timetables/weekday/${today}/${inDays(6)}.json`);
    expect(weekday.status).toBe(200);
    expect((await call('GET', '/timetables/count.json')).body.data.count).toBeGreaterThan(0);
    const bad = await call('POST', '/timetables.json', {
      employee_id: emma,
      valid_from: inDays(40),
      ranges: [{ weekday: 1, start: 'x', end: '10:00', location_id: lausanne }],
    });
    expect(bad.status).toBe(422);
  });
});
