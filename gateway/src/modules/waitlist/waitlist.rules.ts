// The waitlist's pure rules: what an entry may ask for, which bookable starts an entry is offered,
// and who is offered first. No I/O.
import { addDays, instantToLocal } from '../../scheduling/index.ts';

/** The longest range of days an entry may cover. */
export const MAX_RANGE_DAYS = 90;
/** At most this many starts are offered at once (the first of the freed days). */
export const MAX_OFFERED_STARTS = 12;

/** "HH:mm" as minutes from midnight; null for none. */
export function minuteOf(time: string | null | undefined): number | null {
  if (time == null || time === '') return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return Number.NaN;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes from midnight as "HH:mm". */
export const timeOf = (minute: number | null): string | null =>
  minute == null ? null : `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export interface RangeProblem {
  field: 'date_from' | 'date_to' | 'time_from' | 'time_to';
  rule: 'dateOrder' | 'pastDate' | 'rangeTooLong' | 'timeOrder' | 'invalidTime';
}

/** What is wrong with a requested range and window (none: an empty list). */
export function rangeProblems(
  req: { dateFrom: string; dateTo: string; timeFrom: number | null; timeTo: number | null },
  today: string,
): RangeProblem[] {
  const out: RangeProblem[] = [];
  if (req.dateFrom < today) out.push({ field: 'date_from', rule: 'pastDate' });
  if (req.dateTo < req.dateFrom) out.push({ field: 'date_to', rule: 'dateOrder' });
  else if (req.dateTo > addDays(req.dateFrom, MAX_RANGE_DAYS - 1)) out.push({ field: 'date_to', rule: 'rangeTooLong' });
  if (Number.isNaN(req.timeFrom)) out.push({ field: 'time_from', rule: 'invalidTime' });
  if (Number.isNaN(req.timeTo)) out.push({ field: 'time_to', rule: 'invalidTime' });
  if (req.timeFrom != null && req.timeTo != null && req.timeTo <= req.timeFrom) {
    out.push({ field: 'time_to', rule: 'timeOrder' });
  }
  return out;
}

/** A bookable date as the engine answers it: local "HH:mm" starts with their UTC offsets. */
export interface BookableDate {
  date: string;
  times: string[];
  offsets: string[];
}

export interface EntryWindow {
  timeFrom: number | null;
  timeTo: number | null;
}

/** The instants of a date's bookable starts that begin within the entry's time window. */
export function startsInWindow(dates: readonly BookableDate[], window: EntryWindow, tz: string): number[] {
  const out: number[] = [];
  for (const d of dates) {
    d.times.forEach((time, i) => {
      const instant = Date.parse(`${d.date}T${time}:00${d.offsets[i] ?? 'Z'}`);
      const minute = instantToLocal(instant, tz).minute;
      if (window.timeFrom != null && minute < window.timeFrom) return;
      if (window.timeTo != null && minute >= window.timeTo) return;
      out.push(instant);
    });
  }
  return out.sort((a, b) => a - b);
}

/** Starts still to offer: not let pass by the entry, not held for another entry. */
export function offerable(starts: readonly number[], passed: readonly number[], held: ReadonlySet<number>): number[] {
  const gone = new Set(passed);
  return starts.filter((s) => !gone.has(s) && !held.has(s)).slice(0, MAX_OFFERED_STARTS);
}

/** Entries in the order they joined (then by id). */
export const joinOrder = <T extends { createdAt: Date; id: number }>(entries: readonly T[]): T[] =>
  [...entries].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);

/** The local days of a range, clipped to [from, to]. */
export function clipDays(days: readonly string[], from: string, to: string): string[] {
  return [...new Set(days)].filter((d) => d >= from && d <= to).sort();
}
