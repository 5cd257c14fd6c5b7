// The scenarios of the door matrix: each kind of change, made through each door that offers it.
import type { PrismaClient, Vendor } from '../../../generated/prisma/client.ts';
import { nowMs } from '../../../lib/clock.ts';
import type { loginDemo } from '../../../test/fixtures.ts';
import type { TestApp } from '../../../test/harness.ts';
import type { Actor, ChangeType, Door } from '../index.ts';

export interface MatrixContext {
  t: TestApp;
  prisma: PrismaClient;
  vendor: Vendor;
  tokens: Awaited<ReturnType<typeof loginDemo>>;
  apiKey: string;
  published: { bookingId?: number | null; eventId: number }[];
  manageToken(booking: { id: number; manageVersion: number; end: Date }): Promise<string>;
}

/** What a scenario changed, and the first e-mail id its action may have queued. */
export interface Made {
  subjectId: number;
  bookingId?: number;
  mailsFrom: number;
}

export interface Scenario {
  type: ChangeType;
  door: Door;
  actor: Actor;
  label?: string;
  /** The e-mail the customer gets (the one table's answer). */
  message: 'bookingConfirmation' | 'bookingMoved' | 'bookingCancellation' | null;
  make(m: MatrixContext): Promise<Made>;
}

type Assignment = {
  serviceId: number;
  employeeId: number;
  workplaceId: number | null;
  machineId: number | null;
  start: string;
};

let day = 0;
/** A free time on a day of its own (each scenario books on another day). */
async function freeTime(m: MatrixContext): Promise<{ locationId: number; events: Assignment[] }> {
  const location = await m.prisma.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
  const service = await m.prisma.service.findFirstOrThrow({
    where: { translations: { some: { name: 'Coupe homme' } } },
  });
  const input = { vendorId: m.vendor.id, locationId: location.id, services: [{ id: service.id }] };
  const from = new Date(nowMs() + 3 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(nowMs() + 80 * 86_400_000).toISOString().slice(0, 10);
  const dates = await m.t.gql<{ availableDates: { date: string; times: string[] }[] }>(
    'query ($input: AvailabilityRangeInput!) { availableDates(input: $input) { date times } }',
    { input: { ...input, dateFrom: from, dateTo: to } },
  );
  const date = dates.data!.availableDates.filter((d) => d.times.length)[day++]!.date;
  const slots = await m.t.gql<{ availableSlots: { assignments: Assignment[] }[] }>(
    'query ($input: AvailabilityDayInput!) { availableSlots(input: $input) { assignments { serviceId employeeId workplaceId machineId start } } }',
    { input: { ...input, date } },
  );
  return { locationId: location.id, events: slots.data!.availableSlots[0]!.assignments };
}

const CREATE = `mutation ($input: CreateBookingInput!) {
  createBooking(input: $input) { __typename ... on Booking { id } ... on Error { message } } }`;

async function customerId(m: MatrixContext) {
  return (
    await m.prisma.customer.findFirstOrThrow({ where: { vendorId: m.vendor.id, email: 'customer@salon-demo.ch' } })
  ).id;
}

/** A booking of the demo customer made by the customer in the app (the scenarios' starting point). */
async function booking(m: MatrixContext): Promise<{ id: number; events: Assignment[]; locationId: number }> {
  const { locationId, events } = await freeTime(m);
  const legal = await m.prisma.legalCondition.findMany({ where: { vendorId: m.vendor.id } });
  const res = await m.t.gql<{ createBooking: { id: number } }>(
    CREATE,
    {
      input: {
        vendorId: m.vendor.id,
        locationId,
        events,
        legalConditions: legal.map((l) => ({ id: l.id, accepted: true })),
      },
    },
    m.tokens.customer,
  );
  if (!res.data?.createBooking.id) throw new Error(`booking failed: ${JSON.stringify(res)}`);
  return { id: res.data.createBooking.id, events, locationId };
}

/** The last e-mail id so far: what the action queues comes after it. */
async function mailMark(m: MatrixContext) {
  const last = await m.prisma.emailMessage.findFirst({ orderBy: { id: 'desc' }, select: { id: true } });
  return (last?.id ?? 0) + 1;
}

async function rest(m: MatrixContext, method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${m.t.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: { id: number } };
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** The same services one hour later than booked (a move). */
const later = (events: Assignment[]) =>
  events.map((e) => ({ ...e, start: new Date(new Date(e.start).getTime() + 3_600_000).toISOString() }));
const wire = (events: Assignment[]) =>
  events.map((e) => ({
    service_id: e.serviceId,
    employee_id: e.employeeId,
    workplace_id: e.workplaceId ?? undefined,
    machine_id: e.machineId ?? undefined,
    start: e.start,
  }));

async function created(m: MatrixContext, token: string, staff: boolean): Promise<Made> {
  const { locationId, events } = await freeTime(m);
  const mailsFrom = await mailMark(m);
  const legal = await m.prisma.legalCondition.findMany({ where: { vendorId: m.vendor.id } });
  const input = staff
    ? { vendorId: m.vendor.id, locationId, events, customerId: await customerId(m) }
    : { vendorId: m.vendor.id, locationId, events, legalConditions: legal.map((l) => ({ id: l.id, accepted: true })) };
  const res = await m.t.gql<{ createBooking: { id: number } }>(CREATE, { input }, token);
  const id = res.data!.createBooking.id;
  return { subjectId: id, bookingId: id, mailsFrom };
}

async function createdRest(m: MatrixContext, token: string, staff: boolean): Promise<Made> {
  const { locationId, events } = await freeTime(m);
  const mailsFrom = await mailMark(m);
  const legal = await m.prisma.legalCondition.findMany({ where: { vendorId: m.vendor.id } });
  const data = await rest(m, 'POST', '/bookings.json', token, {
    vendor_id: m.vendor.id,
    location_id: locationId,
    ...(staff
      ? { customer_id: await customerId(m) }
      : { legal_conditions: legal.map((l) => ({ id: l.id, accepted: true })) }),
    events: wire(events),
  });
  return { subjectId: data.id, bookingId: data.id, mailsFrom };
}

async function moved(m: MatrixContext, act: (b: Awaited<ReturnType<typeof booking>>) => Promise<unknown>) {
  const b = await booking(m);
  const mailsFrom = await mailMark(m);
  await act(b);
  return { subjectId: b.id, bookingId: b.id, mailsFrom };
}

const UPDATE = `mutation ($id: Int!, $input: UpdateBookingInput!) { updateBooking(id: $id, input: $input) { __typename } }`;
const CANCEL = 'mutation ($id: Int!, $message: String) { cancelBooking(id: $id, message: $message) { __typename } }';
const CONFIRM = 'mutation ($id: Int!) { confirmBooking(id: $id) { __typename } }';
const CLOSE = `mutation ($id: Int!, $input: CloseBookingInput!) { closeBooking(id: $id, input: $input) { __typename } }`;
const CUSTOMER = `mutation ($input: CustomerInput!) { createCustomer(input: $input) { __typename ... on Customer { id } } }`;

async function linkOf(m: MatrixContext, id: number) {
  const row = await m.prisma.booking.findUniqueOrThrow({ where: { id }, include: { events: true } });
  const end = new Date(Math.max(...row.events.map((e) => e.customerEnd.getTime())));
  return m.manageToken({ id, manageVersion: row.manageVersion, end });
}

async function newCustomer(m: MatrixContext, add: (n: number) => Promise<number>): Promise<Made> {
  const mailsFrom = await mailMark(m);
  const id = await add(++day);
  return { subjectId: id, mailsFrom };
}

export const SCENARIOS: Scenario[] = [
  // booking.created
  {
    type: 'booking.created',
    door: 'staffApp',
    actor: 'staff',
    message: 'bookingConfirmation',
    make: (m) => created(m, m.tokens.staff, true),
  },
  {
    type: 'booking.created',
    door: 'customerApp',
    actor: 'customer',
    message: 'bookingConfirmation',
    make: (m) => created(m, m.tokens.customer, false),
  },
  {
    type: 'booking.created',
    door: 'rest',
    actor: 'customer',
    message: 'bookingConfirmation',
    make: (m) => createdRest(m, m.tokens.customer, false),
  },
  {
    type: 'booking.created',
    door: 'apiKey',
    actor: 'apiKey',
    message: 'bookingConfirmation',
    make: (m) => createdRest(m, m.apiKey, true),
  },
  // booking.moved: a salon tells the customer when it asks to; a customer's own move is confirmed.
  {
    type: 'booking.moved',
    door: 'staffApp',
    actor: 'staff',
    label: 'edited, customer told',
    message: 'bookingMoved',
    make: (m) =>
      moved(m, (b) => m.t.gql(UPDATE, { id: b.id, input: { events: later(b.events), email: true } }, m.tokens.staff)),
  },
  {
    type: 'booking.moved',
    door: 'staffApp',
    actor: 'staff',
    label: 'dragged in the calendar',
    message: null,
    make: (m) =>
      moved(m, async (b) => {
        const event = await m.prisma.event.findFirstOrThrow({ where: { bookingId: b.id } });
        const shift = (d: Date) => new Date(d.getTime() + 1_800_000).toISOString();
        return m.t.gql(
          'mutation ($id: Int!, $input: EventInput!) { updateEvent(id: $id, input: $input) { __typename } }',
          { id: event.id, input: { start: shift(event.start), end: shift(event.end) } },
          m.tokens.staff,
        );
      }),
  },
  {
    type: 'booking.moved',
    door: 'rest',
    actor: 'staff',
    message: 'bookingMoved',
    make: (m) =>
      moved(m, (b) =>
        rest(m, 'PUT', `/bookings/${b.id}.json?email=true`, m.tokens.staff, { events: wire(later(b.events)) }),
      ),
  },
  {
    type: 'booking.moved',
    door: 'apiKey',
    actor: 'apiKey',
    message: null,
    make: (m) => moved(m, (b) => rest(m, 'PUT', `/bookings/${b.id}.json`, m.apiKey, { events: wire(later(b.events)) })),
  },
  {
    type: 'booking.moved',
    door: 'manageLink',
    actor: 'customer',
    message: 'bookingMoved',
    make: (m) =>
      moved(m, async (b) =>
        m.t.gql(
          'mutation ($token: String!, $events: [ManagedEventInput!]!) { moveManagedBooking(token: $token, events: $events) { __typename } }',
          { token: await linkOf(m, b.id), events: later(b.events) },
        ),
      ),
  },
  // booking.canceled: the customer gets the cancellation e-mail wherever it was cancelled.
  {
    type: 'booking.canceled',
    door: 'staffApp',
    actor: 'staff',
    message: 'bookingCancellation',
    make: (m) => moved(m, (b) => m.t.gql(CANCEL, { id: b.id, message: 'Closed' }, m.tokens.staff)),
  },
  {
    type: 'booking.canceled',
    door: 'customerApp',
    actor: 'customer',
    message: 'bookingCancellation',
    make: (m) => moved(m, (b) => m.t.gql(CANCEL, { id: b.id }, m.tokens.customer)),
  },
  {
    type: 'booking.canceled',
    door: 'rest',
    actor: 'customer',
    message: 'bookingCancellation',
    make: (m) => moved(m, (b) => rest(m, 'POST', `/bookings/cancel/${b.id}.json`, m.tokens.customer, {})),
  },
  {
    type: 'booking.canceled',
    door: 'apiKey',
    actor: 'apiKey',
    message: 'bookingCancellation',
    make: (m) => moved(m, (b) => rest(m, 'POST', `/bookings/cancel/${b.id}.json`, m.apiKey, { message: 'Sorry' })),
  },
  {
    type: 'booking.canceled',
    door: 'manageLink',
    actor: 'customer',
    message: 'bookingCancellation',
    make: (m) =>
      moved(m, async (b) =>
        m.t.gql('mutation ($token: String!) { cancelManagedBooking(token: $token) { __typename } }', {
          token: await linkOf(m, b.id),
        }),
      ),
  },
  // booking.confirmed: a held online booking confirmed by the salon, from the app, REST and a key.
  ...(['staffApp', 'rest', 'apiKey'] as const).map(
    (door): Scenario => ({
      type: 'booking.confirmed',
      door,
      actor: door === 'apiKey' ? 'apiKey' : 'staff',
      message: 'bookingConfirmation',
      make: async (m) => {
        const b = await booking(m);
        await m.prisma.booking.update({ where: { id: b.id }, data: { status: 'PENDING' } });
        const mailsFrom = await mailMark(m);
        if (door === 'staffApp') await m.t.gql(CONFIRM, { id: b.id }, m.tokens.staff);
        else await rest(m, 'POST', `/bookings/confirm/${b.id}.json`, door === 'rest' ? m.tokens.staff : m.apiKey, {});
        return { subjectId: b.id, bookingId: b.id, mailsFrom };
      },
    }),
  ),
  // booking.closed: the checkout, from the app, REST and a key.
  {
    type: 'booking.closed',
    door: 'staffApp',
    actor: 'staff',
    label: 'checkout',
    message: null,
    make: (m) => moved(m, (b) => m.t.gql(CLOSE, { id: b.id, input: { status: 'NO_SHOW' } }, m.tokens.staff)),
  },
  {
    type: 'booking.closed',
    door: 'rest',
    actor: 'staff',
    label: 'checkout',
    message: null,
    make: (m) => moved(m, (b) => rest(m, 'PUT', `/bookings/close/${b.id}.json`, m.tokens.staff, { status: 'no_show' })),
  },
  {
    type: 'booking.closed',
    door: 'apiKey',
    actor: 'apiKey',
    label: 'checkout',
    message: null,
    make: (m) => moved(m, (b) => rest(m, 'PUT', `/bookings/close/${b.id}.json`, m.apiKey, { status: 'NO_SHOW' })),
  },
  // booking.updated and booking.deleted, and a private calendar event.
  {
    type: 'booking.updated',
    door: 'staffApp',
    actor: 'staff',
    label: 'comment, customer not told',
    message: null,
    make: (m) =>
      moved(m, (b) =>
        m.t.gql(UPDATE, { id: b.id, input: { events: b.events, comment: 'Allergic to lavender' } }, m.tokens.staff),
      ),
  },
  {
    type: 'booking.deleted',
    door: 'staffApp',
    actor: 'staff',
    message: null,
    make: (m) =>
      moved(m, (b) =>
        m.t.gql('mutation ($id: Int!) { deleteBooking(id: $id) { __typename } }', { id: b.id }, m.tokens.staff),
      ),
  },
  ...(['event.created', 'event.moved', 'event.deleted'] as const).map(
    (type): Scenario => ({
      type,
      door: 'staffApp',
      actor: 'staff',
      label: 'a private event',
      message: null,
      async make(m) {
        const mailsFrom = await mailMark(m);
        const { events } = await freeTime(m);
        const start = new Date(events[0]!.start);
        const at = (d: Date, h: number) => new Date(d.getTime() + h * 3_600_000).toISOString();
        const input = {
          kind: 'PRIVATE',
          employeeId: events[0]!.employeeId,
          start: at(start, 0),
          end: at(start, 1),
          summary: 'Training',
        };
        const made = await m.t.gql<{ createEvent: { id: number } }>(
          'mutation ($input: EventInput!) { createEvent(input: $input) { __typename ... on Event { id } } }',
          { input },
          m.tokens.staff,
        );
        const id = made.data!.createEvent.id;
        if (type === 'event.moved')
          await m.t.gql(
            'mutation ($id: Int!, $input: EventInput!) { updateEvent(id: $id, input: $input) { __typename } }',
            { id, input: { ...input, start: at(start, 1), end: at(start, 2) } },
            m.tokens.staff,
          );
        if (type === 'event.deleted')
          await m.t.gql('mutation ($id: Int!) { deleteEvent(id: $id) { __typename } }', { id }, m.tokens.staff);
        return { subjectId: id, mailsFrom };
      },
    }),
  ),
  // customer.created: by staff, REST, a key, and a customer's first booking at the salon.
  {
    type: 'customer.created',
    door: 'staffApp',
    actor: 'staff',
    message: null,
    make: (m) =>
      newCustomer(
        m,
        async (n) =>
          (
            await m.t.gql<{ createCustomer: { id: number } }>(
              CUSTOMER,
              { input: { firstname: 'Nora', lastname: `Staff${n}` } },
              m.tokens.staff,
            )
          ).data!.createCustomer.id,
      ),
  },
  {
    type: 'customer.created',
    door: 'rest',
    actor: 'staff',
    message: null,
    make: (m) =>
      newCustomer(
        m,
        async (n) =>
          (await rest(m, 'POST', '/customers.json', m.tokens.staff, { firstname: 'Nora', lastname: `Rest${n}` })).id,
      ),
  },
  {
    type: 'customer.created',
    door: 'apiKey',
    actor: 'apiKey',
    message: null,
    make: (m) =>
      newCustomer(
        m,
        async (n) =>
          (await rest(m, 'POST', '/customers.json', m.apiKey, { firstname: 'Nora', lastname: `Key${n}` })).id,
      ),
  },
  {
    type: 'customer.created',
    door: 'customerApp',
    actor: 'customer',
    label: 'signs up and books',
    message: null,
    make: (m) =>
      newCustomer(m, async (n) => {
        const email = `new-${n}@example.ch`;
        const signUp = await m.t.gql<{ register: { token: string } }>(
          'mutation ($input: RegisterInput!) { register(input: $input) { ... on AuthPayload { token } } }',
          { input: { email, password: 'secret12', firstname: 'Neu', lastname: 'Kundin' } },
        );
        await created(m, signUp.data!.register.token, false);
        return (await m.prisma.customer.findFirstOrThrow({ where: { email } })).id;
      }),
  },
  // availability.freed: a closed date lifted gives its day back.
  {
    type: 'availability.freed',
    door: 'staffApp',
    actor: 'staff',
    label: 'a closed date lifted',
    message: null,
    async make(m) {
      const mailsFrom = await mailMark(m);
      const location = await m.prisma.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
      const date = new Date(nowMs() + 70 * 86_400_000).toISOString().slice(0, 10);
      const closed = await m.t.gql<{ createClosedDate: { id: number } }>(
        'mutation ($input: ClosedDateInput!) { createClosedDate(input: $input) { __typename ... on ClosedDate { id } } }',
        { input: { date, description: 'Matrix', locationIds: [location.id] } },
        m.tokens.admin,
      );
      const id = closed.data!.createClosedDate.id;
      await m.t.gql('mutation ($id: Int!) { deleteClosedDate(id: $id) { __typename } }', { id }, m.tokens.admin);
      return { subjectId: id, mailsFrom };
    },
  },
];
