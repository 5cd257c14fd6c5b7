// Booking writes: concurrent customers book random free slots of the large vendor through GraphQL
// (createBooking over HTTP) on gateway processes sharing PostgreSQL (and Redis when REDIS_URL is
// set). Free slots are read from availableSlots first. Like a customer who sees the calendar as it
// is now, a client skips a slot that overlaps a booking the bench has already made or has on the way
// (same employee, workplace or machine), so a conflict is a real race, not a stale list; a slot
// taken meanwhile is a conflict, and the client takes another. Afterwards SQL checks that no two active events overlap for one employee,
// workplace or machine. Needs DATABASE_URL. BENCH_GATEWAYS (2), BENCH_CLIENTS (32), BENCH_SECONDS (20).
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { percentile } from './stats.ts';
import { seedBigVendor } from './big-vendor.ts';
import { openBenchDatabase, requireEnv, startCluster } from './cluster.ts';
import { prng } from '../gateway/src/lib/prng.ts';

const GATEWAYS = Number(process.env.BENCH_GATEWAYS ?? 2);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CUSTOMERS = 200;
const DAYS = 45;

const SLOTS = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  assignments { serviceId employeeId workplaceId machineId start } } }`;
const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
  __typename ... on Booking { id } ... on ConflictError { message } ... on ValidationError { message } } }`;

const bench = await openBenchDatabase(requireEnv('DATABASE_URL'));
const p = bench.db.prisma;
const big = await seedBigVendor(p, { events: 2000 });
const { vendorId, location, services } = big;
const users = await p.user.createManyAndReturn({
  data: Array.from({ length: CUSTOMERS }, (_, i) => ({
    email: `client${i}@bench.ch`,
    passwordHash: 'not-used',
    role: 1,
    verified: true,
    firstname: `C${i}`,
    lastname: 'Bench',
  })),
});
await p.customer.createMany({
  data: users.map((u) => ({ vendorId, userId: u.id, firstname: u.firstname, lastname: u.lastname, email: u.email })),
});
await p.$executeRawUnsafe('ANALYZE');

// BOOKING_TIMINGS=1: the gateways log each write's phases, summarised after the figures.
const timings = process.env.BOOKING_TIMINGS === '1';
const cluster = await startCluster(bench.url, GATEWAYS, timings ? { BOOKING_TIMINGS: '1', LOG_LEVEL: 'info' } : {});
const urls = cluster.gateways.map((g) => g.url);
const tokens = await Promise.all(users.map((u) => cluster.token(u.id)));

async function post(url: string, query: string, variables: Record<string, unknown>, token: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] } };
}

// Free slots of three single-service bookings (60, 75 and 45 minutes) over the next weeks.
type Assignment = Record<string, unknown>;
const candidates: Assignment[][] = [];
const chosen = [services[2]!, services[3]!, services[5]!];
for (let d = 1; d <= DAYS; d++) {
  const date = big.today.clone().add(d, 'days').format('YYYY-MM-DD');
  for (const service of chosen) {
    const { body } = await post(
      urls[0]!,
      SLOTS,
      { input: { vendorId, locationId: location.id, services: [{ id: service.id }], date } },
      tokens[0]!,
    );
    const slots = (body.data?.availableSlots ?? []) as { assignments: Assignment[] }[];
    for (const slot of slots) candidates.push(slot.assignments);
  }
}
const random = prng(5);
for (let i = candidates.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [candidates[i], candidates[j]] = [candidates[j]!, candidates[i]!];
}

// CPU seconds (user + system) of processes, from /proc: the gateways, and PostgreSQL's backends
// (every process named postgres), to say per booking where the machine's time goes.
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(Number(entry));
    } catch {}
  }
  return total;
}
const gatewayCpu = () => cluster.gateways.reduce((sum, g) => sum + cpuMs(g.child.pid!), 0);
const cpuBefore = { gateways: gatewayCpu(), postgres: postgresCpuMs(), bench: process.cpuUsage() };

// What the bench has booked or is booking, per resource: [start, end) in ms, break and exit included.
const serviceById = new Map(services.map((sv) => [sv.id, sv]));
const taken = new Map<string, [number, number][]>();
const holds = (events: Assignment[]) =>
  events.flatMap((a) => {
    const service = serviceById.get(a.serviceId as number)!;
    const start = Date.parse(a.start as string);
    const end = start + (service.duration + service.breakDuration + service.clientExitDuration) * 60_000;
    return (['employeeId', 'workplaceId', 'machineId'] as const)
      .filter((key) => a[key] != null)
      .map((key) => ({ resource: `${key}:${a[key]}`, start, end }));
  });
function reserve(events: Assignment[]): boolean {
  const wanted = holds(events);
  const free = wanted.every((h) => !(taken.get(h.resource) ?? []).some(([s, e]) => s < h.end && h.start < e));
  if (!free) return false;
  for (const h of wanted) {
    const list = taken.get(h.resource) ?? [];
    list.push([h.start, h.end]);
    taken.set(h.resource, list);
  }
  return true;
}

let next = 0;
let skipped = 0;
let accepted = 0;
let conflicts = 0;
let refused = 0;
let errors5xx = 0;
let otherErrors = 0;
const latencies: number[] = [];
const started = performance.now();
const deadline = started + SECONDS * 1000;

async function client(k: number) {
  const token = tokens[k % tokens.length]!;
  const url = urls[k % urls.length]!;
  while (performance.now() < deadline && next < candidates.length) {
    const events = candidates[next++]!;
    if (!reserve(events)) {
      skipped++;
      continue;
    }
    const t0 = performance.now();
    const { status, body } = await post(url, BOOK, { input: { vendorId, locationId: location.id, events } }, token);
    latencies.push(performance.now() - t0);
    const kind = (body.data?.createBooking as { __typename?: string } | undefined)?.__typename;
    const internal = (body.errors as { extensions?: { code?: string } }[] | undefined)?.some(
      (e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR',
    );
    // A masked unexpected error is a server fault whatever the HTTP status (GraphQL answers 200).
    if (status >= 500 || internal) errors5xx++;
    else if (kind === 'Booking') accepted++;
    else if (kind === 'ConflictError') conflicts++;
    else if (kind === 'ValidationError') refused++;
    else otherErrors++;
  }
}
await Promise.all(Array.from({ length: CLIENTS }, (_, k) => client(k)));
const elapsed = (performance.now() - started) / 1000;
const benchCpu = process.cpuUsage(cpuBefore.bench);
const perRequest = (ms: number) => Math.round((ms / Math.max(1, latencies.length)) * 10) / 10;
const cpu = {
  gateways_cpu_ms_per_request: perRequest(gatewayCpu() - cpuBefore.gateways),
  // Backends of other databases on the server count too: a shared machine makes this an upper bound.
  postgres_cpu_ms_per_request: perRequest(postgresCpuMs() - cpuBefore.postgres),
  bench_cpu_ms_per_request: perRequest((benchCpu.user + benchCpu.system) / 1000),
};

// Overlaps of active events, checked by SQL (not by the constraints that should prevent them).
const [overlaps] = await p.$queryRawUnsafe<{ n: bigint }[]>(`
  SELECT count(*) AS n FROM "Event" a JOIN "Event" b ON a.id < b.id AND a.active AND b.active AND (
    (a."employeeId" = b."employeeId" AND tstzrange(a.start, a."end") && tstzrange(b.start, b."end"))
    OR (a."workplaceId" = b."workplaceId" AND a."bookingId" IS DISTINCT FROM b."bookingId"
      AND tstzrange(a."customerStart", a."customerEnd") && tstzrange(b."customerStart", b."customerEnd"))
    OR (a."machineId" = b."machineId" AND a."bookingId" IS DISTINCT FROM b."bookingId"
      AND tstzrange(a."customerStart", a."customerEnd") && tstzrange(b."customerStart", b."customerEnd")))
  WHERE a."vendorId" = ${vendorId}`);

console.log(
  JSON.stringify({
    bench: 'writes',
    bookings_per_s: Math.round((accepted / elapsed) * 10) / 10,
    p50_ms: percentile(latencies, 50),
    p99_ms: percentile(latencies, 99),
    overlaps: Number(overlaps?.n ?? 0),
    errors_5xx: errors5xx,
    accepted,
    conflicts,
    refused,
    other_errors: otherErrors,
    requests: latencies.length,
    candidates: candidates.length,
    skipped_as_taken: skipped,
    gateways: GATEWAYS,
    clients: CLIENTS,
    seconds: Math.round(elapsed * 10) / 10,
    ...cpu,
    load_avg_1m: Math.round(loadavg()[0]! * 10) / 10,
  }),
);
if (timings) {
  const phases = new Map<string, number[]>();
  for (const g of cluster.gateways) {
    for (const line of g.output().split('\n')) {
      const match = /"timings":(\{[^}]*\})/.exec(line);
      if (!match) continue;
      for (const [name, ms] of Object.entries(JSON.parse(match[1]!) as Record<string, number>)) {
        phases.set(name, [...(phases.get(name) ?? []), ms]);
      }
    }
  }
  const summary = Object.fromEntries(
    [...phases].map(([name, list]) => [
      name,
      {
        mean: Math.round(list.reduce((a, b) => a + b, 0) / list.length),
        p50: percentile(list, 50),
        p99: percentile(list, 99),
      },
    ]),
  );
  console.log(JSON.stringify({ bench: 'writes-phases', ...summary }));
}
// What the gateways logged as unexpected (on stderr, a few distinct messages).
const causes = new Set<string>();
for (const g of cluster.gateways) {
  for (const line of g.output().split('\n')) {
    const match = /"err":\{"type":"[^"]*","message":"([^"]{0,300})/.exec(line);
    if (match) causes.add(match[1]!);
  }
}
for (const cause of [...causes].slice(0, 5)) console.error('gateway error:', cause);
await cluster.stop();
await bench.close();
