// The world of the fill bench (fill.ts): the demo seed's Lausanne location (its team, timetables,
// workplaces, machine and service mix, gateway/src/seed/demo.data.ts) as engine input, and a
// month of customers drawn from a seeded PRNG.
import {
  type AvailabilityInput,
  type AvailabilityService,
  addDays,
  listDates,
  localMinuteToInstant,
  type Timetable,
  weekday,
} from '../gateway/src/scheduling/index.ts';
import {
  type DemoService,
  employees as demoEmployees,
  services as demoServices,
  TZ,
} from '../gateway/src/seed/demo.data.ts';

export const LOCATION_ID = 1;
export const MONTH_FROM = '2027-03-01';
export const MONTH_TO = '2027-03-31';

/** mulberry32: a small seeded PRNG, the same draws for the same seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The demo's places at Lausanne: three chairs and the care cabin with its Hydrafacial machine.
const WORKPLACES = [
  { id: 1, name: 'Poste 1', kind: 'chair' },
  { id: 2, name: 'Poste 2', kind: 'chair' },
  { id: 3, name: 'Poste 3', kind: 'chair' },
  { id: 4, name: 'Cabine soin', kind: 'cabin' },
] as const;
const MACHINE = { id: 1, machineModelId: 1, locationId: LOCATION_ID };

/** How often each demo service is asked for (customers per 100): hair most, care and wellness less. */
const MIX: Record<string, number> = {
  'cut-women': 24,
  'cut-men': 16,
  'blow-dry': 10,
  colour: 14,
  hydrafacial: 9,
  manicure: 12,
  eyebrows: 7,
  massage: 8,
};

export const team = demoEmployees.filter((e) => e.location === 'lausanne').map((e, i) => ({ id: i + 1, spec: e }));

const serviceIds = new Map(demoServices.map((s, i) => [s.key, i + 1]));

/** The demo timetable (demo.people.ts): weekdays 9:00–12:30 and 13:30–18:30, Saturday 9:00–16:00. */
function timetable(weekdays: number[]): Timetable {
  return {
    type: 'RECURRING',
    validFrom: '2026-01-01',
    ranges: weekdays.flatMap((wd) =>
      wd === 6
        ? [{ weekday: wd, startMinute: 540, endMinute: 960, locationId: LOCATION_ID }]
        : [
            { weekday: wd, startMinute: 540, endMinute: 750, locationId: LOCATION_ID },
            { weekday: wd, startMinute: 810, endMinute: 1110, locationId: LOCATION_ID },
          ],
    ),
  };
}

export const timetables = new Map(team.map((e) => [e.id, timetable(e.spec.weekdays)]));

/** Employee time of a service (its parts, or its whole duration). */
export const employeeMinutes = (s: DemoService) =>
  s.parts?.length ? s.parts.reduce((sum, p) => sum + p.duration, 0) : s.duration;

function engineService(s: DemoService): AvailabilityService {
  return {
    id: serviceIds.get(s.key)!,
    duration: s.duration,
    breakDuration: s.breakDuration ?? 0,
    clientExitDuration: 0,
    parts: s.parts ?? [],
    employees: team.filter((e) => e.spec.services.includes(s.key)).map((e) => ({ id: e.id, preference: 'NEUTRAL' })),
    workplaceIds: WORKPLACES.filter((w) => w.kind === s.places).map((w) => w.id),
    machineModelIds: s.machine ? [MACHINE.machineModelId] : [],
  };
}

/** Busy lists of the placed bookings, per resource. */
export interface Placed {
  employee: Map<number, Array<[number, number]>>;
  workplace: Map<number, Array<[number, number]>>;
  machine: Array<[number, number]>;
}

export const emptyPlaced = (): Placed => ({ employee: new Map(), workplace: new Map(), machine: [] });

/** Shortest service each employee performs, in minutes. */
export const shortestOf = (id: number) =>
  Math.min(...demoServices.filter((s) => team[id - 1]!.spec.services.includes(s.key)).map((s) => s.duration));

/** The engine's input for one customer's request on one day, as the loader would build it. */
export function engineInput(
  placed: Placed,
  service: DemoService,
  date: string,
  now: number,
  recommendSlots: boolean,
): AvailabilityInput {
  return {
    timezone: TZ,
    now,
    locationId: LOCATION_ID,
    dateFrom: date,
    dateTo: date,
    settings: {
      slotIntervalMinutes: 15,
      minStartMinute: 8 * 60,
      maxEndMinute: 20 * 60,
      cancellationNoticeHours: 2,
      bookingPeriodDays: 90,
      workplacesEnabled: true,
      machinesEnabled: true,
      recommendSlots,
    },
    services: [engineService(service)],
    employees: team.map((e) => ({
      id: e.id,
      timetablesEnabled: true,
      timetables: [timetables.get(e.id)!],
      busy: placed.employee.get(e.id) ?? [],
      workplaceIds: WORKPLACES.map((w) => w.id),
      workplacePreferences: WORKPLACES.filter((w) => e.spec.workplaces.includes(w.name)).map((w) => ({
        id: w.id,
        preference: 'PREFERRED' as const,
      })),
      shortestServiceMinutes: shortestOf(e.id),
    })),
    workplaces: WORKPLACES.map((w) => ({ id: w.id, locationId: LOCATION_ID, busy: placed.workplace.get(w.id) ?? [] })),
    machines: [{ ...MACHINE, busy: placed.machine }],
    locations: [{ id: LOCATION_ID, closedFrom: null }],
    closedDates: [],
    load: Object.fromEntries(
      team.map((e) => [e.id, (placed.employee.get(e.id) ?? []).reduce((sum, [a, b]) => sum + (b - a) / 60_000, 0)]),
    ),
  };
}

export interface Customer {
  /** When the customer asks (epoch ms). */
  arrival: number;
  service: DemoService;
  preferred: string;
  /** Days either side of the preferred one the customer accepts. */
  tolerance: number;
}

/** Working minutes of the team over the month (the demo timetables). */
export function capacityMinutes(): number {
  let sum = 0;
  for (const date of listDates(MONTH_FROM, MONTH_TO)) {
    const wd = weekday(date);
    for (const e of team) if (e.spec.weekdays.includes(wd)) sum += wd === 6 ? 420 : 510;
  }
  return sum;
}

/**
 * Customers until the employee time they ask for reaches `load` times the team's capacity: each
 * arrives during opening hours 0–13 days before a preferred day of the month, and accepts 0–3
 * days either side of it.
 */
export function drawCustomers(seed: number, load: number): Customer[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const bag = demoServices.flatMap((s) => new Array<DemoService>(MIX[s.key] ?? 0).fill(s));
  const days = listDates(MONTH_FROM, MONTH_TO).filter((d) => weekday(d) !== 7);
  const target = capacityMinutes() * load;
  const out: Customer[] = [];
  let asked = 0;
  while (asked < target) {
    const service = pick(bag);
    const preferred = pick(days);
    const lead = Math.floor(random() * 14);
    const arrivalDay = addDays(preferred, -lead);
    const arrival = localMinuteToInstant(arrivalDay, 8 * 60 + Math.floor(random() * 11 * 60), TZ);
    const tolerance = pick([0, 0, 1, 1, 1, 2, 2, 3]);
    out.push({ arrival, service, preferred, tolerance });
    asked += employeeMinutes(service);
  }
  return out.sort((a, b) => a.arrival - b.arrival);
}
