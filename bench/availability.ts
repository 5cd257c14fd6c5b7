// Availability through the real loader and engine, against a database: a large vendor (1 location,
// 30 employees, 10 workplaces, 3 machines, 40 services, recurring timetables, 5,000 events over
// 2 months) in a fresh in-memory PGlite, or a fresh PostgreSQL database when DATABASE_URL is set.
// Measures the 2-month date availability of a 2-service booking and one day's slots.
import { loadAvailabilityInput } from '../gateway/src/modules/availability/index.ts';
import { openCountedDatabase } from '../gateway/src/modules/availability/counted-db.ts';
import { availableDates, availableSlots } from '../gateway/src/scheduling/index.ts';
import { seedBigVendor } from './big-vendor.ts';
import { percentile, timeRuns, timeRunsAsync } from './stats.ts';

const db = await openCountedDatabase(process.env.DATABASE_URL);
const p = db.prisma;
const big = await seedBigVendor(p);
const { vendorId, location, services, today } = big;
const dateFrom = today.format('YYYY-MM-DD');
const dateTo = today.clone().add(61, 'days').format('YYYY-MM-DD');

// A 2-service booking: one with a machine, then one with processing time.
const request = {
  vendorId,
  locationId: location.id,
  services: [{ id: services[0]!.id }, { id: services[1]!.id }],
  dateFrom,
  dateTo,
};
const probe = await loadAvailabilityInput(p, 'fr', request);
const day = availableDates(probe)[0]?.date ?? dateFrom;

// BENCH_SPLIT=1 also prints, on stderr, the loader and the engine medians apart.
if (process.env.BENCH_SPLIT) {
  const load = await timeRunsAsync(20, () => loadAvailabilityInput(p, 'fr', request));
  const engine = timeRuns(20, () => availableDates(probe));
  const dayRequest = { ...request, dateFrom: day, dateTo: day };
  const dayLoad = await timeRunsAsync(50, () => loadAvailabilityInput(p, 'fr', dayRequest));
  const dayInput = await loadAvailabilityInput(p, 'fr', dayRequest);
  const dayEngine = timeRuns(50, () => availableSlots(dayInput, day));
  console.error(
    JSON.stringify({
      load_median_ms: percentile(load, 50),
      engine_median_ms: percentile(engine, 50),
      day_load_median_ms: percentile(dayLoad, 50),
      day_engine_median_ms: percentile(dayEngine, 50),
    }),
  );
}
/** Times `runs` full requests (load + engine) after a warm-up; also the engine part of each. */
async function timeRequests(
  runs: number,
  load: () => ReturnType<typeof loadAvailabilityInput>,
  engine: (input: Awaited<ReturnType<typeof loadAvailabilityInput>>) => unknown,
) {
  const full: number[] = [];
  const compute: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const t0 = performance.now();
    const input = await load();
    const t1 = performance.now();
    engine(input);
    const t2 = performance.now();
    if (i >= 3) {
      full.push(t2 - t0);
      compute.push(t2 - t1);
    }
  }
  return { full, compute };
}

const before = db.queries();
const range = await timeRequests(
  30,
  () => loadAvailabilityInput(p, 'fr', request),
  (input) => availableDates(input),
);
const rangeQueries = (db.queries() - before) / 33;
const dayRequest = { ...request, dateFrom: day, dateTo: day };
const oneDay = await timeRequests(
  100,
  () => loadAvailabilityInput(p, 'fr', dayRequest),
  (input) => availableSlots(input, day),
);
const ratio = (a: number[], b: number[]) => Math.round((percentile(a, 50) / percentile(b, 50)) * 100) / 100;
console.log(
  JSON.stringify({
    bench: 'availability',
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    range2m_median_ms: percentile(range.full, 50),
    range2m_p95_ms: percentile(range.full, 95),
    range2m_engine_ms: percentile(range.compute, 50),
    range2m_ratio: ratio(range.full, range.compute),
    day_median_ms: percentile(oneDay.full, 50),
    day_p95_ms: percentile(oneDay.full, 95),
    day_engine_ms: percentile(oneDay.compute, 50),
    day_ratio: ratio(oneDay.full, oneDay.compute),
    queries_per_request: rangeQueries,
    peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
await db.close();
