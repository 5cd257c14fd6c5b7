// Timing rules of the availability engine (availability.ts): the order services are done in, the
// layout of one service in time, the capacity threshold's open blocks and the calculated duration.
// Pure functions, no dates or time zones beyond plain instants.
import { type Interval, intersect, totalLength } from './interval.ts';
import type { AvailabilityService, RequestedEvent, ServiceTimeline } from './availability.types.ts';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;

/** '+HH:mm' / '-HH:mm': the UTC offset of instant t shown as minute m of the day starting at UTC midnight. */
export function utcOffset(midnightUtc: number, minute: number, t: number): string {
  const offset = Math.round((midnightUtc + minute * 60_000 - t) / 60_000);
  const abs = Math.abs(offset);
  return `${offset < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The working blocks in order, up to the first whose predecessors are booked under `percent`. */
export function openBlocks(work: readonly Interval[], busy: readonly Interval[], percent: number): Interval[] {
  const open: Interval[] = [];
  let length = 0;
  let booked = 0;
  for (const block of work) {
    if (open.length > 0 && booked * 100 < percent * length) break;
    open.push(block);
    length += block[1] - block[0];
    booked += totalLength(intersect(busy, [block]));
  }
  return open;
}

/**
 * The services of a booking in the order they are done: by ascending execution order, the requested
 * order kept among equal ones (a stable sort; the input is not changed).
 */
export function executionSequence<T extends { executionOrder?: number }>(services: readonly T[]): T[] {
  return services
    .map((service, index) => ({ service, index }))
    .sort((a, b) => (a.service.executionOrder ?? 0) - (b.service.executionOrder ?? 0) || a.index - b.index)
    .map((x) => x.service);
}

/**
 * Associated services to propose with the chosen ones (spec §3): every service associated with a
 * chosen service, not chosen already and still offered (in `catalogue`), once, in execution order.
 */
export function associatedProposals<T extends { id: number; executionOrder?: number; associatedServiceIds?: number[] }>(
  catalogue: readonly T[],
  chosenIds: readonly number[],
): T[] {
  const byId = new Map(catalogue.map((s) => [s.id, s]));
  const chosen = new Set(chosenIds);
  const proposed = new Map<number, T>();
  for (const id of chosenIds) {
    for (const other of byId.get(id)?.associatedServiceIds ?? []) {
      const service = byId.get(other);
      if (service && !chosen.has(other) && !proposed.has(other)) proposed.set(other, service);
    }
  }
  return executionSequence([...proposed.values()]);
}

/** Index of the requested event that starts last (the last service: it gets the client exit). */
export function indexOfLast(requested: readonly RequestedEvent[]): number {
  let best = -1;
  requested.forEach((r, i) => {
    if (best < 0 || r.start >= requested[best].start) best = i;
  });
  return best;
}

/**
 * Timing of one service starting at `start` (epoch ms): employee-busy parts and the hold of
 * customer, workplace and machine. `isLast` adds the client exit to the hold.
 */
export function serviceTimeline(
  service: Pick<AvailabilityService, 'duration' | 'breakDuration' | 'clientExitDuration' | 'parts'>,
  start: number,
  isLast: boolean,
): ServiceTimeline {
  return {
    start,
    end: start + service.duration * MINUTE_MS,
    holdStart: start,
    holdEnd: start + (service.duration + service.breakDuration + (isLast ? service.clientExitDuration : 0)) * MINUTE_MS,
    parts: servicePartOffsets(service).map(([a, b]) => [start + a, start + b]),
  };
}

/** Employee-busy intervals of a service relative to its start (ms), one per part in input order,
 *  or the whole duration when it has no parts; zero-length parts stay (as empty intervals). */
export function servicePartOffsets(svc: Pick<AvailabilityService, 'duration' | 'parts'>): Array<[number, number]> {
  if (svc.parts.length === 0) return svc.duration > 0 ? [[0, svc.duration * MINUTE_MS]] : [];
  return svc.parts.map((p) => [p.minutesFromStart * MINUTE_MS, (p.minutesFromStart + p.duration) * MINUTE_MS]);
}

/**
 * Calculated service duration (spec §5): the median of a customer's past effective durations,
 * rounded up to a multiple of 5 minutes; null without history.
 */
export function calculatedDuration(durations: readonly number[]): number | null {
  const list = durations.filter((d) => Number.isFinite(d) && d > 0).sort((a, b) => a - b);
  if (!list.length) return null;
  const mid = list.length >> 1;
  const median = list.length % 2 ? list[mid]! : (list[mid - 1]! + list[mid]!) / 2;
  return Math.ceil(median / 5) * 5;
}
