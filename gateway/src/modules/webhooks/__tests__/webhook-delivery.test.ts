// Webhook deliveries end to end: a local receiver (plain HTTP, allowed by the private-targets
// switch) checks every signature with the Standard Webhooks algorithm (the `standardwebhooks`
// package), sees one delivery per change with the resource in its REST wire shape, the same
// webhook-id on the retries after a 500, and the endpoint turned off with a notice after the last
// retry; without the switch nothing reaches a private address.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetClock, setClock } from '../../../lib/clock.ts';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { MAX_ATTEMPTS, RETRY_SCHEDULE_MS } from '../webhook.delivery.ts';

const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  start assignments { serviceId employeeId workplaceId machineId start } } }`;
const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on Booking { id } ... on Error { message } } }`;
const UPDATE = `mutation ($id: Int!, $input: UpdateBookingInput!) { updateBooking(id: $id, input: $input) {
  __typename ... on Booking { id } ... on Error { message } } }`;
const CANCEL = `mutation ($id: Int!) { cancelBooking(id: $id, message: "sorry") { __typename ... on Error { message } } }`;
const CLOSE = `mutation ($id: Int!) { closeBooking(id: $id, input: { status: NO_SHOW }) {
  __typename ... on Booking { id status } ... on Error { message } } }`;

type Slot = { start: string; assignments: Record<string, unknown>[] };
type Received = {
  at: number;
  headers: IncomingHttpHeaders;
  body: string;
  payload: { type: string; timestamp: string; data: Wire };
};
type Wire = Record<string, unknown> & { id: number };

/** A webhook receiver on a free local port: records what it gets and answers the next status. */
async function startReceiver(clock: () => number) {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ at: clock(), headers: req.headers, body, payload: JSON.parse(body) });
      res.writeHead(statuses.shift() ?? 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    /** The next answers, in order (then 204). */
    answer: (...next: number[]) => statuses.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('webhook deliveries', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let base: { vendorId: number; locationId: number; services: { id: number }[] };
  let legal: { id: number; accepted: boolean }[];
  let clock = new Date('2027-06-07T06:00:00Z');
  const at = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
    setClock(clock, { frozen: true });
  };

  const rest = async (method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(`${t.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data: Wire & Wire[] } };
  };
  const slots = async (date: string) =>
    (await t.gql<{ availableSlots: Slot[] }>(SLOTS, { input: { ...base, date } })).data!.availableSlots;
  const eventsOf = (slot: Slot) =>
    slot.assignments.map(({ serviceId, employeeId, workplaceId, machineId, start }) => ({
      serviceId,
      employeeId,
      workplaceId,
      machineId,
      start,
    }));
  const book = async (slot: Slot) => {
    const res = await t.gql<{ createBooking: { __typename: string; id: number } }>(
      BOOK,
      {
        input: { vendorId: base.vendorId, locationId: base.locationId, events: eventsOf(slot), legalConditions: legal },
      },
      tokens.customer,
    );
    expect(res.data?.createBooking.__typename).toBe('Booking');
    return res.data!.createBooking.id;
  };
  // The library also checks that the timestamp is within 5 minutes of its own clock: the test's
  // clock when the request arrived.
  const verify = (secret: string, r: Received) => {
    vi.useFakeTimers({ toFake: ['Date'], now: r.at });
    try {
      return new Webhook(secret).verify(r.body, r.headers as Record<string, string>);
    } finally {
      vi.useRealTimers();
    }
  };

  beforeAll(async () => {
    setClock(clock, { frozen: true });
    t = await startTestApp({ config: { webhookAllowPrivateTargets: true, jobsPollMs: 0 } });
    tokens = await seedAndLogin(t);
    receiver = await startReceiver(() => clock.getTime());
    const p = t.app.services.prisma;
    const vendor = await p.vendor.findUniqueOrThrow({
      where: { slug: 'salon-demo' },
      include: { legalConditions: true },
    });
    const location = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    const service = await p.service.findFirstOrThrow({ where: { translations: { some: { name: 'Coupe homme' } } } });
    base = { vendorId: vendor.id, locationId: location.id, services: [{ id: service.id }] };
    legal = vendor.legalConditions.map((c) => ({ id: c.id, accepted: true }));
  });
  afterAll(async () => {
    await t.stop();
    await receiver.close();
    resetClock();
  });

  it('sends one signed delivery per change, in the REST wire shape, and retries a 500 with the same id', async () => {
    const created = await rest('POST', '/webhooks.json', tokens.admin, {
      url: receiver.url,
      events: ['booking.created', 'booking.updated', 'booking.canceled', 'booking.closed', 'customer.created'],
    });
    expect(created.status).toBe(201);
    const secret = String(created.body.data.secret);
    const webhookId = created.body.data.id;

    // A new customer: nothing leaves inside the request, the job sends it.
    const customer = await rest('POST', '/customers.json', tokens.staff, { firstname: 'Nina', lastname: 'Hook' });
    expect(customer.status).toBe(201);
    expect(receiver.received).toHaveLength(0);
    await t.app.jobs.tick();
    expect(receiver.received).toHaveLength(1);
    const first = receiver.received[0]!;
    expect(verify(secret, first)).toEqual(first.payload);
    expect(first.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(first.headers['webhook-timestamp']).toBe(String(Math.floor(clock.getTime() / 1000)));
    expect(first.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    const wire = await rest('GET', `/customers/${customer.body.data.id}.json`, tokens.admin);
    expect(first.payload).toEqual({ type: 'customer.created', timestamp: clock.toISOString(), data: wire.body.data });

    // A booking made, answered 500 then 500 then 204: three attempts, one message id.
    const date = '2027-06-08';
    const [slotA, , , , slotB, , , , slotC] = await slots(date);
    receiver.answer(500, 500);
    const bookingId = await book(slotA!);
    await t.app.jobs.tick();
    expect(receiver.received).toHaveLength(2);
    let deliveries = await rest('GET', `/webhooks/${webhookId}/deliveries.json`, tokens.admin);
    expect(deliveries.body.data[0]).toMatchObject({
      event: 'booking.created',
      resource_id: bookingId,
      status: 'PENDING',
      attempts: 1,
      last_status_code: 500,
      next_attempt_at: new Date(clock.getTime() + RETRY_SCHEDULE_MS[0]!).toISOString(),
    });
    // Not yet due: nothing is sent.
    at(RETRY_SCHEDULE_MS[0]! - 1000);
    await t.app.jobs.tick();
    expect(receiver.received).toHaveLength(2);
    at(1000);
    await t.app.jobs.tick();
    at(RETRY_SCHEDULE_MS[1]!);
    await t.app.jobs.tick();
    expect(receiver.received).toHaveLength(4);
    const attempts = receiver.received.slice(1);
    expect(new Set(attempts.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(new Set(attempts.map((r) => r.body)).size).toBe(1);
    for (const r of attempts) expect(verify(secret, r)).toMatchObject({ type: 'booking.created' });
    const bookingWire = await rest('GET', `/bookings/${bookingId}.json`, tokens.admin);
    expect(attempts[0]!.payload.data).toEqual(bookingWire.body.data);
    deliveries = await rest('GET', `/webhooks/${webhookId}/deliveries.json`, tokens.admin);
    expect(deliveries.body.data[0]).toMatchObject({ status: 'DELIVERED', attempts: 3, last_status_code: 204 });

    // Moved, cancelled; another one closed as a no-show.
    const moved = await t.gql<{ updateBooking: { __typename: string } }>(
      UPDATE,
      { id: bookingId, input: { events: eventsOf(slotB!) } },
      tokens.staff,
    );
    expect(moved.data!.updateBooking.__typename).toBe('Booking');
    // Moved again, in the calendar (one event dragged by 15 minutes).
    const event = await t.app.services.prisma.event.findFirstOrThrow({ where: { bookingId } });
    const dragged = await t.gql<{ updateEvent: { __typename: string } }>(
      `mutation ($id: Int!, $input: EventInput!) { updateEvent(id: $id, input: $input) { __typename } }`,
      {
        id: event.id,
        input: { start: new Date(event.start.getTime() + 900_000), end: new Date(event.end.getTime() + 900_000) },
      },
      tokens.staff,
    );
    expect(dragged.data?.updateEvent.__typename).toBe('Event');
    expect((await t.gql(CANCEL, { id: bookingId }, tokens.staff)).data).toEqual({
      cancelBooking: { __typename: 'Booking' },
    });
    const second = await book(slotC!);
    at(36 * 3_600_000);
    const closed = await t.gql<{ closeBooking: { status: string } }>(CLOSE, { id: second }, tokens.staff);
    expect(closed.data!.closeBooking.status).toBe('NO_SHOW');
    await t.app.jobs.tick();
    const later = receiver.received.slice(4);
    expect(later.map((r) => [r.payload.type, r.payload.data.id])).toEqual(
      expect.arrayContaining([
        ['booking.updated', bookingId],
        ['booking.updated', bookingId],
        ['booking.canceled', bookingId],
        ['booking.created', second],
        ['booking.closed', second],
      ]),
    );
    expect(later).toHaveLength(5);
    for (const r of later) expect(verify(secret, r)).toEqual(r.payload);
    expect(later.find((r) => r.payload.type === 'booking.canceled')!.payload.data.status).toBe('CANCELED');
    // One message id per change.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(7);
    await rest('DELETE', `/webhooks/${webhookId}.json`, tokens.admin);
  });

  it('turns an endpoint off after the last retry, over more than 24 h, and tells the admins', async () => {
    expect(RETRY_SCHEDULE_MS.reduce((a, b) => a + b, 0)).toBeGreaterThan(24 * 3_600_000);
    const created = await rest('POST', '/webhooks.json', tokens.admin, {
      url: receiver.url,
      events: ['customer.created'],
    });
    const webhookId = created.body.data.id;
    const before = receiver.received.length;
    receiver.answer(...Array.from({ length: MAX_ATTEMPTS }, () => 503));
    await rest('POST', '/customers.json', tokens.staff, { firstname: 'Never', lastname: 'Delivered' });
    await t.app.jobs.tick();
    for (const delay of RETRY_SCHEDULE_MS) {
      at(delay);
      await t.app.jobs.tick();
    }
    expect(receiver.received.length - before).toBe(MAX_ATTEMPTS);
    const deliveries = await rest('GET', `/webhooks/${webhookId}/deliveries.json`, tokens.admin);
    expect(deliveries.body.data[0]).toMatchObject({ status: 'FAILED', attempts: MAX_ATTEMPTS, last_status_code: 503 });
    const hook = (await rest('GET', '/webhooks.json', tokens.admin)).body.data.find((h) => h.id === webhookId)!;
    expect(hook.enabled).toBe(false);
    expect(hook.disabled_reason).toMatch(/8 tentatives sans succès sur plus de 27 h \(customer\.created.*HTTP 503\)/);
    const notice = await t.app.services.prisma.emailMessage.findFirst({
      where: { to: 'admin@salon-demo.ch', subject: { contains: receiver.url } },
    });
    expect(notice?.body).toContain('/settings/integrations');
    // Turned off: new changes are not queued for it.
    await rest('POST', '/customers.json', tokens.staff, { firstname: 'Ignored', lastname: 'Change' });
    await t.app.jobs.tick();
    expect(receiver.received.length - before).toBe(MAX_ATTEMPTS);
    await rest('DELETE', `/webhooks/${webhookId}.json`, tokens.admin);
  });

  it('sends nothing to a private address without the switch, even through a name', async () => {
    const config = t.app.services.config;
    const created = await rest('POST', '/webhooks.json', tokens.admin, {
      url: `http://localhost:${receiver.port}/hooks`,
      events: ['customer.created'],
    });
    const webhookId = created.body.data.id;
    const before = receiver.received.length;
    config.webhookAllowPrivateTargets = false;
    try {
      // Saving is refused without the switch…
      const refused = await rest('POST', '/webhooks.json', tokens.admin, {
        url: `https://localhost:${receiver.port}/hooks`,
        events: ['customer.created'],
      });
      expect(refused.status).toBe(422);
      // …and an endpoint saved before (or a name that now resolves to a private address) is refused
      // when connecting.
      await t.app.services.prisma.webhook.update({
        where: { id: webhookId },
        data: { url: `https://localhost:${receiver.port}/hooks` },
      });
      await rest('POST', '/customers.json', tokens.staff, { firstname: 'Private', lastname: 'Target' });
      await t.app.jobs.tick();
      expect(receiver.received.length).toBe(before);
      const deliveries = await rest('GET', `/webhooks/${webhookId}/deliveries.json`, tokens.admin);
      expect(deliveries.body.data[0]).toMatchObject({ status: 'PENDING', attempts: 1, last_status_code: null });
      expect(String(deliveries.body.data[0]!.last_error)).toMatch(/not allowed|private|127\.0\.0\.1|::1/i);
    } finally {
      config.webhookAllowPrivateTargets = true;
    }
  });
});
