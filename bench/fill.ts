// How many bookings a month holds when customers take the first time offered: once with the times
// in chronological order, once with the recommended times first (the public booking's order, the
// recommended row above the list). The demo seed's Lausanne location (fill-world.ts), the real
// engine in the process (createAvailabilityEngine: slots, then verify before each booking is
// placed), the same customers for both runs (seeded PRNG, BENCH_SEED, 1) asking for
// BENCH_LOAD (1.1) times the team's working time. Idle gap minutes: the team's free pieces of the
// month shorter than the shortest service of the employee; overlaps are counted on the placed
// bookings (employee time, workplace and machine holds) and must be 0.
import {
  addDays,
  createAvailabilityEngine,
  type Interval,
  normalize,
  type Slot,
  subtract,
  daySchedule,
  listDates,
  localDate,
  workingIntervals,
} from '../gateway/src/scheduling/index.ts';
import { TZ } from '../gateway/src/seed/demo.data.ts';
import {
  capacityMinutes,
  type Customer,
  drawCustomers,
  emptyPlaced,
  engineInput,
  LOCATION_ID,
  MONTH_FROM,
  MONTH_TO,
  type Placed,
  shortestOf,
  team,
  timetables,
} from './fill-world.ts';

const seed = Number(process.env.BENCH_SEED ?? 1);
const load = Number(process.env.BENCH_LOAD ?? 1.1);

/** The days a customer tries, nearest to the preferred one first (later before earlier at equal distance). */
function candidateDays(c: Customer, today: string): string[] {
  const out = [c.preferred];
  for (let d = 1; d <= c.tolerance; d++) out.push(addDays(c.preferred, d), addDays(c.preferred, -d));
  return out.filter((day) => day >= today && day >= MONTH_FROM && day <= MONTH_TO);
}

/** The order the customer sees: chronological, or the recommended times first. */
function offered(slots: Slot[], recommendedFirst: boolean): Slot[] {
  return recommendedFirst ? [...slots.filter((s) => s.recommended), ...slots] : slots;
}

function place(placed: Placed, slot: Slot) {
  for (const a of slot.assignments) {
    const own = placed.employee.get(a.employeeId) ?? [];
    own.push(...a.parts);
    placed.employee.set(a.employeeId, own);
    if (a.workplaceId !== null) {
      const held = placed.workplace.get(a.workplaceId) ?? [];
      held.push([a.customerStart, a.customerEnd]);
      placed.workplace.set(a.workplaceId, held);
    }
    if (a.machineId !== null) placed.machine.push([a.customerStart, a.customerEnd]);
  }
}

function simulate(customers: Customer[], recommendedFirst: boolean) {
  const placed = emptyPlaced();
  let served = 0;
  for (const c of customers) {
    const today = localDate(c.arrival, TZ);
    for (const date of candidateDays(c, today)) {
      const engine = createAvailabilityEngine(engineInput(placed, c.service, date, c.arrival, recommendedFirst));
      const slot = offered(engine.slots(date), recommendedFirst)[0];
      if (!slot) continue;
      const conflicts = engine.verify(slot.assignments.map((a) => ({ ...a })));
      if (conflicts.length > 0) throw new Error(`offered slot refused: ${JSON.stringify(conflicts)}`);
      place(placed, slot);
      served++;
      break;
    }
  }
  return { served, placed };
}

/** Overlapping pairs in a list of intervals. */
function overlapCount(list: ReadonlyArray<readonly [number, number]>): number {
  const sorted = [...list].sort((a, b) => a[0] - b[0]);
  let count = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const [a, b] of sorted) {
    if (a < end) count++;
    end = Math.max(end, b);
  }
  return count;
}

/** Free pieces of the team's working time shorter than the employee's shortest service, in minutes. */
function idleGapMinutes(placed: Placed): number {
  let lost = 0;
  for (const e of team) {
    const busy = normalize((placed.employee.get(e.id) ?? []) as Interval[]);
    const shortest = shortestOf(e.id) * 60_000;
    for (const date of listDates(MONTH_FROM, MONTH_TO)) {
      const schedule = daySchedule({ timetablesEnabled: true, timetables: [timetables.get(e.id)!] }, date);
      for (const [a, b] of subtract(workingIntervals(schedule, LOCATION_ID, TZ), busy)) {
        if (b - a < shortest) lost += (b - a) / 60_000;
      }
    }
  }
  return Math.round(lost);
}

/** Booked share of the team's working time, percent. */
function utilisation(placed: Placed): number {
  let booked = 0;
  for (const list of placed.employee.values()) for (const [a, b] of list) booked += (b - a) / 60_000;
  return Math.round((booked / capacityMinutes()) * 1000) / 10;
}

function overlaps(placed: Placed): number {
  let n = overlapCount(placed.machine);
  for (const list of placed.employee.values()) n += overlapCount(list);
  for (const list of placed.workplace.values()) n += overlapCount(list);
  return n;
}

const customers = drawCustomers(seed, load);
const chronological = simulate(customers, false);
const recommended = simulate(customers, true);
console.log(
  JSON.stringify({
    bench: 'fill',
    seed,
    load,
    customers: customers.length,
    chronological_served: chronological.served,
    recommended_served: recommended.served,
    gain_pct: Math.round(((recommended.served - chronological.served) / chronological.served) * 1000) / 10,
    idle_gap_minutes_chronological: idleGapMinutes(chronological.placed),
    idle_gap_minutes_recommended: idleGapMinutes(recommended.placed),
    overlaps: overlaps(chronological.placed) + overlaps(recommended.placed),
    utilisation_pct_chronological: utilisation(chronological.placed),
    utilisation_pct_recommended: utilisation(recommended.placed),
  }),
);
