// Booking lifecycle through the running app: read, lists (per customer, mine across vendors),
// verify, edit, cancel (customer and staff rules), delete, and the status machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { assertTransition } from '../../booking-core/index.ts';

const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  start assignments { serviceId employeeId workplaceId machineId start } } }`;
const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on Booking { id } ... on Error { message } } }`;
const FIELDS = `id status cancelMessage cancelable start end comment
  vendor { id slug publicName } location { id name } events { id active service { name } }`;
const MY = `query ($open: Boolean!, $page: Int) { myBookings(open: $open, page: $page) {
  items { ${FIELDS} } pagination { pageCount currentPage hasNextPage hasPrevPage count limit } } }`;
const CUSTOMER = `query ($customerId: Int!, $open: Boolean!) { customerBookings(customerId: $customerId, open: $open) {
  items { id status } pagination { count limit } } }`;
const ONE = `query ($id: Int!) { booking(id: $id) { ${FIELDS} } }`;
const STAFF_ONE = `query ($id: Int!) { booking(id: $id) { id privateComment } }`;
const CANCEL = `mutation ($id: Int!, $message: String) { cancelBooking(id: $id, message: $message) {
  __typename ... on Booking { ${FIELDS} } ... on Error { message } } }`;
const VERIFY = `query ($input: VerifyBookingInput!) { verifyBooking(input: $input) {
  available message conflicts { index reasons messages } } }`;
const UPDATE = `mutation ($id: Int!, $input: UpdateBookingInput!) { updateBooking(id: $id, input: $input) {
  __typename ... on Booking { id start events { employeeId } } ... on Error { message } } }`;
const DELETE = `mutation ($id: Int!) { deleteBooking(id: $id) { __typename ... on DeleteResult { id } ... on Error { message } } }`;

type Slot = { start: string; assignments: Record<string, unknown>[] };
// biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field.
type Json = Record<string, any>;

describe('booking lifecycle', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let base: { vendorId: number; locationId: number; services: { id: number }[] };
  let legal: { id: number; accepted: boolean }[];
  let customerId: number;

  const weekday = (daysAhead: number) => {
    let d = new Date(Date.now() + daysAhead * 86400_000);
    while ([0, 1, 6].includes(d.getUTCDay())) d = new Date(d.getTime() + 86400_000);
    return d.toISOString().slice(0, 10);
  };
  const slots = async (date: string, token?: string) =>
    (await t.gql<{ availableSlots: Slot[] }>(SLOTS, { input: { ...base, date } }, token)).data!.availableSlots;
  const eventsOf = (slot: Slot) =>
    slot.assignments.map(({ serviceId, employeeId, workplaceId, machineId, start }) => ({
      serviceId,
      employeeId,
      workplaceId,
      machineId,
      start,
    }));
  const book = async (slot: Slot) => {
    const res = await t.gql<{ createBooking: Json }>(
      BOOK,
      {
        input: { vendorId: base.vendorId, locationId: base.locationId, events: eventsOf(slot), legalConditions: legal },
      },
      tokens.customer,
      'en',
    );
    expect(res.data?.createBooking.__typename).toBe('Booking');
    return res.data!.createBooking.id as number;
  };

  beforeAll(async () => {
    t = await startTestApp();
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
    customerId = (await p.customer.findFirstOrThrow({ where: { user: { email: 'customer@salon-demo.ch' } } })).id;
  });
  afterAll(() => t.stop());

  it('keeps the status machine to OPEN -> EXECUTED | NO_SHOW | CANCELED', () => {
    for (const to of ['EXECUTED', 'NO_SHOW', 'CANCELED'] as const)
      expect(() => assertTransition('OPEN', to)).not.toThrow();
    for (const from of ['EXECUTED', 'NO_SHOW', 'CANCELED'] as const) {
      for (const to of ['OPEN', 'EXECUTED', 'NO_SHOW', 'CANCELED'] as const) {
        expect(() => assertTransition(from, to)).toThrow();
      }
    }
    expect(() => assertTransition('OPEN', 'OPEN')).toThrow();
  });

  it('refuses new bookings, from customers and staff, while the salon is not live (spec §4)', async () => {
    const p = t.app.services.prisma;
    const [slot] = await slots(weekday(9));
    const EXPRESS = `mutation ($input: ExpressBookingInput!) { createExpressBooking(input: $input) {
      __typename ... on Booking { id } ... on Error { message } } }`;
    const express = () =>
      t.gql<{ createExpressBooking: Json }>(
        EXPRESS,
        { input: { vendorId: base.vendorId, locationId: base.locationId, customerId, events: eventsOf(slot!) } },
        tokens.staff,
        'en',
      );
    // The demo data may hold bookings of this customer at that time: count them before, not zero.
    const atSlot = () => p.booking.count({ where: { customerId, events: { some: { start: new Date(slot!.start) } } } });
    const before = await atSlot();
    await p.vendor.update({ where: { id: base.vendorId }, data: { liveMode: false } });
    try {
      const online = await t.gql<{ createBooking: Json }>(
        BOOK,
        {
          input: {
            vendorId: base.vendorId,
            locationId: base.locationId,
            events: eventsOf(slot!),
            legalConditions: legal,
          },
        },
        tokens.customer,
        'en',
      );
      expect(online.data?.createBooking).toEqual({
        __typename: 'ConflictError',
        message: 'This salon is not live yet: no booking can be made before it is activated',
      });
      expect((await express()).data?.createExpressBooking.__typename).toBe('ConflictError');
      expect(await atSlot()).toBe(before);
    } finally {
      await p.vendor.update({ where: { id: base.vendorId }, data: { liveMode: true } });
    }
    const live = (await express()).data?.createExpressBooking;
    expect(live?.__typename).toBe('Booking');
    await t.gql(DELETE, { id: live!.id }, tokens.staff);
  });

  it('lists, verifies, edits, cancels and deletes', async () => {
    const date = weekday(5);
    const [first, , , , second] = await slots(date);
    const id = await book(first!);

    // The customer's account page: open bookings across vendors with what it shows.
    const mine = await t.gql<{ myBookings: Json }>(MY, { open: true }, tokens.customer, 'en');
    const row = mine.data!.myBookings.items.find((b: Json) => b.id === id);
    expect(row).toMatchObject({
      status: 'OPEN',
      cancelable: true,
      cancelMessage: null,
      start: first!.start,
      vendor: { slug: 'salon-demo', publicName: 'Salon Démo' },
      location: { name: 'Lausanne Centre' },
      events: [{ active: true, service: { name: "Men's haircut" } }],
    });
    expect(mine.data!.myBookings.pagination.limit).toBe(10);
    expect(mine.data!.myBookings.items.length).toBeLessThanOrEqual(10);
    const starts = mine.data!.myBookings.items.map((b: Json) => Date.parse(b.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // A customer reads only their own bookings; staff read their vendor's.
    expect((await t.gql<{ booking: Json }>(ONE, { id }, tokens.customer)).data!.booking.id).toBe(id);
    expect((await t.gql<{ booking: Json }>(STAFF_ONE, { id }, tokens.staff)).data!.booking.privateComment).toBe('');
    expect((await t.gql(STAFF_ONE, { id }, tokens.customer)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const other = await t.app.services.prisma.booking.findFirstOrThrow({ where: { customerId: { not: customerId } } });
    expect((await t.gql<{ booking: Json }>(ONE, { id: other.id }, tokens.customer)).data!.booking).toBeNull();
    const staffList = await t.gql<{ customerBookings: Json }>(CUSTOMER, { customerId, open: true }, tokens.staff);
    expect(staffList.data!.customerBookings.items.map((b: Json) => b.id)).toContain(id);
    const foreign = await t.gql(CUSTOMER, { customerId: other.customerId, open: true }, tokens.customer);
    expect(foreign.errors?.[0]?.message).toBeTruthy();

    // Verify: the slot is taken now, except for the booking itself when editing it.
    const input = { vendorId: base.vendorId, locationId: base.locationId, events: eventsOf(first!) };
    const taken = await t.gql<{ verifyBooking: Json }>(VERIFY, { input }, tokens.staff, 'en');
    expect(taken.data!.verifyBooking).toMatchObject({
      available: false,
      message: 'The chosen slot was just booked by someone else and is no longer available.',
      conflicts: [{ index: 0, reasons: expect.arrayContaining(['EMPLOYEE_BUSY']) }],
    });
    const own = await t.gql<{ verifyBooking: Json }>(VERIFY, { input: { ...input, bookingId: id } }, tokens.staff);
    expect(own.data!.verifyBooking.available).toBe(true);

    // Edit: move it, with an e-mail to the customer.
    const mails = await t.app.services.prisma.emailMessage.count();
    const moved = await t.gql<{ updateBooking: Json }>(
      UPDATE,
      { id, input: { events: eventsOf(second!), email: true } },
      tokens.staff,
    );
    expect(moved.data!.updateBooking).toMatchObject({ __typename: 'Booking', start: second!.start });
    expect(await t.app.services.prisma.emailMessage.count()).toBe(mails + 1);
    expect((await slots(date)).map((s) => s.start)).toContain(first!.start);
    // Customers cannot edit.
    const refused = await t.gql(UPDATE, { id, input: { events: eventsOf(first!) } }, tokens.customer);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Cancel: events inactive, the time free again, listed as closed.
    const canceled = await t.gql<{ cancelBooking: Json }>(CANCEL, { id, message: 'Sick' }, tokens.customer, 'en');
    expect(canceled.data!.cancelBooking).toMatchObject({
      __typename: 'Booking',
      status: 'CANCELED',
      cancelMessage: 'Sick',
      cancelable: false,
      events: [{ active: false }],
    });
    expect((await slots(date)).map((s) => s.start)).toContain(second!.start);
    const again = await t.gql<{ cancelBooking: Json }>(CANCEL, { id }, tokens.customer, 'en');
    expect(again.data!.cancelBooking).toEqual({
      __typename: 'ConflictError',
      message: 'This booking is no longer open',
    });
    const closed = await t.gql<{ myBookings: Json }>(MY, { open: false }, tokens.customer);
    const closedIds: number[] = [];
    for (let page = 1; page <= closed.data!.myBookings.pagination.pageCount; page++) {
      const res = await t.gql<{ myBookings: Json }>(MY, { open: false, page }, tokens.customer);
      closedIds.push(...res.data!.myBookings.items.map((b: Json) => b.id));
    }
    expect(closedIds).toContain(id);

    // Inside the cancellation notice a customer is refused, staff are not.
    const id2 = await book((await slots(date))[0]!);
    await t.app.services.prisma.vendor.update({ where: { id: base.vendorId }, data: { cancellationNotice: 24 * 60 } });
    const late = await t.gql<{ cancelBooking: Json }>(CANCEL, { id: id2 }, tokens.customer, 'en');
    expect(late.data!.cancelBooking.__typename).toBe('ConflictError');
    expect(late.data!.cancelBooking.message).toContain('1440 hours');
    expect((await t.gql<{ booking: Json }>(ONE, { id: id2 }, tokens.customer)).data!.booking.cancelable).toBe(false);
    const byStaff = await t.gql<{ cancelBooking: Json }>(CANCEL, { id: id2 }, tokens.staff);
    expect(byStaff.data!.cancelBooking.status).toBe('CANCELED');
    await t.app.services.prisma.vendor.update({ where: { id: base.vendorId }, data: { cancellationNotice: 2 } });

    // Delete (staff only).
    expect((await t.gql(DELETE, { id: id2 }, tokens.customer)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const deleted = await t.gql<{ deleteBooking: Json }>(DELETE, { id: id2 }, tokens.staff);
    expect(deleted.data!.deleteBooking).toEqual({ __typename: 'DeleteResult', id: id2 });
    expect(await t.app.services.prisma.booking.findUnique({ where: { id: id2 } })).toBeNull();
  });

  it('serves the REST routes of the booking lifecycle and of events', async () => {
    const call = async (method: string, path: string, token: string, body?: unknown) => {
      const res = await fetch(`${t.url}/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Json };
    };
    const date = weekday(9);
    const [slot] = await slots(date);
    const id = await book(slot!);
    const list = await call('GET', `/bookings.json?customer_id=${customerId}&open=true`, tokens.customer);
    expect(list.status).toBe(200);
    expect(list.body.pagination.limit).toBe(10);
    expect(list.body.data.map((b: Json) => b.id)).toContain(id);
    const onDate = await call(
      'GET',
      `/bookings.json?customer_id=${customerId}&open=true&date_from=${date}&date_to=${date}`,
      tokens.staff,
    );
    expect(onDate.body.data.map((b: Json) => b.id)).toContain(id);
    for (const b of onDate.body.data) expect(b.start.slice(0, 10) <= date && b.end.slice(0, 10) >= date).toBe(true);
    const before = await call(
      'GET',
      `/bookings.json?customer_id=${customerId}&open=true&date_to=${weekday(1)}`,
      tokens.staff,
    );
    expect(before.body.data.map((b: Json) => b.id)).not.toContain(id);
    const one = await call('GET', `/bookings/${id}.json?customer_id=${customerId}`, tokens.staff);
    expect(one.body.data).toMatchObject({ id, status: 'OPEN', vendor: { slug: 'salon-demo' }, cancelable: true });
    const events = eventsOf(slot!).map((e) => ({
      service_id: e.serviceId,
      employee_id: e.employeeId,
      workplace_id: e.workplaceId,
      machine_id: e.machineId,
      start: e.start,
    }));
    const verify = await call('POST', '/bookings/verify.json', tokens.staff, {
      vendor_id: base.vendorId,
      location_id: base.locationId,
      events,
    });
    expect(verify.body.data).toMatchObject({ available: false, conflicts: [{ index: 0 }] });
    const history = await call('GET', `/events/get-history/${base.services[0]!.id}/${customerId}`, tokens.staff);
    expect(history.status).toBe(200);
    const between = await call(
      'GET',
      `/events/between-dates/${date}.json?date_to=${date}&include_associations=1`,
      tokens.staff,
    );
    expect(between.body.data.find((e: Json) => e.booking_id === id)).toMatchObject({
      service: { name: expect.any(String) },
    });
    const canceled = await call('POST', `/bookings/cancel/${id}.json`, tokens.customer, { message: 'No time' });
    expect(canceled.body.data).toMatchObject({ status: 'CANCELED', cancel_message: 'No time' });
    const twice = await call('POST', `/bookings/cancel/${id}.json`, tokens.customer, {});
    expect(twice.status).toBe(409);
    expect((await call('DELETE', `/bookings/${id}.json`, tokens.customer)).status).toBe(403);
    expect((await call('DELETE', `/bookings/${id}.json`, tokens.staff)).status).toBe(200);
    const express = await call('POST', '/bookings/express.json', tokens.staff, {
      vendor_id: base.vendorId,
      location_id: base.locationId,
      events,
    });
    expect(express.status).toBe(201);
    expect(express.body.data).toMatchObject({ source: 'EXPRESS', customer_id: null });
  });
});
