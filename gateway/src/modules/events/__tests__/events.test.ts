// Calendar events: private events without a customer, edits and deletions published live (a
// deleted event arrives with its id and times, no database read), filters, vendors kept apart.
import moment from 'moment-timezone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { subscribe, waitFor } from '../../../test/live.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field.
type Json = Record<string, any>;
const FIELDS = 'id kind start end employeeId workplaceId bookingId summary color displayColor';
const CREATE = `mutation ($input: EventInput!) { createEvent(input: $input) {
  __typename ... on Event { ${FIELDS} } ... on ValidationError { message errors } ... on Error { message } } }`;
const UPDATE = `mutation ($id: Int!, $input: EventInput!) { updateEvent(id: $id, input: $input) {
  __typename ... on Event { ${FIELDS} } ... on Error { message } } }`;
const DELETE = `mutation ($id: Int!) { deleteEvent(id: $id) { __typename ... on DeleteResult { id } ... on Error { message } } }`;
const BETWEEN = `query ($from: Date!, $to: Date, $e: Int, $w: Int) { eventsBetween(from: $from, to: $to, employeeId: $e, workplaceId: $w) {
  ${FIELDS} employee { name } } }`;
const CHANGES = `subscription ($from: DateTime!, $to: DateTime!, $e: Int) { calendarEventsChanged(from: $from, to: $to, employeeId: $e) {
  type eventId start end employeeId event { id summary } } }`;
const HISTORY = `query ($s: Int!, $c: Int!) { serviceHistory(serviceId: $s, customerId: $c) { calculatedDuration events { id serviceId } } }`;

describe('calendar events', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let lucas: number;
  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
    lucas = (await t.app.services.prisma.employee.findFirstOrThrow({ where: { firstname: 'Lucas' } })).id;
  });
  afterAll(() => t.stop());

  it('creates, moves and deletes a private event, live, with the spec colours', async () => {
    // A Sunday night far ahead: nobody works, nothing is booked.
    const day = new Date(Date.UTC(2031, 0, 5));
    const at = (h: number) => new Date(day.getTime() + h * 3_600_000).toISOString();
    const live = subscribe<Json>(t.url, tokens.staff, CHANGES, { from: at(0), to: at(24), e: lucas });
    const other = subscribe<Json>(t.url, tokens.staff, CHANGES, { from: at(0), to: at(24), e: lucas + 1000 });
    await Promise.all([live.started, other.started]);

    const created = await t.gql<{ createEvent: Json }>(
      CREATE,
      { input: { start: at(20), end: at(21), employeeId: lucas, summary: 'Dentist', color: 'pink' } },
      tokens.staff,
    );
    const event = created.data!.createEvent;
    expect(event).toMatchObject({
      __typename: 'Event',
      kind: 'PRIVATE',
      bookingId: null,
      color: 'pink',
      displayColor: 'pink',
    });
    const overlap = await t.gql<{ createEvent: Json }>(
      CREATE,
      { input: { start: at(20.5), end: at(22), employeeId: lucas } },
      tokens.staff,
      'en',
    );
    expect(overlap.data!.createEvent.__typename).toBe('ConflictError');
    const bad = await t.gql<{ createEvent: Json }>(CREATE, { input: { start: at(22), end: at(21) } }, tokens.staff);
    expect(bad.data!.createEvent.errors).toMatchObject({
      end: { afterTime: expect.any(String) },
      employee_id: expect.any(Object),
    });

    const moved = await t.gql<{ updateEvent: Json }>(
      UPDATE,
      { id: event.id, input: { start: at(21), end: at(22), employeeId: lucas, summary: 'Dentist (moved)' } },
      tokens.staff,
    );
    expect(moved.data!.updateEvent).toMatchObject({ start: at(21), color: 'pink', summary: 'Dentist (moved)' });
    const cleared = await t.gql<{ updateEvent: Json }>(
      UPDATE,
      { id: event.id, input: { start: at(21), end: at(22), color: null } },
      tokens.staff,
    );
    expect(cleared.data!.updateEvent).toMatchObject({ employeeId: lucas, color: null, displayColor: 'pink' });
    const between = await t.gql<{ eventsBetween: Json[] }>(BETWEEN, { from: '2031-01-05', e: lucas }, tokens.staff);
    expect(between.data!.eventsBetween.map((e) => e.id)).toEqual([event.id]);
    expect(between.data!.eventsBetween[0]!.employee.name).toBe('Lucas Favre');

    const deleted = await t.gql<{ deleteEvent: Json }>(DELETE, { id: event.id }, tokens.staff);
    expect(deleted.data!.deleteEvent).toEqual({ __typename: 'DeleteResult', id: event.id });
    await waitFor(() => live.received.length >= 4);
    expect(live.received.map((c) => c.type)).toEqual(['CREATED', 'UPDATED', 'UPDATED', 'DELETED']);
    expect(live.received[3]).toEqual({
      type: 'DELETED',
      eventId: event.id,
      start: at(21),
      end: at(22),
      employeeId: lucas,
      event: null,
    });
    expect(live.received[1]!.event).toEqual({ id: event.id, summary: 'Dentist (moved)' });
    expect(other.received).toEqual([]);
    await Promise.all([live.close(), other.close()]);
  });

  it('keeps vendors apart and refuses customers', async () => {
    const p = t.app.services.prisma;
    const foreign = await p.vendor.create({
      data: { slug: 'other', name: 'Other SA', publicName: 'Other', email: 'o@example.ch' },
    });
    const foreignEmployee = await p.employee.create({ data: { vendorId: foreign.id, firstname: 'F', lastname: 'E' } });
    const start = new Date(Date.UTC(2031, 0, 6, 20)).toISOString();
    const end = new Date(Date.UTC(2031, 0, 6, 21)).toISOString();
    const res = await t.gql<{ createEvent: Json }>(
      CREATE,
      { input: { start, end, employeeId: foreignEmployee.id } },
      tokens.staff,
    );
    expect(res.data!.createEvent.errors).toMatchObject({ employee_id: expect.any(Object) });
    const foreignEvent = await p.event.create({
      data: {
        vendorId: foreign.id,
        start,
        end,
        customerStart: start,
        customerEnd: end,
        employeeId: foreignEmployee.id,
      },
    });
    expect(
      (await t.gql<{ deleteEvent: Json }>(DELETE, { id: foreignEvent.id }, tokens.staff)).data!.deleteEvent.__typename,
    ).toBe('NotFoundError');
    const customer = await t.gql(CREATE, { input: { start, end, employeeId: 1 } }, tokens.customer);
    expect(customer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("gives a customer's history of a service", async () => {
    const p = t.app.services.prisma;
    const past = await p.event.findFirstOrThrow({
      where: { serviceId: { not: null }, end: { lt: new Date() }, booking: { status: 'EXECUTED' } },
      include: { booking: true },
    });
    const res = await t.gql<{ serviceHistory: Json }>(
      HISTORY,
      { s: past.serviceId, c: past.booking!.customerId },
      tokens.staff,
    );
    expect(res.data!.serviceHistory.events.map((e: Json) => e.id)).toContain(past.id);
    expect(res.data!.serviceHistory.events.every((e: Json) => e.serviceId === past.serviceId)).toBe(true);
    expect(res.data!.serviceHistory.calculatedDuration % 5).toBe(0);
  });

  it('records the effective duration when staff resize an appointment, not when they move it (spec §5)', async () => {
    const p = t.app.services.prisma;
    // A customer's haircut (one part) booked by staff, on a Wednesday booking the demo bookings.
    const day = moment.tz('Europe/Zurich').add(40, 'days').isoWeekday(3).format('YYYY-MM-DD');
    const cut = await p.service.findFirstOrThrow({ where: { translations: { some: { name: 'Coupe homme' } } } });
    const location = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    const poste = await p.workplace.findFirstOrThrow({ where: { name: 'Poste 2' } });
    const customer = await p.customer.findFirstOrThrow({ where: { email: 'customer@salon-demo.ch' } });
    const booked = await t.gql<{ createExpressBooking: Json }>(
      `mutation ($input: ExpressBookingInput!) { createExpressBooking(input: $input) {
        __typename ... on Booking { id events { id } } ... on Error { message } } }`,
      {
        input: {
          vendorId: location.vendorId,
          locationId: location.id,
          customerId: customer.id,
          events: [{ serviceId: cut.id, employeeId: lucas, workplaceId: poste.id, localStart: `${day} 10:00` }],
        },
      },
      tokens.staff,
    );
    expect(booked.data!.createExpressBooking).toMatchObject({ __typename: 'Booking' });
    const booking = await p.event.findUniqueOrThrow({ where: { id: booked.data!.createExpressBooking.events[0].id } });
    const length = (booking.end.getTime() - booking.start.getTime()) / 60_000;
    expect(booking.effectiveDuration).toBe(length);
    const iso = (d: Date, minutes = 0) => new Date(d.getTime() + minutes * 60_000).toISOString();
    // It took 10 minutes less: the block is shortened.
    const shortened = await t.gql<{ updateEvent: Json }>(
      UPDATE,
      { id: booking.id, input: { start: iso(booking.start), end: iso(booking.end, -10) } },
      tokens.staff,
    );
    expect(shortened.data!.updateEvent.__typename).toBe('Event');
    expect((await p.event.findUniqueOrThrow({ where: { id: booking.id } })).effectiveDuration).toBe(length - 10);
    // Moved without changing its length: the recorded duration stays.
    await t.gql(
      UPDATE,
      { id: booking.id, input: { start: iso(booking.start, -5), end: iso(booking.end, -15) } },
      tokens.staff,
    );
    const after = await p.event.findUniqueOrThrow({ where: { id: booking.id } });
    expect(after.effectiveDuration).toBe(length - 10);
    expect(after.start.toISOString()).toBe(iso(booking.start, -5));
  });

  it("gives the calendar's flat blocks in one read, equal to the nested events, and pushes them live", async () => {
    const p = t.app.services.prisma;
    // The week around a booked appointment of the demo vendor.
    const booked = await p.event.findFirstOrThrow({
      where: { active: true, serviceId: { not: null }, booking: { customerId: { not: null } } },
    });
    const from = new Date(booked.customerStart.getTime() - 3 * 86_400_000).toISOString();
    const to = new Date(booked.customerStart.getTime() + 4 * 86_400_000).toISOString();
    const NESTED = `query ($from: DateTime!, $to: DateTime!) { calendarEvents(from: $from, to: $to) {
      id kind start end summary customerName displayColor bookingId serviceId servicePartId employeeId workplaceId
      machineId locationId service { name } booking { status } } }`;
    const FLAT = `query ($from: DateTime!, $to: DateTime!) { agendaEvents(from: $from, to: $to) {
      id kind start end summary title customerName color bookingStatus bookingId serviceId servicePartId employeeId
      workplaceId machineId locationId } }`;
    const [nested, flat] = await Promise.all([
      t.gql<{ calendarEvents: Json[] }>(NESTED, { from, to }, tokens.staff, 'en'),
      t.gql<{ agendaEvents: Json[] }>(FLAT, { from, to }, tokens.staff, 'en'),
    ]);
    const expected: Json[] = nested.data!.calendarEvents.map(({ service, booking, displayColor, ...e }) => ({
      ...e,
      title: service?.name || e.summary,
      color: displayColor,
      bookingStatus: booking?.status ?? null,
    }));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.some((e) => e.customerName && e.title)).toBe(true);
    expect(flat.data!.agendaEvents).toEqual(expected);
    // The parts of a service with processing time (the demo's colourings) say which part they are.
    expect(expected.some((e) => e.servicePartId != null)).toBe(true);
    // Staff only.
    const customer = await t.gql(FLAT, { from, to }, tokens.customer);
    expect(customer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Live: the pushed change carries the same flat block; a deleted one none.
    const day = new Date(Date.UTC(2031, 0, 12));
    const at = (h: number) => new Date(day.getTime() + h * 3_600_000).toISOString();
    const live = subscribe<Json>(
      t.url,
      tokens.staff,
      `subscription ($from: DateTime!, $to: DateTime!) { calendarEventsChanged(from: $from, to: $to) {
        type eventId agendaEvent { id title color customerName bookingStatus employeeId start } } }`,
      { from: at(0), to: at(24) },
    );
    await live.started;
    const created = await t.gql<{ createEvent: Json }>(
      CREATE,
      { input: { start: at(20), end: at(21), employeeId: lucas, summary: 'Break' } },
      tokens.staff,
    );
    const id = created.data!.createEvent.id;
    await t.gql(DELETE, { id }, tokens.staff);
    await waitFor(() => live.received.length >= 2);
    expect(live.received[0]).toEqual({
      type: 'CREATED',
      eventId: id,
      agendaEvent: {
        id,
        title: 'Break',
        color: created.data!.createEvent.displayColor,
        customerName: null,
        bookingStatus: null,
        employeeId: lucas,
        start: at(20),
      },
    });
    expect(live.received[1]).toEqual({ type: 'DELETED', eventId: id, agendaEvent: null });
    await live.close();
  });
});
