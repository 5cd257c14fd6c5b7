// Working time of an employee, per local date.
//
// - The recurring timetable with the latest validFrom on or before the date applies (its ranges
//   of that weekday), unless an exceptional timetable exists for the date: it replaces the
//   recurring one for that day, and with no ranges it makes the day off.
// - Each range names a location. A closed date of a location, or a location closed from a date on
//   or before the date (closedFrom <= date), removes that location's ranges.
// - Employees with timetablesEnabled = false have no working time.
import { type DayClock, dayClock, formatMinute, weekday as weekdayOf } from './calendar.ts';
import { type Interval, normalize } from './interval.ts';

export type TimetableType = 'RECURRING' | 'EXCEPTIONAL';

/** A working range of a timetable, as TimetableRange in the database. */
export interface TimetableRange {
  /** 1 = Monday .. 7 = Sunday for recurring timetables; ignored (0) for exceptional ones. */
  weekday: number;
  /** Minutes from local midnight, 0..1439. */
  startMinute: number;
  /** Minutes from local midnight, up to 1440 (1440 = end of day, shown as 23:59:59). */
  endMinute: number;
  /** Where the employee works during this range. */
  locationId: number;
}

export interface Timetable {
  id?: number;
  type: TimetableType;
  /** 'YYYY-MM-DD': first day of a recurring timetable, the single day of an exceptional one. */
  validFrom: string;
  ranges: TimetableRange[];
}

/** The data schedule functions need about an employee. */
export interface ScheduledEmployee {
  timetablesEnabled: boolean;
  timetables: readonly Timetable[];
}

export interface LocationClosure {
  id: number;
  /** 'YYYY-MM-DD' from which the location is closed, or null when open. */
  closedFrom: string | null;
}

export interface ClosedDate {
  /** 'YYYY-MM-DD' */
  date: string;
  locationIds: number[];
}

export interface DayTimeRange {
  /** Minutes from local midnight. */
  start: number;
  /** Minutes from local midnight, up to 1440. */
  end: number;
  locationId: number;
}

/** Schedule of one employee on one date (spec §3 "Schedule per day"). */
export interface DaySchedule {
  date: string;
  /** True when at least one range remains after closures. */
  available: boolean;
  /** True when an exceptional timetable decides this date. */
  isException: boolean;
  /** Ranges sorted by start then location, after closures. */
  timeRanges: DayTimeRange[];
}

/** Answers "is this location closed on this date" in O(1). */
export interface ClosureIndex {
  isClosed(locationId: number, date: string): boolean;
}

export function buildClosureIndex(
  locations: readonly LocationClosure[],
  closedDates: readonly ClosedDate[],
): ClosureIndex {
  const closedFrom = new Map<number, string>();
  for (const l of locations) if (l.closedFrom) closedFrom.set(l.id, l.closedFrom);
  const closedOn = new Map<string, Set<number>>();
  for (const cd of closedDates) {
    const set = closedOn.get(cd.date) ?? new Set<number>();
    closedOn.set(cd.date, set);
    for (const id of cd.locationIds) set.add(id);
  }
  return {
    isClosed(locationId, date) {
      const from = closedFrom.get(locationId);
      // 'YYYY-MM-DD' strings compare like dates.
      if (from !== undefined && from <= date) return true;
      return closedOn.get(date)?.has(locationId) ?? false;
    },
  };
}

/** Finds the timetable deciding a date, with the timetables indexed once. */
export interface TimetableResolver {
  timetableFor(date: string): { timetable: Timetable; isException: boolean } | null;
}

export function buildTimetableResolver(timetables: readonly Timetable[]): TimetableResolver {
  const recurring = timetables
    .filter((t) => t.type === 'RECURRING')
    .slice()
    .sort((a, b) => (a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : (a.id ?? 0) - (b.id ?? 0)));
  const exceptional = new Map<string, Timetable>();
  for (const t of timetables) {
    if (t.type !== 'EXCEPTIONAL') continue;
    const prev = exceptional.get(t.validFrom);
    if (!prev || (t.id ?? 0) >= (prev.id ?? 0)) exceptional.set(t.validFrom, t);
  }
  return {
    timetableFor(date) {
      const ex = exceptional.get(date);
      if (ex) return { timetable: ex, isException: true };
      // Latest validFrom <= date: binary search for the last such index. Two timetables of one
      // type on the same date are refused by the database; should it happen, the higher id wins.
      let lo = 0;
      let hi = recurring.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (recurring[mid].validFrom <= date) lo = mid + 1;
        else hi = mid;
      }
      return lo === 0 ? null : { timetable: recurring[lo - 1], isException: false };
    },
  };
}

/** Ranges of a timetable that apply on a date (weekday filter for recurring ones), clamped to 0..1440. */
function rangesOn(timetable: Timetable, isException: boolean, date: string): DayTimeRange[] {
  const wd = isException ? 0 : weekdayOf(date);
  const out: DayTimeRange[] = [];
  for (const r of timetable.ranges) {
    if (!isException && r.weekday !== wd) continue;
    const start = Math.max(0, r.startMinute);
    const end = Math.min(1440, r.endMinute);
    if (end > start) out.push({ start, end, locationId: r.locationId });
  }
  return out.sort((a, b) => a.start - b.start || a.end - b.end || a.locationId - b.locationId);
}

/** Schedule of an employee on a date, using a resolver built once for the employee. */
export function resolveDaySchedule(
  employee: Pick<ScheduledEmployee, 'timetablesEnabled'>,
  resolver: TimetableResolver,
  closures: ClosureIndex,
  date: string,
): DaySchedule {
  if (!employee.timetablesEnabled) return { date, available: false, isException: false, timeRanges: [] };
  const found = resolver.timetableFor(date);
  if (!found) return { date, available: false, isException: false, timeRanges: [] };
  const timeRanges = rangesOn(found.timetable, found.isException, date).filter(
    (r) => !closures.isClosed(r.locationId, date),
  );
  return { date, available: timeRanges.length > 0, isException: found.isException, timeRanges };
}

/** Schedule of an employee on one date. */
export function daySchedule(
  employee: ScheduledEmployee,
  date: string,
  locations: readonly LocationClosure[] = [],
  closedDates: readonly ClosedDate[] = [],
): DaySchedule {
  return resolveDaySchedule(
    employee,
    buildTimetableResolver(employee.timetables),
    buildClosureIndex(locations, closedDates),
    date,
  );
}

/** Schedules of an employee for the given dates, indexing timetables and closures once. */
export function daySchedules(
  employee: ScheduledEmployee,
  dates: readonly string[],
  locations: readonly LocationClosure[] = [],
  closedDates: readonly ClosedDate[] = [],
): DaySchedule[] {
  const resolver = buildTimetableResolver(employee.timetables);
  const closures = buildClosureIndex(locations, closedDates);
  return dates.map((d) => resolveDaySchedule(employee, resolver, closures, d));
}

/**
 * Working time at one location on the schedule's date as instant intervals (epoch ms, half-open,
 * normalized). Minutes map through the wall clock of `tz`; 1440 is the next local midnight.
 * `clock` (dayClock of the same date and zone) saves the conversion setup when called in a loop.
 */
export function workingIntervals(
  schedule: DaySchedule,
  locationId: number,
  tz: string,
  clock: DayClock | null = null,
): Interval[] {
  const list: Interval[] = [];
  for (const r of schedule.timeRanges) {
    if (r.locationId !== locationId) continue;
    const c = clock ?? dayClock(schedule.date, tz);
    list.push([c.instant(r.start), c.instant(r.end)]);
  }
  return normalize(list);
}

/** 'HH:mm' labels of a range for display; an end of 1440 shows as '23:59:59' like the spec. */
export function formatTimeRange(range: DayTimeRange): { start: string; end: string } {
  return { start: formatMinute(range.start), end: range.end >= 1440 ? '23:59:59' : formatMinute(range.end) };
}
