import { localDate, minutesOfDay } from '../../lib/format.ts';

// Pure helpers of the day planning: live merging, columns per employee, overlap lanes, hours.

export interface TimedEvent {
  id: number;
  start: string;
  end: string;
}

export type EventChangeKind = 'CREATED' | 'UPDATED' | 'DELETED';

export interface Range {
  from: string;
  to: string;
}

/** Half-open overlap: an event ending exactly at `from` is not part of the day. */
export function overlaps(event: TimedEvent, range: Range): boolean {
  return Date.parse(event.start) < Date.parse(range.to) && Date.parse(event.end) > Date.parse(range.from);
}

export function byStart<T extends TimedEvent>(a: T, b: T): number {
  return Date.parse(a.start) - Date.parse(b.start) || Date.parse(a.end) - Date.parse(b.end) || a.id - b.id;
}

/** Merges a pushed change: CREATED/UPDATED upsert (or drop when moved out of the day), DELETED removes. */
export function applyEventChange<T extends TimedEvent>(
  events: readonly T[],
  change: { type: EventChangeKind; eventId: number; event: T | null },
  range: Range,
): T[] {
  const others = events.filter((e) => e.id !== change.eventId);
  // A deleted event comes without its body (null).
  if (change.type === 'DELETED' || !change.event || !overlaps(change.event, range)) return others;
  return [...others, change.event].sort(byStart);
}

export interface Column<T> {
  key: string;
  employeeId: number | null;
  title: string;
  events: T[];
}

/** One column per employee (by name, locale-aware as in spec §3), unassigned events last. */
export function groupByEmployee<
  T extends TimedEvent & { employeeId: number | null; employee: { id: number; name: string } | null },
>(events: readonly T[], unassignedTitle: string, locale: string): Column<T>[] {
  const columns = new Map<string, Column<T>>();
  for (const event of [...events].sort(byStart)) {
    const employeeId = event.employee?.id ?? event.employeeId;
    const key = employeeId === null ? 'unassigned' : `e${employeeId}`;
    let column = columns.get(key);
    if (!column) {
      column = {
        key,
        employeeId,
        title: employeeId === null ? unassignedTitle : (event.employee?.name ?? `#${employeeId}`),
        events: [],
      };
      columns.set(key, column);
    }
    column.events.push(event);
  }
  return [...columns.values()].sort((a, b) => {
    if (a.employeeId === null) return 1;
    if (b.employeeId === null) return -1;
    return a.title.localeCompare(b.title, locale);
  });
}

export interface Laned<T> {
  event: T;
  lane: number;
  lanes: number;
}

/** Side-by-side lanes for overlapping events of one column; each cluster shares its lane count. */
export function assignLanes<T extends TimedEvent>(events: readonly T[]): Laned<T>[] {
  const sorted = [...events].sort(byStart);
  const result: Laned<T>[] = [];
  let cluster: Laned<T>[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = Number.NEGATIVE_INFINITY;

  const flush = (): void => {
    for (const item of cluster) item.lanes = laneEnds.length;
    result.push(...cluster);
    cluster = [];
    laneEnds = [];
  };

  for (const event of sorted) {
    const start = Date.parse(event.start);
    const end = Date.parse(event.end);
    if (cluster.length > 0 && start >= clusterEnd) flush();
    clusterEnd = cluster.length === 0 ? end : Math.max(clusterEnd, end);
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(end);
    } else {
      laneEnds[lane] = end;
    }
    cluster.push({ event, lane, lanes: 0 });
  }
  flush();
  return result;
}

/** Minute of `date` (vendor-local) where an event starts; 0 when it began the day before. */
export function startMinuteOn(start: string, date: string, timezone: string): number {
  return localDate(start, timezone) < date ? 0 : minutesOfDay(start, timezone);
}

/** Minute of `date` where an event ends; 1440 when it runs past midnight. */
export function endMinuteOn(end: string, date: string, timezone: string): number {
  return localDate(end, timezone) > date ? 24 * 60 : minutesOfDay(end, timezone);
}

/** Hours to show: spec default start of day 8, widened to fit every event of the day. */
export function visibleHours(
  events: readonly { start: string; end: string }[],
  date: string,
  timezone: string,
  defaults: { start: number; end: number } = { start: 8, end: 19 },
): { startHour: number; endHour: number } {
  let start = defaults.start * 60;
  let end = defaults.end * 60;
  for (const event of events) {
    start = Math.min(start, startMinuteOn(event.start, date, timezone));
    end = Math.max(end, endMinuteOn(event.end, date, timezone));
  }
  return { startHour: Math.floor(start / 60), endHour: Math.min(24, Math.ceil(end / 60)) };
}
