// Live fan-out: 1,000 graphql-ws subscribers (BENCH_SUBSCRIBERS; held by worker threads, fanout-clients.ts) (staff of one vendor) spread over two gateway processes
// sharing PostgreSQL and Redis, plus 100 subscribers of another vendor; one booking is saved through
// the first gateway and the time until each subscriber has the event is measured from the booking's
// row creation (its createdAt, same machine clock); `booking_ms` is the booking request itself.
// Measured twice: with the staff calendar's subscription (its block of the event, read once per
// change and shared), and with the change's own fields only (`ids_*`). Needs DATABASE_URL and REDIS_URL.
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { DEMO_LOGINS, seedDemo } from '../gateway/src/seed/demo.ts';
import type { ClientRequest, Group } from './fanout-clients.ts';
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

// The subscribers live in BENCH_CLIENT_THREADS (4) worker threads, spread evenly, so that one event
// loop reading every socket in turn does not add its queue to the figures.
const THREADS = Math.max(1, Number(process.env.BENCH_CLIENT_THREADS ?? 4));
const threads = Array.from({ length: THREADS }, () => {
  const worker = new Worker(new URL('./fanout-clients.ts', import.meta.url));
  const pending = new Map<number, (value: unknown) => void>();
  let next = 0;
  worker.on('message', ({ id, value }: { id: number; value: unknown }) => pending.get(id)?.(value));
  worker.on('error', (error) => console.error('client thread', error));
  return {
    worker,
    ask<T>(request: ClientRequest): Promise<T> {
      const id = next++;
      return new Promise<T>((resolve) => {
        pending.set(id, (value) => {
          pending.delete(id);
          resolve(value as T);
        });
        worker.postMessage({ id, request });
      });
    },
  };
});
const askAll = <T>(request: ClientRequest) => Promise.all(threads.map((t) => t.ask<T>(request)));
const sum = (values: number[]) => values.reduce((n, v) => n + v, 0);

/** Opens `count` subscribers of `group`, alternately on each gateway, spread over the threads. */
async function openGroup(group: Group, count: number, token: string, query: string) {
  const urls = threads.map(() => [] as string[]);
  for (let i = 0; i < count; i++) urls[i % THREADS]!.push(i % 2 ? b.url : a.url);
  await Promise.all(threads.map((t, k) => t.ask({ kind: 'open', group, urls: urls[k]!, token, query })));
}

async function measure(query: string) {
  await openGroup('staff', SUBSCRIBERS, staff, query);
  await openGroup('other', OTHERS, otherStaff, query);
  const arrived = async (eventId: number) => sum(await askAll<number>({ kind: 'count', group: 'staff', eventId }));
  /** Waits until every subscriber has the event (or `ms` have passed); returns how many have it. */
  const waitFor = async (eventId: number, ms: number) => {
    const until = Date.now() + ms;
    for (;;) {
      const count = await arrived(eventId);
      if (count >= SUBSCRIBERS || Date.now() >= until) return count;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  // Subscriptions are set up after the connection ack: a warm-up booking proves every one is live.
  const [warm] = (await book()).eventIds;
  const notLive = SUBSCRIBERS - (await waitFor(warm!, 30_000));

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
  await waitFor(id, 10_000);
  // Time for a stray delivery to another vendor to show up.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const dbStatements = (await statements()) - statementsBefore;
  const times = (await askAll<number[]>({ kind: 'times', group: 'staff', eventId: id })).flat().map((t) => t - t0);
  const result = {
    first: Math.round(Math.min(...times) * 100) / 100,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: Math.round(Math.max(...times) * 100) / 100,
    lost: SUBSCRIBERS - times.length,
    notLive,
    booking: Math.round(bookingMs * 100) / 100,
    otherReceived: sum(await askAll<number>({ kind: 'received', group: 'other' })),
    dbStatements,
  };
  await askAll({ kind: 'dispose' });
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
      client_threads: THREADS,
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
  await Promise.all(threads.map((t) => t.worker.terminate()));
  await cluster.stop();
  await bench.close();
}
