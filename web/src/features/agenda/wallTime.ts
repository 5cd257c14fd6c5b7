import moment from '../../lib/momentTimezone.ts';
import type { DisplayType } from './agendaMapping.ts';

// Wall-clock time in the vendor's zone: what the calendar library is fed and gives back.

const WALL = 'YYYY-MM-DDTHH:mm:ss';

/** Wall-clock time of an instant in the vendor's zone, as the library's floating string. */
export function toWall(instant: string | number | Date, timezone: string): string {
  // The zone's offset at the instant, applied by hand: a week's hundreds of blocks each need two,
  // and building and formatting a moment for each was a visible part of the first paint.
  const zone = moment.tz.zone(timezone);
  const ms =
    typeof instant === 'number' ? instant : typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (!zone || !Number.isFinite(ms)) return moment.tz(instant, timezone).format(WALL);
  // utcOffset is in minutes west of UTC (Europe/Zurich in winter: -60).
  return new Date(ms - zone.utcOffset(ms) * 60_000).toISOString().slice(0, 19);
}

/**
 * The instant of a vendor wall-clock time. A time skipped by the spring change moves forward by
 * the gap (02:30 → 03:30); an ambiguous autumn time takes the first (summer) offset.
 */
export function fromWall(wall: string, timezone: string): string {
  return moment.tz(wall, WALL, timezone).toISOString();
}

/** Adds seconds of wall clock, as the library's drag delta is counted. */
export function shiftWall(wall: string, seconds: number): string {
  return moment.utc(wall, WALL).add(seconds, 'seconds').format(WALL);
}

/** UTC offset of the zone at an instant, in the library's "+HH:MM" form (for its now line). */
export function offsetOf(timezone: string, at: number = Date.now()): string {
  return moment.tz(at, timezone).format('Z');
}

/** Monday of the week of a date (spec: weeks start on Monday). */
export function weekStart(date: string): string {
  return moment.utc(date, 'YYYY-MM-DD').isoWeekday(1).format('YYYY-MM-DD');
}

export function addDaysTo(date: string, days: number): string {
  return moment.utc(date, 'YYYY-MM-DD').add(days, 'days').format('YYYY-MM-DD');
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
    from: moment.tz(first, 'YYYY-MM-DD', timezone).toISOString(),
    to: moment.tz(addDaysTo(last, 1), 'YYYY-MM-DD', timezone).toISOString(),
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
