// Two-way calendar sync against a real CalDAV server: Debian's Radicale, started on a free port
// with its own storage and a plain-text password file. An employee connects her calendar (the
// password stored encrypted), her bookings appear there (written, moved, removed by the job queue),
// a private event put there by another client removes the matching slots after a sync, and
// disconnecting gives them back. Another vendor's admin and another employee cannot see or change
// the connection, and without the private-targets switch a local server is refused.
import ICAL from 'ical.js';
import { createDAVClient } from 'tsdav';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../../lib/clock.ts';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { startRadicale } from '../../../test/radicale.ts';

const USER = 'lucas';
const PASSWORD = 'app-password-1';

const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  start assignments { serviceId employeeId workplaceId machineId start } } }`;
const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on Booking { id } ... on Error { message } } }`;
const UPDATE = `mutation ($id: Int!, $input: UpdateBookingInput!) { updateBooking(id: $id, input: $input) {
  __typename ... on Booking { id } ... on Error { message } } }`;
const CANCEL = `mutation ($id: Int!) { cancelBooking(id: $id, message: "sorry") { __typename ... on Error { message } } }`;
const FIELDS = 'id employeeId provider serverUrl calendarUrl calendarName username lastSyncAt lastSyncError busyCount';
const CONNECT = `mutation ($input: ConnectCalendarInput!) { connectCalendar(input: $input) {
  __typename ... on CalendarConnection { ${FIELDS} } ... on ValidationError { message errors } ... on Error { message } } }`;
const SYNC = `mutation ($e: Int) { syncCalendar(employeeId: $e) {
  __typename ... on CalendarConnection { ${FIELDS} } ... on Error { message } } }`;
const DISCONNECT = `mutation ($e: Int) { disconnectCalendar(employeeId: $e) {
  __typename ... on DeleteResult { id } ... on Error { message } } }`;
const CONNECTION = `query ($e: Int) { calendarConnection(employeeId: $e) { ${FIELDS} } }`;
const SIGN_UP = `mutation ($input: VendorSignUpInput!) { signUpVendor(input: $input) {
  __typename ... on AuthPayload { token } ... on ValidationError { errors } } }`;

type Slot = { start: string; assignments: Record<string, unknown>[] };
type Connection = {
  id: number;
  calendarUrl: string;
  lastSyncAt: string | null;
  lastSyncError: string | null;
  busyCount: number;
};

describe('calendar sync (CalDAV, Radicale)', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let radicale: Awaited<ReturnType<typeof startRadicale>>;
  let dav: Awaited<ReturnType<typeof createDAVClient>>;
  let calendarUrl: string;
  let base: { vendorId: number; locationId: number; services: { id: number }[] };
  let legal: { id: number; accepted: boolean }[];
  let lucas: number;
  let sophie: number;
  let adminB: string;
  const DAY = '2027-06-08'; // a Tuesday Lucas works

  const slots = async (employeeId = lucas) =>
    (await t.gql<{ availableSlots: Slot[] }>(SLOTS, { input: { ...base, date: DAY, employeeId } })).data!
      .availableSlots;
  const eventsOf = (slot: Slot) =>
    slot.assignments.map(({ serviceId, employeeId, workplaceId, machineId, start }) => ({
      serviceId,
      employeeId,
      workplaceId,
      machineId,
      start,
    }));
  const slotAt = (list: Slot[], iso: string) => list.find((s) => s.start === iso);
  const remoteObjects = async () => {
    const objects = await dav.fetchCalendarObjects({ calendar: { url: calendarUrl } as never });
    return objects.map((o) => {
      const vevent = new ICAL.Component(ICAL.parse(o.data)).getFirstSubcomponent('vevent')!;
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        tzid: vevent.getFirstProperty('dtstart')!.getParameter('tzid'),
        summary: event.summary,
        // A stored calendar object carries no METHOD (RFC 4791 §4.1).
        method: new ICAL.Component(ICAL.parse(o.data)).getFirstPropertyValue('method'),
      };
    });
  };
  const connect = (token: string, input: Record<string, unknown>) =>
    t.gql<{ connectCalendar: Connection & { __typename: string; message?: string; errors?: Record<string, string> } }>(
      CONNECT,
      { input },
      token,
      'en',
    );

  beforeAll(async () => {
    setClock(new Date('2027-06-07T06:00:00Z'), { frozen: true });
    radicale = await startRadicale({ [USER]: PASSWORD });
    t = await startTestApp({ config: { calendarAllowPrivateTargets: true, jobsPollMs: 0 } });
    tokens = await seedAndLogin(t);
    const p = t.app.services.prisma;
    const vendor = await p.vendor.findUniqueOrThrow({
      where: { slug: 'salon-demo' },
      include: { legalConditions: true },
    });
    const location = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    const service = await p.service.findFirstOrThrow({ where: { translations: { some: { name: 'Coupe homme' } } } });
    base = { vendorId: vendor.id, locationId: location.id, services: [{ id: service.id }] };
    legal = vendor.legalConditions.map((c) => ({ id: c.id, accepted: true }));
    lucas = (await p.employee.findFirstOrThrow({ where: { vendorId: vendor.id, firstname: 'Lucas' } })).id;
    sophie = (await p.employee.findFirstOrThrow({ where: { vendorId: vendor.id, firstname: 'Sophie' } })).id;
    // The employee's own calendar, made by her calendar app (MKCALENDAR).
    dav = await createDAVClient({
      serverUrl: radicale.url,
      credentials: { username: USER, password: PASSWORD },
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
    });
    calendarUrl = `${radicale.url}${USER}/work/`;
    await dav.makeCalendar({ url: calendarUrl, props: { displayname: 'Work' } });
    const signUp = await t.gql<{ signUpVendor: { token: string } }>(SIGN_UP, {
      input: {
        name: 'Calendars B Sàrl',
        publicName: 'Calendars B',
        email: 'hello@calendars-b.ch',
        phone: '+41791112244',
        defaultLanguage: 'en',
        firstname: 'Berta',
        lastname: 'Bauer',
        password: 'secret-password',
        adminEmail: 'berta@calendars-b.ch',
      },
    });
    adminB = signUp.data!.signUpVendor.token;
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
    await radicale?.stop();
    resetClock();
  });

  it('refuses a local server without the switch, a wrong password, and an unknown calendar', async () => {
    const config = t.app.services.config;
    config.calendarAllowPrivateTargets = false;
    try {
      const refused = await connect(tokens.staff, { serverUrl: radicale.url, username: USER, password: PASSWORD });
      expect(refused.data?.connectCalendar.__typename).toBe('ValidationError');
      expect(JSON.stringify(refused.data?.connectCalendar.errors?.serverUrl)).toMatch(/https/);
      const https = await connect(tokens.staff, {
        serverUrl: 'https://127.0.0.1:5232/',
        username: USER,
        password: PASSWORD,
      });
      expect(JSON.stringify(https.data?.connectCalendar.errors?.serverUrl)).toMatch(/private or local network/);
    } finally {
      config.calendarAllowPrivateTargets = true;
    }
    const wrong = await connect(tokens.staff, { serverUrl: radicale.url, username: USER, password: 'nope' });
    expect(wrong.data?.connectCalendar.__typename).toBe('ValidationError');
    expect(JSON.stringify(wrong.data?.connectCalendar.errors?.password)).toMatch(/refuses/);
    const unknown = await connect(tokens.staff, {
      serverUrl: radicale.url,
      calendarUrl: `${radicale.url}${USER}/missing/`,
      username: USER,
      password: PASSWORD,
    });
    expect(JSON.stringify(unknown.data?.connectCalendar.errors?.calendarUrl)).toMatch(/No event calendar/);
    expect(await t.app.services.prisma.calendarConnection.count()).toBe(0);
  });

  it('connects with the password encrypted at rest, and another vendor or employee cannot reach it', async () => {
    const res = await connect(tokens.staff, { serverUrl: radicale.url, username: USER, password: PASSWORD });
    expect(res.data?.connectCalendar).toMatchObject({
      __typename: 'CalendarConnection',
      employeeId: lucas,
      provider: 'caldav',
      calendarUrl,
      calendarName: 'Work',
      username: USER,
      lastSyncAt: null,
    });
    const row = await t.app.services.prisma.calendarConnection.findFirstOrThrow();
    expect(row.secret).toMatch(/^v1:/);
    expect(row.secret).not.toContain(PASSWORD);
    expect(row.secret).not.toContain(Buffer.from(PASSWORD).toString('base64'));

    // The first sync runs from the job queue.
    await t.app.jobs.tick();
    const own = await t.gql<{ calendarConnection: Connection }>(CONNECTION, {}, tokens.staff);
    expect(own.data?.calendarConnection.lastSyncAt).toBe('2027-06-07T06:00:00.000Z');
    expect(own.data?.calendarConnection.lastSyncError).toBeNull();
    // It wrote the bookings Lucas already has in the coming days, each with its own UID.
    const pushed = await t.app.services.prisma.calendarPushedEvent.count();
    expect(pushed).toBeGreaterThan(0);
    expect(new Set((await remoteObjects()).map((o) => o.uid)).size).toBe(pushed);
    // The admin of the vendor sees it; another vendor's admin and another employee do not.
    const byAdmin = await t.gql<{ calendarConnection: Connection }>(CONNECTION, { e: lucas }, tokens.admin);
    expect(byAdmin.data?.calendarConnection.id).toBe(row.id);
    const other = await t.gql(CONNECTION, { e: lucas }, adminB);
    expect(other.errors?.[0]?.message).toMatch(/not found|introuvable/i);
    const otherDisconnect = await t.gql<{ disconnectCalendar: { __typename: string } }>(
      DISCONNECT,
      { e: lucas },
      adminB,
    );
    expect(otherDisconnect.data?.disconnectCalendar.__typename).not.toBe('DeleteResult');
    const otherSync = await t.gql<{ syncCalendar: { __typename: string } }>(SYNC, { e: lucas }, adminB);
    expect(otherSync.data?.syncCalendar.__typename).not.toBe('CalendarConnection');
    const otherConnect = await connect(adminB, {
      employeeId: lucas,
      serverUrl: radicale.url,
      username: USER,
      password: PASSWORD,
    });
    expect(otherConnect.data?.connectCalendar.__typename).not.toBe('CalendarConnection');
    // The same over REST.
    const rest = async (method: string, path: string, token: string) => {
      const res = await fetch(`${t.url}/api${path}`, { method, headers: { authorization: `Bearer ${token}` } });
      return { status: res.status, text: await res.text() };
    };
    const viaRest = await rest('GET', '/calendar-connection.json', tokens.staff);
    expect(viaRest.status).toBe(200);
    expect(JSON.parse(viaRest.text).data.id).toBe(row.id);
    expect(viaRest.text).not.toContain(PASSWORD);
    expect(viaRest.text).not.toContain(row.secret);
    expect((await rest('GET', `/calendar-connection.json?employee_id=${lucas}`, adminB)).status).toBe(404);
    expect((await rest('DELETE', `/calendar-connection.json?employee_id=${lucas}`, adminB)).status).toBe(404);
    // Lucas is staff: Sophie's calendar is not his to manage.
    const colleague = await t.gql(CONNECTION, { e: sophie }, tokens.staff);
    expect(colleague.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await t.app.services.prisma.calendarConnection.count()).toBe(1);
  });

  it('writes a booking to the calendar, moves it, and removes it when cancelled', async () => {
    const list = await slots();
    const slot = slotAt(list, '2027-06-08T07:00:00.000Z')!; // 09:00 in Lausanne (summer time)
    expect(slot).toBeDefined();
    const res = await t.gql<{ createBooking: { __typename: string; id: number } }>(
      BOOK,
      {
        input: { vendorId: base.vendorId, locationId: base.locationId, events: eventsOf(slot), legalConditions: legal },
      },
      tokens.customer,
    );
    expect(res.data?.createBooking.__typename).toBe('Booking');
    const id = res.data!.createBooking.id;
    const mine = async () =>
      (await remoteObjects()).filter((o) => o.uid === `salon-booking-${id}-e${lucas}@salon-booking`);
    // Nothing is written inside the request: the job queue writes it.
    expect(await mine()).toEqual([]);
    await t.app.jobs.tick();
    const written = await mine();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      uid: `salon-booking-${id}-e${lucas}@salon-booking`,
      start: '2027-06-08T07:00:00.000Z',
      tzid: 'Europe/Zurich',
      method: null,
    });
    expect(written[0]!.summary).toContain('Coupe homme');

    // Moved to the afternoon: the same object (same UID) moves.
    const later = (await slots()).find((s) => s.start >= '2027-06-08T11:00:00.000Z')!;
    expect(later).toBeDefined();
    const moved = await t.gql<{ updateBooking: { __typename: string } }>(
      UPDATE,
      { id, input: { events: eventsOf(later) } },
      tokens.admin,
    );
    expect(moved.data?.updateBooking.__typename).toBe('Booking');
    await t.app.jobs.tick();
    const after = await mine();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ uid: written[0]!.uid, start: later.start });

    const cancelled = await t.gql<{ cancelBooking: { __typename: string } }>(CANCEL, { id }, tokens.admin);
    expect(cancelled.data?.cancelBooking.__typename).not.toMatch(/Error/);
    await t.app.jobs.tick();
    expect(await mine()).toEqual([]);
  });

  it('blocks the slots of a private event of the calendar after a sync, and frees them on disconnect', async () => {
    const before = await slots();
    expect(slotAt(before, '2027-06-08T08:00:00.000Z')).toBeDefined(); // 10:00 local
    expect(slotAt(before, '2027-06-08T09:30:00.000Z')).toBeDefined(); // 11:30 local
    // The dentist, 10:00–12:00 in Zurich time, put in by her phone.
    await dav.createCalendarObject({
      calendar: { url: calendarUrl } as never,
      filename: 'dentist.ics',
      iCalString: [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//phone//EN',
        'BEGIN:VEVENT',
        'UID:dentist-1@phone',
        'DTSTAMP:20270601T080000Z',
        'DTSTART;TZID=Europe/Zurich:20270608T100000',
        'DTEND;TZID=Europe/Zurich:20270608T120000',
        'SUMMARY:Dentist',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    });
    const sync = await t.gql<{ syncCalendar: Connection & { __typename: string } }>(SYNC, {}, tokens.staff);
    expect(sync.data?.syncCalendar).toMatchObject({
      __typename: 'CalendarConnection',
      busyCount: 1,
      lastSyncError: null,
    });
    const blocks = await t.app.services.prisma.calendarBusyBlock.findMany();
    expect(blocks.map((b) => [b.start.toISOString(), b.end.toISOString()])).toEqual([
      ['2027-06-08T08:00:00.000Z', '2027-06-08T10:00:00.000Z'],
    ]);
    const during = await slots();
    // No slot of Lucas overlaps 10:00–12:00 local; 09:00 and 12:00 stay.
    for (const s of during) {
      const start = Date.parse(s.start);
      const end = start + 30 * 60_000;
      expect(start >= Date.parse('2027-06-08T10:00:00Z') || end <= Date.parse('2027-06-08T08:00:00Z')).toBe(true);
    }
    expect(during.length).toBeGreaterThan(0);
    // Sophie's availability is untouched.
    expect(slotAt(await slots(sophie), '2027-06-08T08:00:00.000Z')).toBeDefined();
    // Asking for Lucas at 10:00 anyway is refused for what it is: his own calendar, not a booking.
    const refused = await t.gql<{ createBooking: { __typename: string; message: string } }>(
      BOOK,
      {
        input: {
          vendorId: base.vendorId,
          locationId: base.locationId,
          events: eventsOf(slotAt(before, '2027-06-08T08:00:00.000Z')!),
          legalConditions: legal,
        },
      },
      tokens.customer,
      'en',
    );
    expect(refused.data?.createBooking).toEqual({
      __typename: 'ValidationError',
      message: 'The employee is not available then (personal calendar)',
    });

    const gone = await t.gql<{ disconnectCalendar: { __typename: string } }>(DISCONNECT, {}, tokens.staff);
    expect(gone.data?.disconnectCalendar.__typename).toBe('DeleteResult');
    expect(await t.app.services.prisma.calendarBusyBlock.count()).toBe(0);
    expect((await slots()).map((s) => s.start)).toEqual(before.map((s) => s.start));
    // The scheduled sync of the removed connection ends its chain.
    setClock(new Date('2027-06-07T07:00:00Z'), { frozen: true });
    await t.app.jobs.tick();
    expect(await t.app.services.prisma.job.count({ where: { kind: 'calendar.sync', status: 'PENDING' } })).toBe(0);
  });
});
