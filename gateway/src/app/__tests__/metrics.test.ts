// /metrics after real traffic: a booking through GraphQL, a REST call, a health check. Labels are
// route templates and operation names, never raw paths; the endpoint needs its bearer token.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAndLogin } from '../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { restRouteOf } from '../rest.ts';
import { createMetrics, routeLabel } from '../metrics.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const pgUrl = process.env.DATABASE_URL;

const LOCATION = `query PublicLocation { locationBySlug(vendorSlug: "salon-demo", locationSlug: "lausanne-centre") {
  id vendor { id legalConditions { id } } services { id name } } }`;
const DATES = `query PublicDates($input: AvailabilityRangeInput!) { availableDates(input: $input) { date } }`;
const SLOTS = `query PublicSlots($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  assignments { serviceId employeeId workplaceId machineId start } } }`;
const BOOK = `mutation CreateBooking($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on Booking { id } ... on ConflictError { message } ... on ValidationError { message errors } } }`;

/** The value of one sample line `name{labels} value` of a Prometheus text answer, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = /\{(.*)\}/.exec(line)?.[1] ?? '';
    const found = Object.fromEntries([...labelText.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(line.split(' ').at(-1));
  }
  return undefined;
}

describe('metrics scrape after a booking', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  beforeAll(async () => {
    t = await startTestApp({ config: { metricsToken: TOKEN } });
    tokens = await seedAndLogin(t);
  });
  afterAll(() => t.stop());

  const scrape = async (authorization?: string) => {
    const res = await fetch(`${t.url}/metrics`, { headers: authorization ? { authorization } : {} });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  };

  it('refuses a scrape without the bearer token or with another one', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer not-the-token-at-all-0123456789')).status).toBe(401);
    expect((await scrape(TOKEN)).status).toBe(401);
  });

  it('counts the booking, its operations, the REST route template, the queue and the pool', async () => {
    const page = await t.gql<{
      locationBySlug: {
        id: number;
        vendor: { id: number; legalConditions: { id: number }[] };
        services: { id: number; name: string }[];
      };
    }>(LOCATION, {}, undefined, 'en');
    const location = page.data!.locationBySlug;
    const service = location.services.find((s) => s.name === "Women's haircut")!;
    const base = { vendorId: location.vendor.id, locationId: location.id, services: [{ id: service.id }] };
    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.now() + 14 * 86400_000).toISOString().slice(0, 10);
    const dates = await t.gql<{ availableDates: { date: string }[] }>(DATES, {
      input: { ...base, dateFrom: today, dateTo: later },
    });
    const day = dates.data!.availableDates.find((d) => d.date > today)!;
    const slots = await t.gql<{ availableSlots: { assignments: Record<string, unknown>[] }[] }>(SLOTS, {
      input: { ...base, date: day.date },
    });
    const slot = slots.data!.availableSlots[0]!;
    const booked = await t.gql<{ createBooking: { __typename: string } }>(
      BOOK,
      {
        input: {
          vendorId: base.vendorId,
          locationId: base.locationId,
          events: slot.assignments,
          legalConditions: location.vendor.legalConditions.map((c) => ({ id: c.id, accepted: true })),
        },
      },
      tokens.customer,
    );
    expect(booked.data?.createBooking.__typename).toBe('Booking');
    // A REST call with an id in its path, and one for a path no route has.
    const vendorRes = await fetch(`${t.url}/api/vendors/${location.vendor.id}.json`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(vendorRes.status).toBe(200);
    expect((await fetch(`${t.url}/api/no/such/route/123`)).status).toBe(404);

    const { status, type, text } = await scrape(`Bearer ${TOKEN}`);
    expect(status).toBe(200);
    expect(type).toContain('text/plain');

    expect(sample(text, 'bookings_created_total', { source: 'PUBLIC' })).toBe(1);
    expect(
      sample(text, 'graphql_operation_duration_seconds_count', { operation: 'CreateBooking', type: 'mutation' }),
    ).toBe(1);
    expect(sample(text, 'graphql_operation_duration_seconds_count', { operation: 'PublicSlots', type: 'query' })).toBe(
      1,
    );
    // Every GraphQL request of this test went to /graphql: 4 here, plus the 3 logins of the fixture.
    expect(
      sample(text, 'http_request_duration_seconds_count', { method: 'POST', route: '/graphql', status: '200' }),
    ).toBe(7);
    // The REST request is labelled with its route template, not its path with the id.
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/vendors/:id.json',
        status: '200',
      }),
    ).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/*', status: '404' })).toBe(1);
    expect(text).not.toContain(`/api/vendors/${location.vendor.id}.json`);
    // The booking's confirmation e-mail waits in the outbox (no SMTP server here).
    expect(sample(text, 'job_queue_jobs', { queue: 'email', state: 'pending' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'job_queue_jobs', { queue: 'email', state: 'failed' })).toBe(0);
    expect(sample(text, 'websocket_connections', {})).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes', {})).toBeGreaterThan(0);
    if (pgUrl) expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    else expect(text).not.toContain('db_pool_connections');
  });
});

describe('metrics endpoint and access log', () => {
  const lines: Record<string, unknown>[] = [];
  let server: Server;
  let url: string;
  let enabled: Server;
  let enabledUrl: string;

  const listen = async (s: Server) => {
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(JSON.parse(String(chunk)));
        callback();
      },
    });
    const log = pino({ level: 'info' }, sink);
    // Without METRICS_TOKEN: /metrics does not exist.
    const fakeDb = { kind: 'pglite', probe: async () => [] } as never;
    const off = createMetrics({
      db: fakeDb,
      prisma: {} as never,
      log,
      timeoutMs: 100,
      websockets: () => 0,
      restRoute: restRouteOf,
    });
    server = createServer((req, res) => {
      off.observe(req, res, String(req.headers['x-request-id'] ?? 'none'));
      if (off.handle(req, res)) return;
      res.writeHead(req.url === '/api/bookings/17.json' ? 200 : 404).end();
    });
    url = await listen(server);
    const on = createMetrics({
      token: TOKEN,
      db: fakeDb,
      prisma: {} as never,
      log,
      timeoutMs: 100,
      websockets: () => 0,
    });
    enabled = createServer((req, res) => void on.handle(req, res));
    enabledUrl = await listen(enabled);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await new Promise((resolve) => enabled.close(resolve));
  });

  it('answers 404 at /metrics when METRICS_TOKEN is not set, and 401 without the token when it is', async () => {
    expect((await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    expect((await fetch(`${enabledUrl}/metrics`)).status).toBe(401);
  });

  it('writes one access-log line per request with its request id, route template, status and duration', async () => {
    lines.length = 0;
    await fetch(`${url}/api/bookings/17.json`, { headers: { 'x-request-id': 'req-17' } });
    await fetch(`${url}/health/ready`, { headers: { 'x-request-id': 'req-health' } });
    const access = lines.filter((l) => l.kind === 'access');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      requestId: 'req-17',
      method: 'GET',
      route: '/api/bookings/:id.json',
      status: 200,
      msg: 'request',
    });
    expect(typeof access[0]!.durationMs).toBe('number');
  });

  it('labels requests with bounded route templates', () => {
    expect(routeLabel('GET', '/api/bookings/17.json?x=1', restRouteOf)).toBe('/api/bookings/:id.json');
    expect(routeLabel('GET', '/api/employees/ical/secret-token.ics', restRouteOf)).not.toContain('secret-token');
    expect(routeLabel('GET', '/api/whatever/123', restRouteOf)).toBe('/api/*');
    expect(routeLabel('GET', '/salon-demo/lausanne-centre', restRouteOf)).toBe('/*');
    expect(routeLabel('GET', '/assets/index-abc.js', restRouteOf)).toBe('/assets/*');
    expect(routeLabel('POST', '/graphql', restRouteOf)).toBe('/graphql');
  });
});
