// The vendor's booking settings take effect on the server, through GraphQL: flexibleTimetable,
// actualFreeTimeSlotFirstBooking, calendarLock, dailyServiceLimit and displayType, each with its
// effect when on and its absence when off.
import moment from 'moment-timezone';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { m as rules } from '../../booking-core/booking-core.messages.ts';
import { m } from '../../bookings/booking.messages.ts';
import { nowMs, resetClock, setClock } from '../../../lib/clock.ts';
import { DEMO_BOOKING_DAYS } from '../../../seed/demo.data.ts';
import { login, seedAndLogin } from '../../../test/fixtures.ts';
import { DEMO_LOGINS } from '../../../seed/demo.data.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  start time assignments { serviceId employeeId workplaceId machineId start } } }`;
const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on Booking { id events { start end } } ... on ConflictError { message }
  ... on ValidationError { message errors } } }`;
const CANCEL = `mutation ($id: Int!) { cancelBooking(id: $id) {
  __typename ... on Booking { id status } ... on ConflictError { message } ... on ValidationError { message } } }`;
const UPDATE = `mutation ($id: Int!, $scope: VendorScope!, $input: VendorInput!) {
  updateVendor(id: $id, scope: $scope, input: $input) {
    __typename ... on Vendor { displayType } ... on ValidationError { message errors } } }`;
const VENDOR = `query ($id: Int!) { vendor(id: $id) { displayType } }`;
const EVENT = `mutation ($input: EventInput!) { createEvent(input: $input) {
  __typename ... on Event { id } ... on Error { message } } }`;
const DELETE_EVENT = `mutation ($id: Int!) { deleteEvent(id: $id) { __typename ... on Error { message } } }`;

type Ev = {
  serviceId: number;
  employeeId: number;
  workplaceId: number | null;
  machineId: number | null;
  start: string;
};
type Result = {
  __typename: string;
  id?: number;
  status?: string;
  message?: string;
  errors?: Record<string, Record<string, string>>;
  events?: { start: string; end: string }[];
};

describe('vendor booking settings', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let vendorId: number;
  let locationId: number;
  let customerId: number;
  let serviceId: number;
  let duration: number;
  let legal: { id: number; accepted: boolean }[];
  const tz = 'Europe/Zurich';

  const settings = (input: Record<string, unknown>) =>
    t.gql<{ updateVendor: Result & { displayType?: string } }>(
      UPDATE,
      { id: vendorId, scope: 'BOOKING', input },
      tokens.admin,
      'en',
    );
  const slots = async (date: string, token: string | undefined, employeeId?: number) => {
    const res = await t.gql<{ availableSlots: { start: string; time: string; assignments: Ev[] }[] }>(
      SLOTS,
      { input: { vendorId, locationId, services: [{ id: serviceId }], date, employeeId } },
      token,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.availableSlots;
  };
  const book = async (events: Record<string, unknown>[], token: string) => {
    const res = await t.gql<{ createBooking: Result }>(
      BOOK,
      { input: { vendorId, locationId, events, legalConditions: legal, customerId } },
      token,
      'en',
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createBooking;
  };
  const cancel = async (id: number, token: string) => {
    const res = await t.gql<{ cancelBooking: Result }>(CANCEL, { id }, token, 'en');
    expect(res.errors).toBeUndefined();
    return res.data!.cancelBooking;
  };
  /**
   * A future local date on which the service has staff slots, `from` days after the demo data's
   * last bookings, so that the test's own bookings are the only ones of the day.
   */
  const bookableDay = async (from: number) => {
    for (let d = DEMO_BOOKING_DAYS + from; d < DEMO_BOOKING_DAYS + from + 14; d++) {
      const date = moment.tz(nowMs(), tz).add(d, 'days').format('YYYY-MM-DD');
      if ((await slots(date, tokens.staff)).length > 3) return date;
    }
    throw new Error('no bookable day');
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
    customerId = (await p.customer.findFirstOrThrow({ where: { vendorId, email: 'customer@salon-demo.ch' } })).id;
    const service = await p.service.findFirstOrThrow({ where: { translations: { some: { name: 'Coupe homme' } } } });
    serviceId = service.id;
    duration = service.duration;
    // The staff login's employee has no out-of-timetable right of its own.
    await p.employee.updateMany({
      where: { vendorId, user: { email: 'staff@salon-demo.ch' } },
      data: { canCreateBookingsOutOfTimetables: false },
    });
  }, 120_000);
  afterAll(() => t.stop());
  // Each test starts from the real clock, the default settings and fresh tokens.
  const relogin = async () => ({
    admin: await login(t, DEMO_LOGINS.admin),
    staff: await login(t, DEMO_LOGINS.staff),
    customer: await login(t, DEMO_LOGINS.customer),
  });
  afterEach(async () => {
    resetClock();
    tokens = await relogin();
    await settings({
      calendarLock: 0,
      flexibleTimetable: false,
      actualFreeTimeSlotFirstBooking: false,
      bookingSlotsPropositionInterval: 15,
      dailyServiceLimit: null,
    });
  });

  it('flexibleTimetable lets any staff member book outside the timetables, and only when on', async () => {
    const day = await bookableDay(3);
    const [slot] = await slots(day, tokens.staff);
    const night = [{ ...slot!.assignments[0]!, start: undefined, localStart: `${day} 03:00` }];
    expect((await settings({ flexibleTimetable: false })).data?.updateVendor.__typename).toBe('Vendor');
    const refused = await book(night, tokens.staff);
    expect(refused.__typename).toBe('ValidationError');
    expect([m('en', 'EMPLOYEE_NOT_WORKING'), m('en', 'OUTSIDE_OPENING_HOURS')]).toContain(refused.message);

    await settings({ flexibleTimetable: true });
    const saved = await book(night, tokens.staff);
    expect(saved.__typename).toBe('Booking');
    // Customers are never offered or given such a time.
    const customer = await book([{ ...night[0]!, localStart: `${day} 03:30` }], tokens.customer);
    expect(customer.__typename).toBe('ValidationError');
    await settings({ flexibleTimetable: false });
  });

  it('actualFreeTimeSlotFirstBooking proposes the first slot right when the free time starts', async () => {
    // A grid on which the service's end does not fall.
    const step = [20, 25, 35, 40, 45].find((s) => duration % s !== 0)!;
    await settings({ bookingSlotsPropositionInterval: step, actualFreeTimeSlotFirstBooking: false });
    const day = await bookableDay(4);
    const [first] = await slots(day, tokens.staff);
    const employeeId = first!.assignments[0]!.employeeId;
    const saved = await book(first!.assignments, tokens.staff);
    expect(saved.__typename).toBe('Booking');
    const end = moment.tz(saved.events![0]!.end, tz);
    const endTime = end.format('HH:mm');
    expect((end.hours() * 60 + end.minutes()) % step).not.toBe(0);
    const at = (list: { time: string }[]) => list.map((s) => s.time);

    // Off: only the grid, and a start at the free time's own start is off the grid.
    expect(at(await slots(day, tokens.customer, employeeId))).not.toContain(endTime);
    const request = [{ ...first!.assignments[0]!, start: end.toISOString() }];
    const offGrid = await book(request, tokens.customer);
    expect(offGrid).toMatchObject({ __typename: 'ValidationError', message: m('en', 'OFF_GRID') });

    // On: that start is proposed and can be booked; other off-grid starts still cannot.
    await settings({ actualFreeTimeSlotFirstBooking: true });
    const offered = await slots(day, tokens.customer, employeeId);
    expect(at(offered)).toContain(endTime);
    const shifted = [{ ...request[0]!, start: end.clone().add(1, 'minute').toISOString() }];
    expect((await book(shifted, tokens.customer)).message).toBe(m('en', 'OFF_GRID'));
    expect((await book(request, tokens.customer)).__typename).toBe('Booking');
    await settings({ bookingSlotsPropositionInterval: 15, actualFreeTimeSlotFirstBooking: false });
  });

  it('dailyServiceLimit hides a service from customers on a day that has that many bookings of it', async () => {
    const day = await bookableDay(5);
    const open = await slots(day, tokens.staff);
    expect((await book(open[0]!.assignments, tokens.staff)).__typename).toBe('Booking');
    const dayStart = moment.tz(day, tz).toDate();
    const dayEnd = moment.tz(day, tz).add(1, 'day').toDate();
    const rows = await t.app.services.prisma.event.findMany({
      where: { vendorId, serviceId, active: true, start: { gte: dayStart, lt: dayEnd }, bookingId: { not: null } },
      select: { bookingId: true },
    });
    const count = new Set(rows.map((r) => r.bookingId)).size;
    expect(count).toBeGreaterThanOrEqual(1);

    await settings({ dailyServiceLimit: count });
    expect(await slots(day, tokens.customer)).toEqual([]);
    const later = (await slots(day, tokens.staff)).at(-1)!;
    // Staff still see and book every slot.
    expect(later).toBeDefined();
    const refused = await book(later.assignments, tokens.customer);
    expect(refused.__typename).toBe('ValidationError');
    expect(refused.errors!['events.0.start']).toHaveProperty('DAILY_LIMIT_REACHED');

    await settings({ dailyServiceLimit: count + 1 });
    expect((await slots(day, tokens.customer)).length).toBeGreaterThan(0);
    await settings({ dailyServiceLimit: null });
    expect((await slots(day, tokens.customer)).length).toBeGreaterThan(0);
  });

  it('calendarLock stops staff below admin from creating or cancelling bookings that start within it', async () => {
    // The clock at 06:00 on a day with slots and no demo bookings: its slots start within the lock.
    const day = await bookableDay(7);
    setClock(moment.tz(`${day} 06:00`, tz).toDate());
    tokens = await relogin();
    const now = nowMs();
    const soon = (await slots(day, tokens.staff)).filter(
      (s) => Date.parse(s.start) > now + 5 * 60_000 && Date.parse(s.start) < now + 23 * 3_600_000,
    );
    expect(soon.length).toBeGreaterThan(2);
    await settings({ calendarLock: 0 });
    const booked = await book(soon[0]!.assignments, tokens.admin);
    expect(booked.__typename).toBe('Booking');

    await settings({ calendarLock: 1440 });
    const lockedCancel = await cancel(booked.id!, tokens.staff);
    expect(lockedCancel).toMatchObject({
      __typename: 'ConflictError',
      message: rules('en', 'calendarLocked', { minutes: 1440 }),
    });
    const other =
      soon.find(
        (s) => s.start !== soon[0]!.start && s.assignments[0]!.employeeId !== soon[0]!.assignments[0]!.employeeId,
      ) ?? soon.at(-1)!;
    const lockedCreate = await book(other.assignments, tokens.staff);
    expect(lockedCreate.message).toBe(rules('en', 'calendarLocked', { minutes: 1440 }));
    // Admins are not locked.
    expect((await book(other.assignments, tokens.admin)).__typename).toBe('Booking');

    await settings({ calendarLock: 0 });
    expect(await cancel(booked.id!, tokens.staff)).toMatchObject({ __typename: 'Booking', status: 'CANCELED' });
  });

  it('calendarLock applies to private calendar events too', async () => {
    // The clock at 06:00 on a day without demo bookings: nobody has anything in the next hours.
    setClock(moment.tz(`${await bookableDay(8)} 06:00`, tz).toDate());
    tokens = await relogin();
    const inMinutes = (n: number) => new Date(nowMs() + n * 60_000).toISOString();
    // An employee with nothing in the next two hours.
    const employee = await t.app.services.prisma.employee.findFirstOrThrow({
      where: {
        vendorId,
        deletedAt: null,
        events: {
          none: { active: true, end: { gt: new Date(nowMs()) }, start: { lt: new Date(nowMs() + 2 * 3_600_000) } },
        },
      },
    });
    const input = { start: inMinutes(30), end: inMinutes(45), employeeId: employee.id, summary: 'Private' };
    await settings({ calendarLock: 60 });
    const locked = await t.gql<{ createEvent: Result }>(EVENT, { input }, tokens.staff, 'en');
    expect(locked.data?.createEvent).toMatchObject({
      __typename: 'ConflictError',
      message: rules('en', 'calendarLocked', { minutes: 60 }),
    });
    // Outside the lock, and with the lock off, staff create and delete it.
    const later = await t.gql<{ createEvent: Result }>(
      EVENT,
      { input: { ...input, start: inMinutes(90), end: inMinutes(100) } },
      tokens.staff,
    );
    expect(later.data?.createEvent.__typename).toBe('Event');
    await settings({ calendarLock: 0 });
    const open = await t.gql<{ createEvent: Result }>(EVENT, { input }, tokens.staff);
    expect(open.data?.createEvent.__typename).toBe('Event');
    await settings({ calendarLock: 60 });
    const del = await t.gql<{ deleteEvent: Result }>(
      DELETE_EVENT,
      { id: open.data!.createEvent.id },
      tokens.staff,
      'en',
    );
    expect(del.data?.deleteEvent.__typename).toBe('ConflictError');
    await settings({ calendarLock: 0 });
    const deleted = await t.gql<{ deleteEvent: Result }>(DELETE_EVENT, { id: open.data!.createEvent.id }, tokens.staff);
    expect(deleted.data?.deleteEvent.__typename).toBe('DeleteResult');
  });

  it('displayType is the calendar display the web opens with, one of the spec display types', async () => {
    const read = async (token?: string) =>
      (await t.gql<{ vendor: { displayType: string } | null }>(VENDOR, { id: vendorId }, token)).data?.vendor;
    expect((await read(tokens.staff))?.displayType).toBe('planning');
    expect((await settings({ displayType: 'weekGrid' })).data?.updateVendor).toMatchObject({ displayType: 'weekGrid' });
    expect((await read(tokens.staff))?.displayType).toBe('weekGrid');
    const bad = await settings({ displayType: 'month' });
    expect(bad.data?.updateVendor.__typename).toBe('ValidationError');
    expect((await read(tokens.staff))?.displayType).toBe('weekGrid');
    await settings({ displayType: 'planning' });
    expect((await read(tokens.staff))?.displayType).toBe('planning');
  });
});
