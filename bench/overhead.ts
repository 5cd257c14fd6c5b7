// Protocol overhead: one day's availability of the large vendor (2-service booking) measured
// (a) as the engine call with its batched load, (b) through GraphQL over HTTP, (c) through the REST
// route POST /api/bookings/get-available-bookings, on a running app (in-memory PGlite, or a fresh
// PostgreSQL database when DATABASE_URL is set). Medians of sequential requests. `http_ms` is the
// transport alone: the same client asking the same server for /health, which does no work;
// `execute_ms` is the GraphQL document executed in the process (graphql-js, no HTTP, no Yoga).
import { loadavg } from 'node:os';
import { randomBytes } from 'node:crypto';
import { execute, parse } from 'graphql';
import { createContext } from '../gateway/src/context.ts';
import { loadAvailabilityInput } from '../gateway/src/modules/availability/index.ts';
import { availableDates, availableSlots } from '../gateway/src/scheduling/index.ts';
import { schema } from '../gateway/src/schema.ts';
import { buildApp } from '../gateway/src/server.ts';
import { createPostgresDatabase } from '../gateway/src/test/harness.ts';
import { seedBigVendor } from './big-vendor.ts';
import { percentile } from './stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const database = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL) : null;
const app = await buildApp({
  port: 0,
  host: '127.0.0.1',
  databaseUrl: database?.url,
  dataDir: undefined as unknown as string,
  redisUrl: undefined,
  jwtSecret: randomBytes(32).toString('hex'),
  logLevel: 'silent',
  seedDemo: false,
  production: true,
});
const url = (await app.start()).replace('localhost', '127.0.0.1');
const prisma = app.services.prisma;
const big = await seedBigVendor(prisma);
const base = {
  vendorId: big.vendorId,
  locationId: big.location.id,
  services: [{ id: big.services[0]!.id }, { id: big.services[1]!.id }],
};
const dateFrom = big.today.format('YYYY-MM-DD');
const dateTo = big.today.clone().add(20, 'days').format('YYYY-MM-DD');
const probe = await loadAvailabilityInput(prisma, 'fr', { ...base, dateFrom, dateTo });
const date = availableDates(probe)[0]!.date;

const QUERY = `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
  start end time assignments { serviceId employeeId workplaceId machineId start end } } }`;
const graphqlBody = JSON.stringify({ query: QUERY, variables: { input: { ...base, date } } });
const document = parse(QUERY);
const restBody = JSON.stringify({
  vendor_id: base.vendorId,
  location_id: base.locationId,
  services: base.services,
  date,
});

let slots = 0;
let graphqlSlots = 0;
let restSlots = 0;
const paths: Record<'engine' | 'execute' | 'graphql' | 'rest' | 'http', () => Promise<void>> = {
  engine: async () => {
    const input = await loadAvailabilityInput(prisma, 'fr', { ...base, dateFrom: date, dateTo: date });
    slots = availableSlots(input, date).length;
  },
  execute: async () => {
    const result = await execute({
      schema,
      document,
      variableValues: { input: { ...base, date } },
      contextValue: await createContext(app.services, null, 'fr'),
    });
    JSON.stringify(result);
  },
  graphql: async () => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: graphqlBody,
    });
    graphqlSlots = ((await res.json()) as { data: { availableSlots: unknown[] } }).data.availableSlots.length;
  },
  rest: async () => {
    const res = await fetch(`${url}/api/bookings/get-available-bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: restBody,
    });
    restSlots = ((await res.json()) as { data: unknown[] }).data.length;
  },
  http: async () => {
    await (await fetch(`${url}/health`)).json();
  },
};
// Interleaved, so that a busy moment of the machine weighs on the three alike.
const engine: number[] = [];
const graphql: number[] = [];
const rest: number[] = [];
const http: number[] = [];
const executed: number[] = [];
for (let i = 0; i < RUNS + 5; i++) {
  for (const [name, out] of [
    ['engine', engine],
    ['execute', executed],
    ['graphql', graphql],
    ['rest', rest],
    ['http', http],
  ] as const) {
    const t0 = performance.now();
    await paths[name]();
    if (i >= 5) out.push(performance.now() - t0);
  }
}
if (slots === 0 || graphqlSlots !== slots || restSlots !== slots) {
  throw new Error(`the three paths disagree: engine ${slots}, GraphQL ${graphqlSlots}, REST ${restSlots} slots`);
}
const [e, g, r] = [percentile(engine, 50), percentile(graphql, 50), percentile(rest, 50)];
console.log(
  JSON.stringify({
    bench: 'overhead',
    database: database ? 'postgres' : 'pglite',
    engine_ms: e,
    graphql_ms: g,
    rest_ms: r,
    graphql_overhead_pct: Math.round(((g - e) / e) * 1000) / 10,
    rest_overhead_pct: Math.round(((r - g) / g) * 1000) / 10,
    execute_ms: percentile(executed, 50),
    http_ms: percentile(http, 50),
    slots,
    runs: RUNS,
    load_avg_1m: Math.round(loadavg()[0]! * 10) / 10,
  }),
);
await app.stop();
await database?.drop();
