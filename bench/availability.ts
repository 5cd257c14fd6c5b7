// Availability through the real loader and engine, against a database: a large vendor (1 location,
// 30 employees, 10 workplaces, 3 machines, 40 services, recurring timetables, 5,000 events over
// 2 months) in a fresh in-memory PGlite, or a fresh PostgreSQL database when DATABASE_URL is set.
// Measures the 2-month date availability of a 2-service booking and one day's slots.
import moment from 'moment-timezone';
import { prng } from '../gateway/src/lib/prng.ts';
import { loadAvailabilityInput } from '../gateway/src/modules/availability/availability.loader.ts';
import { openCountedDatabase } from '../gateway/src/modules/availability/counted-db.ts';
import { availableDates, availableSlots } from '../gateway/src/scheduling/index.ts';
import { percentile, timeRuns, timeRunsAsync } from './stats.ts';

const TZ = 'Europe/Zurich';
const EMPLOYEES = 30;
const WORKPLACES = 10;
const MACHINES = 3;
const SERVICES = 40;
const EVENTS = 5000;

const db = await openCountedDatabase(process.env.DATABASE_URL);
const p = db.prisma;
const random = prng(11);
const today = moment.tz(TZ).startOf('day');
const dateFrom = today.format('YYYY-MM-DD');
const dateTo = today.clone().add(61, 'days').format('YYYY-MM-DD');

const vendor = await p.vendor.create({
  data: {
    slug: 'bench',
    name: 'Bench SA',
    publicName: 'Bench',
    email: 'bench@example.ch',
    workplacesEnabled: true,
    machinesEnabled: true,
    minStart: 8 * 60,
    maxEnd: 19 * 60,
    availableBookingsInterval: 120,
  },
});
const vendorId = vendor.id;
const location = await p.location.create({ data: { vendorId, name: 'Centre', shortName: 'CTR', slug: 'centre' } });
const workplaces = await p.workplace.createManyAndReturn({
  data: Array.from({ length: WORKPLACES }, (_, i) => ({ vendorId, locationId: location.id, name: `Poste ${i + 1}` })),
});
const models = await p.machineModel.createManyAndReturn({
  data: [
    { vendorId, name: 'Laser' },
    { vendorId, name: 'Hydra' },
  ],
});
const machines = await p.machine.createManyAndReturn({
  data: Array.from({ length: MACHINES }, (_, i) => ({
    vendorId,
    locationId: location.id,
    machineModelId: models[i % 2]!.id,
    name: `Machine ${i + 1}`,
  })),
});
const services = await p.service.createManyAndReturn({
  data: Array.from({ length: SERVICES }, (_, i) => ({
    vendorId,
    duration: 30 + 15 * (i % 4),
    breakDuration: i % 5 === 0 ? 10 : 0,
    clientExitDuration: i % 7 === 0 ? 5 : 0,
  })),
});
await p.serviceTranslation.createMany({
  data: services.map((s, i) => ({ serviceId: s.id, language: 'fr' as const, name: `Prestation ${i + 1}` })),
});
// Every third service has a processing time; every eighth needs a machine.
await p.servicePart.createMany({
  data: services
    .filter((_, i) => i % 3 === 1)
    .flatMap((s) => [
      { serviceId: s.id, minutesFromStart: 0, duration: 10, position: 0 },
      { serviceId: s.id, minutesFromStart: s.duration - 10, duration: 10, position: 1 },
    ]),
});
await p.machineModelService.createMany({
  data: services.filter((_, i) => i % 8 === 0).map((s, k) => ({ serviceId: s.id, machineModelId: models[k % 2]!.id })),
});
await p.serviceWorkplace.createMany({
  data: services.flatMap((s, i) =>
    [0, 3, 6].map((k) => ({ serviceId: s.id, workplaceId: workplaces[(i + k) % WORKPLACES]!.id })),
  ),
});
const employees = await p.employee.createManyAndReturn({
  data: Array.from({ length: EMPLOYEES }, (_, i) => ({ vendorId, firstname: `E${i}`, lastname: 'Bench' })),
});
await p.employeeService.createMany({
  data: employees.flatMap((e, i) =>
    services
      .filter((_, k) => (k + i) % 3 === 0)
      .map((s, k) => ({
        employeeId: e.id,
        serviceId: s.id,
        preference: k % 5 === 0 ? ('PREFERRED' as const) : ('NEUTRAL' as const),
      })),
  ),
});
await p.employeeWorkplace.createMany({
  data: employees.flatMap((e, i) =>
    i % 3 === 0
      ? []
      : [0, 1, 2, 4].map((k) => ({ employeeId: e.id, workplaceId: workplaces[(i + k) % WORKPLACES]!.id })),
  ),
});
// Two recurring timetables each (the second from a month ahead), mornings and afternoons.
for (const e of employees) {
  for (const [validFrom, start, end] of [
    [today.clone().subtract(1, 'year'), 8 * 60, 18 * 60],
    [today.clone().add(30, 'days'), 9 * 60, 19 * 60],
  ] as const) {
    await p.timetable.create({
      data: {
        vendorId,
        employeeId: e.id,
        type: 'RECURRING',
        validFrom: new Date(`${validFrom.format('YYYY-MM-DD')}T00:00:00Z`),
        ranges: {
          create: [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
            { weekday, startMinute: start, endMinute: 12 * 60, locationId: location.id },
            { weekday, startMinute: 13 * 60, endMinute: end, locationId: location.id },
          ]),
        },
      },
    });
  }
}
// 5,000 events on a 30-minute grid: never two at once for one employee, workplace or machine.
const taken = new Set<string>();
const events: {
  vendorId: number;
  start: Date;
  end: Date;
  customerStart: Date;
  customerEnd: Date;
  employeeId: number;
  workplaceId: number | null;
  machineId: number | null;
  locationId: number;
}[] = [];
while (events.length < EVENTS) {
  const day = today.clone().add(Math.floor(random() * 61), 'days');
  if (day.isoWeekday() === 7) continue;
  const cell = 8 * 2 + Math.floor(random() * 20);
  const start = day.clone().add(cell * 30, 'minutes');
  const key = `${day.format('YYYY-MM-DD')}|${cell}`;
  const employee = employees[Math.floor(random() * EMPLOYEES)]!;
  const workplace = random() < 0.4 ? workplaces[Math.floor(random() * WORKPLACES)]! : null;
  const machine = random() < 0.05 ? machines[Math.floor(random() * MACHINES)]! : null;
  const keys = [
    `e${employee.id}|${key}`,
    workplace && `w${workplace.id}|${key}`,
    machine && `m${machine.id}|${key}`,
  ].filter((k): k is string => Boolean(k));
  if (keys.some((k) => taken.has(k))) continue;
  for (const k of keys) taken.add(k);
  const s = start.toDate();
  const en = start.clone().add(30, 'minutes').toDate();
  events.push({
    vendorId,
    start: s,
    end: en,
    customerStart: s,
    customerEnd: en,
    employeeId: employee.id,
    workplaceId: workplace?.id ?? null,
    machineId: machine?.id ?? null,
    locationId: location.id,
  });
}
for (let i = 0; i < events.length; i += 1000) await p.event.createMany({ data: events.slice(i, i + 1000) });
// As autovacuum would after such a load: planner statistics.
await p.$executeRawUnsafe('ANALYZE');

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
const before = db.queries();
const range = await timeRunsAsync(30, async () => availableDates(await loadAvailabilityInput(p, 'fr', request)));
const rangeQueries = (db.queries() - before) / 33;
const oneDay = await timeRunsAsync(100, async () =>
  availableSlots(await loadAvailabilityInput(p, 'fr', { ...request, dateFrom: day, dateTo: day }), day),
);
console.log(
  JSON.stringify({
    bench: 'availability',
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    range2m_median_ms: percentile(range, 50),
    range2m_p95_ms: percentile(range, 95),
    day_median_ms: percentile(oneDay, 50),
    day_p95_ms: percentile(oneDay, 95),
    queries_per_request: rangeQueries,
    peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
await db.close();
