// Live fan-out: 1,000 graphql-ws subscribers (staff of one vendor) spread over two gateway processes
// sharing PostgreSQL and Redis, plus 100 subscribers of another vendor; one booking is saved through
// the first gateway and the time until each subscriber has the event is measured from the booking's
// row creation (its createdAt, same machine clock); `booking_ms` is the booking request itself.
// Measured twice: with the staff calendar's subscription (its block of the event, read once per
// change and shared), and with the change's own fields only (`ids_*`). Needs DATABASE_URL and REDIS_URL.
import { loadavg } from 'node:os';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { DEMO_LOGINS, seedDemo } from '../gateway/src/seed/demo.ts';
import { openBenchDatabase, requireEnv, startCluster } from './cluster.ts';
import { percentile } from './stats.ts';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const OTHERS = 100;
// The staff calendar's own subscription (web/src/features/agenda/operations.ts): the block of the
// event, flat, as the calendar paints it.
const AGENDA = `subscription ($from: DateTime!, $to: DateTime!) { calendarEventsChanged(from: $from, to: $to) {
  type eventId agendaEvent { id kind start end summary title customerName color bookingStatus bookingId
  serviceId employeeId workplaceId machineId locationId } } }`;
const IDS = `subscription ($from: DateTime!, $to: DateTime!) { calendarEventsChanged(from: $from, to: $to) {
  type eventId start end employeeId workplaceId machineId bookingId } }`;
const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  assignments { serviceId employeeId workplaceId machineId start } } }`;
const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on Booking { id events { id } } } }`;
const now = () => performance.timeOrigin + performance.now();

requireEnv('REDIS_URL');
const bench = await openBenchDatabase(requireEnv('DATABASE_URL'));
const p = bench.db.prisma;
await seedDemo(p);
const vendor = await p.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' }, include: { legalConditions: true } });
const location = await p.location.findFirstOrThrow({ where: { vendorId: vendor.id, slug: 'lausanne-centre' } });
const service = await p.serviceTranslation.findFirstOrThrow({ where: { name: 'Coupe femme' } });
const staffUser = await p.user.findFirstOrThrow({ where: { email: DEMO_LOGINS.staff }, include: { employee: true } });
const customerUser = await p.user.findFirstOrThrow({ where: { email: DEMO_LOGINS.customer } });
const other = await p.vendor.create({
  data: { slug: 'other', name: 'Other SA', publicName: 'Other', email: 'o@other.ch', liveMode: true },
});
const otherUser = await p.user.create({
  data: { email: 'o.ther@other.ch', passwordHash: '-', firstname: 'O', lastname: 'Ther', role: 3, verified: true },
});
await p.employee.create({ data: { vendorId: other.id, userId: otherUser.id, firstname: 'O', lastname: 'Ther' } });

// All the subscribers come from this machine's one address: the per-client cap is lifted.
const cluster = await startCluster(bench.url, 2, { LIVE_CONNECTIONS_PER_CLIENT: '100000' });
const [a, b] = cluster.gateways as [(typeof cluster.gateways)[0], (typeof cluster.gateways)[0]];
const staff = await cluster.token(staffUser.id);
const customer = await cluster.token(customerUser.id);
const otherStaff = await cluster.token(otherUser.id);

async function gql<T>(url: string, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body));
  return body.data;
}

let dayOffset = 2;
/** Books the first free slot of the next days through gateway A; returns the new event ids. */
async function book(): Promise<{ bookingId: number; eventIds: number[] }> {
  for (;;) {
    const date = new Date(Date.now() + dayOffset++ * 86400_000).toISOString().slice(0, 10);
    const { availableSlots } = await gql<{ availableSlots: { assignments: Record<string, unknown>[] }[] }>(
      a.url,
      SLOTS,
      {
        input: { vendorId: vendor.id, locationId: location.id, services: [{ id: service.serviceId }], date },
      },
    );
    const slot = availableSlots[0];
    if (!slot) continue;
    const { createBooking } = await gql<{
      createBooking: { __typename: string; id?: number; events?: { id: number }[] };
    }>(
      a.url,
      BOOK,
      {
        input: {
          vendorId: vendor.id,
          locationId: location.id,
          events: slot.assignments,
          legalConditions: vendor.legalConditions.map((c) => ({ id: c.id, accepted: true })),
        },
      },
      customer,
    );
    if (createBooking.events) return { bookingId: createBooking.id!, eventIds: createBooking.events.map((e) => e.id) };
  }
}

interface Subscriber {
  arrivals: Map<number, number>;
  count: number;
  dispose(): Promise<void>;
}

function open(url: string, token: string, query: string): Promise<Subscriber> {
  const client = createClient({
    url: `${url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: false,
    // A busy machine may miss graphql-ws's 3 s initialisation window: connect again.
    retryAttempts: 10,
    shouldRetry: () => true,
  });
  const s: Subscriber = {
    arrivals: new Map(),
    count: 0,
    dispose: async () => client.dispose(),
  };
  const range = {
    from: new Date(Date.now() - 86400_000).toISOString(),
    to: new Date(Date.now() + 400 * 86400_000).toISOString(),
  };
  client.subscribe<{ calendarEventsChanged: { eventId: number; agendaEvent?: unknown } }>(
    { query, variables: range },
    {
      next: (value) => {
        const change = value.data?.calendarEventsChanged;
        s.count++;
        // A change without its block (an error, or null where the event exists) counts as lost.
        if (value.errors || !change || (query.includes('agendaEvent') && change.agendaEvent == null)) return;
        if (!s.arrivals.has(change.eventId)) s.arrivals.set(change.eventId, now());
      },
      error: (error) => console.error('subscriber error', String(error)),
      complete: () => {},
    },
  );
  return new Promise((resolve) => client.on('connected', () => resolve(s)));
}

async function waitUntil(check: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
}

async function measure(query: string) {
  const subscribers: Subscriber[] = [];
  for (let i = 0; i < SUBSCRIBERS; i += 25) {
    subscribers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(25, SUBSCRIBERS - i) }, (_, k) =>
          open((i + k) % 2 ? b.url : a.url, staff, query),
        ),
      )),
    );
  }
  const others = await Promise.all(
    Array.from({ length: OTHERS }, (_, k) => open(k % 2 ? b.url : a.url, otherStaff, query)),
  );
  // Subscriptions are set up after the connection ack: a warm-up booking proves every one is live.
  const [warm] = (await book()).eventIds;
  await waitUntil(() => subscribers.every((s) => s.arrivals.has(warm!)), 30_000);
  const notLive = subscribers.filter((s) => !s.arrivals.has(warm!)).length;

  // Statements run on the benchmark's database around the measured booking (its own writes
  // included): subscribers that re-read the event would add one each.
  const statements = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500)); // backends report their counts within ~1 s
    const [row] = await p.$queryRawUnsafe<{ n: bigint }[]>(
      'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()',
    );
    return Number(row?.n ?? 0);
  };
  const statementsBefore = await statements();
  const sent = now();
  const { bookingId, eventIds } = await book();
  const bookingMs = now() - sent;
  const id = eventIds[0]!;
  const t0 = (await p.booking.findUniqueOrThrow({ where: { id: bookingId } })).createdAt.getTime();
  await waitUntil(() => subscribers.every((s) => s.arrivals.has(id)), 10_000);
  // Time for a stray delivery to another vendor to show up.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const dbStatements = (await statements()) - statementsBefore;
  const times = subscribers.filter((s) => s.arrivals.has(id)).map((s) => s.arrivals.get(id)! - t0);
  const result = {
    first: Math.round(Math.min(...times) * 100) / 100,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: Math.round(Math.max(...times) * 100) / 100,
    lost: subscribers.length - times.length,
    notLive,
    booking: Math.round(bookingMs * 100) / 100,
    otherReceived: others.reduce((n, s) => n + s.count, 0),
    dbStatements,
  };
  await Promise.all([...subscribers, ...others].map((s) => s.dispose()));
  return result;
}

try {
  const agenda = await measure(AGENDA);
  const ids = await measure(IDS);
  console.log(
    JSON.stringify({
      bench: 'fanout',
      subscribers: SUBSCRIBERS,
      gateways: 2,
      first_ms: agenda.first,
      p50_ms: agenda.p50,
      p99_ms: agenda.p99,
      max_ms: agenda.max,
      lost: agenda.lost,
      booking_ms: agenda.booking,
      db_statements: agenda.dbStatements,
      other_vendor_subscribers: OTHERS,
      other_vendor_received: agenda.otherReceived + ids.otherReceived,
      ids_first_ms: ids.first,
      ids_p50_ms: ids.p50,
      ids_p99_ms: ids.p99,
      ids_max_ms: ids.max,
      ids_lost: ids.lost,
      ids_booking_ms: ids.booking,
      ids_db_statements: ids.dbStatements,
      not_live_after_warmup: agenda.notLive + ids.notLive,
      load_avg_1m: Math.round(loadavg()[0]! * 10) / 10,
    }),
  );
} finally {
  await cluster.stop();
  await bench.close();
}
