// One day of the availability engine (availability.ts): each candidate employee's free time, the
// start instants on the day's grid, and the first assignment of employee, workplace and machine to
// every service of a booking starting at one instant.
import { type DayClock, dayClock, formatMinute, instantToLocal, isValidDate, listDates } from './calendar.ts';
import { clip, contains, type Interval, overlaps, subtract } from './interval.ts';
import { resolveDaySchedule, workingIntervals } from './schedule.ts';
import type { AvailableDate, Slot, SlotAssignment } from './availability.types.ts';
import {
  type DayContext,
  type PreparedAvailability,
  type PreparedEmployee,
  type PreparedService,
  type Resource,
  takenOverlaps,
} from './availability.prepare.ts';
import { MINUTE_MS, openBlocks, utcOffset } from './availability.timeline.ts';
import { type FitContext, recommendedFlags, type SlotFit, slotFit, type TakenPart } from './availability.rank.ts';

/** The employee's free time that day: working at the location, within the open blocks, minus busy. */
export function employeeFree(p: PreparedAvailability, e: PreparedEmployee, date: string, clock: DayClock): Interval[] {
  const schedule = resolveDaySchedule(e.input, e.resolver, p.closures, date);
  if (!schedule.available) return [];
  const work = workingIntervals(schedule, p.input.locationId, p.tz, clock);
  if (work.length === 0) return [];
  const busy = clip(e.busy, work[0][0], work[work.length - 1][1]);
  return subtract(p.thresholdOn ? openBlocks(work, busy, p.threshold) : work, busy);
}

export function prepareDay(p: PreparedAvailability, date: string): DayContext | null {
  if (!p.bookable || !isValidDate(date)) return null;
  if (date < p.today || (p.lastDate !== null && date > p.lastDate)) return null;
  if (p.services.some((s) => p.limitReached(s.input.id, date))) return null;
  const clock = dayClock(date, p.tz);
  const free = new Map<number, Interval[]>();
  for (const e of p.candidateEmployees) {
    const f = employeeFree(p, e, date, clock);
    if (f.length > 0) free.set(e.id, f);
  }
  for (const s of p.services) if (!s.employees.some((e) => free.has(e.id))) return null;
  return { date, clock, free };
}

/** Start instants on the day's grid that pass the time rules, with their minute of day. */
export function startCandidates(p: PreparedAvailability, day: DayContext): Array<[number, number]> {
  const { minStart, maxEnd, step, earliestStart, totalMs } = p;
  const windowStart = day.clock.instant(minStart);
  const windowEnd = day.clock.instant(maxEnd);
  const out: Array<[number, number]> = [];
  for (let m = Math.ceil(minStart / step) * step; m < 1440 && m <= maxEnd; m += step) {
    for (const t of day.clock.instants(m)) {
      if (t >= earliestStart && t >= windowStart && t + totalMs <= windowEnd) out.push([t, m]);
    }
  }
  if (p.settings.firstSlotAtFreeStart) {
    // The start of each free stretch, when off the grid (the grid already has the others).
    const seen = new Set(out.map(([t]) => t));
    for (const list of day.free.values()) {
      for (const [t] of list) {
        if (seen.has(t) || t % MINUTE_MS !== 0) continue;
        const local = instantToLocal(t, p.tz);
        if (local.date !== day.date) continue;
        if (t >= earliestStart && t >= windowStart && t + totalMs <= windowEnd) {
          seen.add(t);
          out.push([t, local.minute]);
        }
      }
    }
  }
  // A repeated hour (DST end) yields its minutes twice, out of instant order.
  return out.sort((x, y) => x[0] - y[0]);
}

/** The first free machine for the service's hold, or null. */
function freeMachine(p: PreparedAvailability, svc: PreparedService, s: number, holdEnd: number): number | null {
  for (const m of svc.machines) {
    if (!overlaps(m.busy, s, holdEnd) && !takenOverlaps(p.taken, 2, m.id, s, holdEnd)) return m.id;
  }
  return null;
}

/** The first employee (in choice order) free for the service at s, with a workplace they can use. */
function chooseEmployee(
  p: PreparedAvailability,
  svc: PreparedService,
  day: DayContext,
  s: number,
): { employee: PreparedEmployee; workplaceId: number | null } | null {
  for (const e of svc.employees) {
    const free = day.free.get(e.id);
    if (!free) continue;
    let ok = true;
    for (const [a, b] of svc.checkOffsets) {
      if (!contains(free, s + a, s + b) || takenOverlaps(p.taken, 0, e.id, s + a, s + b)) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    if (!svc.needsWorkplace) return { employee: e, workplaceId: null };
    // In the service's order of preference, or the employee's own order when they have preferences.
    const usable = (w: Resource) => e.workplaceIds === null || e.workplaceIds.has(w.id);
    const own = svc.workplacesByEmployee.get(e.id);
    const workplace = own ? own.find((w) => usable(w) && p.freeWorkplaces.includes(w)) : p.freeWorkplaces.find(usable);
    if (workplace) return { employee: e, workplaceId: workplace.id };
  }
  return null;
}

/**
 * First assignment (in choice order) of every service for a booking starting at t, or null.
 * With build = false only feasibility is computed and an empty array stands for success.
 */
export function assign(p: PreparedAvailability, t: number, day: DayContext, build: boolean): SlotAssignment[] | null {
  const { taken, freeWorkplaces } = p;
  taken.length = 0;
  const out: SlotAssignment[] = [];
  for (const svc of p.services) {
    const s = t + svc.offsetMs;
    const holdEnd = s + svc.holdMs;
    let machineId: number | null = null;
    if (svc.needsMachine) {
      machineId = freeMachine(p, svc, s, holdEnd);
      if (machineId === null) return null;
    }
    freeWorkplaces.length = 0;
    if (svc.needsWorkplace) {
      for (const w of svc.workplaces) {
        if (!overlaps(w.busy, s, holdEnd) && !takenOverlaps(taken, 1, w.id, s, holdEnd)) freeWorkplaces.push(w);
      }
      if (freeWorkplaces.length === 0) return null;
    }
    const choice = chooseEmployee(p, svc, day, s);
    if (!choice) return null;
    const { employee: chosen, workplaceId } = choice;
    for (const [a, b] of svc.checkOffsets) taken.push({ kind: 0, id: chosen.id, start: s + a, end: s + b });
    if (workplaceId !== null) taken.push({ kind: 1, id: workplaceId, start: s, end: holdEnd });
    if (machineId !== null) taken.push({ kind: 2, id: machineId, start: s, end: holdEnd });
    if (!build) continue;
    out.push({
      serviceId: svc.input.id,
      employeeId: chosen.id,
      workplaceId,
      machineId,
      start: s,
      end: s + svc.durationMs,
      customerStart: s,
      customerEnd: holdEnd,
      parts: svc.partOffsets.map(([a, b]) => [s + a, s + b]),
    });
  }
  return out;
}

/** The day's bounds for ranking its slots (availability.rank.ts). */
function fitContext(p: PreparedAvailability, day: DayContext): FitContext {
  return {
    free: day.free,
    earliest: p.earliestStart,
    windowStart: day.clock.instant(p.minStart),
    windowEnd: day.clock.instant(p.maxEnd),
    shortestMs: (id) => p.employees.get(id)?.shortestMs ?? 0,
  };
}

/** The fit of the booking just assigned: the employee time it takes (in p.taken). */
function takenFit(p: PreparedAvailability, ctx: FitContext): SlotFit {
  const parts: TakenPart[] = [];
  for (const t of p.taken) {
    // A service without employee time takes only its start instant: nothing to fit.
    if (t.kind === 0 && t.end - t.start >= MINUTE_MS) parts.push({ employeeId: t.id, start: t.start, end: t.end });
  }
  return slotFit(ctx, parts);
}

export function daySlots(p: PreparedAvailability, date: string): Slot[] {
  const day = prepareDay(p, date);
  if (!day) return [];
  const out: Slot[] = [];
  const fits: SlotFit[] = [];
  const ctx = p.recommend ? fitContext(p, day) : null;
  const midnight = Date.parse(`${date}T00:00:00Z`);
  for (const [t, m] of startCandidates(p, day)) {
    const assignments = assign(p, t, day, true);
    if (assignments) {
      const slot = { start: t, end: t + p.totalMs, time: formatMinute(m), offset: utcOffset(midnight, m, t) };
      out.push({ ...slot, assignments, recommended: false });
      if (ctx) fits.push(takenFit(p, ctx));
    }
  }
  if (ctx) {
    const flags = recommendedFlags(fits);
    for (let i = 0; i < out.length; i++) out[i].recommended = flags[i];
  }
  return out;
}

export function countDaySlots(
  p: PreparedAvailability,
  date: string,
): { slotCount: number; times: string[]; offsets: string[]; recommended: boolean[] } {
  const day = prepareDay(p, date);
  const times: string[] = [];
  const offsets: string[] = [];
  const fits: SlotFit[] = [];
  const midnight = Date.parse(`${date}T00:00:00Z`);
  if (day) {
    const ctx = p.recommend ? fitContext(p, day) : null;
    for (const [t, m] of startCandidates(p, day)) {
      if (!assign(p, t, day, false)) continue;
      times.push(formatMinute(m));
      offsets.push(utcOffset(midnight, m, t));
      if (ctx) fits.push(takenFit(p, ctx));
    }
  }
  const recommended = p.recommend ? recommendedFlags(fits) : new Array<boolean>(times.length).fill(false);
  return { slotCount: times.length, times, offsets, recommended };
}

export function rangeDates(p: PreparedAvailability): AvailableDate[] {
  const out: AvailableDate[] = [];
  if (!p.bookable) return out;
  for (const date of listDates(p.input.dateFrom, p.input.dateTo)) {
    const { slotCount, times, offsets, recommended } = countDaySlots(p, date);
    if (slotCount > 0) out.push({ date, slotCount, times, offsets, recommended });
  }
  return out;
}
