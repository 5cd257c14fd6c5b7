import { addDays, startOfWeek } from '../../lib/calendar.ts';
import { offsetAt, pad } from '../../lib/zonedTime.ts';
import type { DisplayType } from './agendaMapping.ts';

// Wall-clock time in the vendor's zone: what the calendar library is fed and gives back. Built on the
// browser's own time-zone data (lib/zonedTime.ts), so the calendar loads no date library.

const DAY_MS = 86_400_000;

// A week's hundreds of blocks share a few dozen start and end times: each zone's offset is asked of
// Intl once per instant (the cache is emptied when it grows past a long session's worth).
const offsets = new Map<string, Map<number, number>>();
function cachedOffset(instant: number, timezone: string): number {
  let zone = offsets.get(timezone);
  if (!zone || zone.size > 10_000) {
    zone = new Map();
    offsets.set(timezone, zone);
  }
  let offset = zone.get(instant);
  if (offset === undefined) {
    offset = offsetAt(instant, timezone);
    zone.set(instant, offset);
  }
  return offset;
}

/** Wall-clock time of an instant in the vendor's zone, as the library's floating string. */
export function toWall(instant: string | number | Date, timezone: string): string {
  const ms =
    typeof instant === 'number' ? instant : typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (!Number.isFinite(ms)) return 'Invalid date';
  return new Date(ms + cachedOffset(ms, timezone)).toISOString().slice(0, 19);
}

/**
 * The instant of a vendor wall-clock time. A time skipped by the spring change moves forward by
 * the gap (02:30 → 03:30); an ambiguous autumn time takes the first (summer) offset.
 */
export function fromWall(wall: string, timezone: string): string {
  const asUtc = Date.parse(`${wall.slice(0, 19)}Z`);
  // The offsets a day before and after: the same on most days, the two sides of a change on its day.
  const before = offsetAt(asUtc - DAY_MS, timezone);
  const after = offsetAt(asUtc + DAY_MS, timezone);
  const valid = [asUtc - before, asUtc - after].filter((instant) => offsetAt(instant, timezone) === asUtc - instant);
  const instant = valid.length > 0 ? Math.min(...valid) : asUtc - before;
  return new Date(instant).toISOString();
}

/** Adds seconds of wall clock, as the library's drag delta is counted. */
export function shiftWall(wall: string, seconds: number): string {
  return new Date(Date.parse(`${wall.slice(0, 19)}Z`) + seconds * 1000).toISOString().slice(0, 19);
}

/** UTC offset of the zone at an instant, in the library's "+HH:MM" form (for its now line). */
export function offsetOf(timezone: string, at: number = Date.now()): string {
  const minutes = Math.round(offsetAt(at, timezone) / 60_000);
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Monday of the week of a date (spec: weeks start on Monday). */
export function weekStart(date: string): string {
  return startOfWeek(date);
}

export function addDaysTo(date: string, days: number): string {
  return addDays(date, days);
}

/** The local dates [first, last] a display covers. */
export function datesShown(display: DisplayType, date: string): { first: string; last: string } {
  if (display === 'dayGrid') return { first: date, last: date };
  const first = weekStart(date);
  return { first, last: addDaysTo(first, 6) };
}

/** Instants [from, to) of the local dates [first, last]: 23 or 25 hours on DST days. */
export function instantsOf(first: string, last: string, timezone: string): { from: string; to: string } {
  return {
    from: fromWall(`${first}T00:00:00`, timezone),
    to: fromWall(`${addDaysTo(last, 1)}T00:00:00`, timezone),
  };
}

/**
 * The library's view. A team week is a timeline (one row per employee, workplace or machine, the
 * days across) rather than one time-grid column per entity and day: 30 employees make 30 rows, not
 * 210 columns, which a browser draws several times faster and a phone can scroll.
 */
export function libraryView(display: DisplayType, columns = 1): string {
  if (display === 'planning') return 'listWeek';
  if (display === 'dayGrid') return 'resourceTimeGridDay';
  return columns > 1 ? 'resourceTimelineWeek' : 'resourceTimeGridWeek';
}
