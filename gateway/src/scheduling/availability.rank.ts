// Gap-aware ranking of a day's slots (availability.ts): which start times leave the fewest unusable
// gaps in the employees' free time. A gap shorter than the shortest service the employee performs
// is lost time; a booking that touches an existing booking, a break, or the start or end of the
// working day leaves none on that side. Pure functions over the free intervals the engine already
// computed for the day (employeeFree), so ranking costs a binary search per busy part of a slot.
import type { Interval } from './interval.ts';

/** At most this many times of a day are recommended. */
export const RECOMMENDED_PER_DAY = 3;

/** How a booking sits in the free time around it. */
export interface SlotFit {
  /** Minutes of free time the booking cuts into pieces too short for any service of the employee. */
  lostMinutes: number;
  /** Sides of the booking's employee time that touch a booking, a break or the day's start or end. */
  edges: number;
}

/** One stretch of an employee's time taken by the booking (an employee-busy part). */
export interface TakenPart {
  employeeId: number;
  start: number;
  end: number;
}

/** The day's bounds and the rule of a lost gap. */
export interface FitContext {
  /** Free time per employee that day (normalized, sorted). */
  free: ReadonlyMap<number, readonly Interval[]>;
  /** Nothing starts before it (now + cancellation notice, or the day's first bookable minute). */
  earliest: number;
  /** First and last instants of the day's booking window (vendor minStart and maxEnd). */
  windowStart: number;
  windowEnd: number;
  /** Shortest service (ms) the employee performs: a free piece shorter than it is lost. */
  shortestMs: (employeeId: number) => number;
}

/** Index of the free interval containing [a, b), or -1. */
function containing(list: readonly Interval[], a: number, b: number): number {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const iv = list[mid];
    if (iv[1] < b) lo = mid + 1;
    else if (iv[0] > a) hi = mid - 1;
    else return mid;
  }
  return -1;
}

const MINUTE_MS = 60_000;

/**
 * The fit of a booking whose employee time is `parts` (any order; parts of one employee never
 * overlap). Each part's free interval is cut at the part; the pieces left on either side are
 * judged: none (an edge), shorter than the employee's shortest service (lost), or usable.
 */
export function slotFit(ctx: FitContext, parts: readonly TakenPart[]): SlotFit {
  let lost = 0;
  let edges = 0;
  const sorted = parts.length > 1 ? [...parts].sort((x, y) => x.employeeId - y.employeeId || x.start - y.start) : parts;
  for (let i = 0; i < sorted.length; i++) {
    const part = sorted[i];
    const free = ctx.free.get(part.employeeId);
    const k = free ? containing(free, part.start, part.end) : -1;
    if (!free || k < 0) continue;
    const shortest = ctx.shortestMs(part.employeeId);
    const prev = i > 0 ? sorted[i - 1] : null;
    const next = i + 1 < sorted.length ? sorted[i + 1] : null;
    const [f0, f1] = free[k];
    // The piece before: up to the previous part of the same booking in this interval, else the
    // interval's start (a booking, a break, the day's start), the window's start or now.
    const samePrev = prev && prev.employeeId === part.employeeId && prev.start >= f0 ? prev.end : null;
    const nowBound = f0 < ctx.earliest && ctx.earliest > ctx.windowStart;
    const left = samePrev ?? Math.max(f0, ctx.windowStart, ctx.earliest);
    const before = part.start - left;
    if (before <= 0) {
      if (samePrev === null) edges++;
    } else if (before < shortest) {
      // Time before now is gone anyway: a piece bounded by it counts as an edge, not as lost.
      if (samePrev === null && nowBound && left === ctx.earliest) edges++;
      else lost += before;
    }
    const sameNext = next && next.employeeId === part.employeeId && next.end <= f1 ? next.start : null;
    if (sameNext !== null) continue; // the piece between two parts is judged once, as the next one's "before"
    const after = Math.min(f1, ctx.windowEnd) - part.end;
    if (after <= 0) edges++;
    else if (after < shortest) lost += after;
  }
  return { lostMinutes: Math.round(lost / MINUTE_MS), edges };
}

/**
 * Which of a day's slots to recommend: those that leave no lost minutes and touch at least one
 * edge, best first (fewest lost minutes, most edges, earliest), at most `limit`. Answers one flag
 * per slot, in the slots' order.
 */
export function recommendedFlags(fits: readonly SlotFit[], limit = RECOMMENDED_PER_DAY): boolean[] {
  const flags = new Array<boolean>(fits.length).fill(false);
  const good: number[] = [];
  for (let i = 0; i < fits.length; i++) if (fits[i].lostMinutes === 0 && fits[i].edges > 0) good.push(i);
  good.sort((a, b) => fits[b].edges - fits[a].edges || a - b);
  for (const i of good.slice(0, limit)) flags[i] = true;
  return flags;
}
