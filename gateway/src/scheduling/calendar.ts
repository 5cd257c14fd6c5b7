// Local calendar helpers in an IANA time zone, backed by moment-timezone's zone data.
//
// Local dates are 'YYYY-MM-DD' strings; local times are minutes from local midnight (0..1440,
// 1440 = start of the next local day). Conversions go through the wall clock: minute m of date D
// is the instant at which the clocks of the zone show D + m, not local midnight + m minutes.
// Around DST changes:
// - a skipped wall time (Europe/Zurich, last Sunday of March, 02:00-02:59) has no instant;
//   `localMinuteToInstant` maps it to the instant the clocks jump (03:00 local), so the mapping
//   stays monotonic and a range boundary inside the gap still makes sense;
// - a repeated wall time (last Sunday of October, 02:00-02:59) has two instants;
//   `localMinuteToInstant` returns the first one, `localMinuteToInstants` both.
// We read the zone's transition table directly instead of building moment objects: the engine
// converts tens of thousands of times per request and this keeps each conversion to a binary search.
import moment from 'moment-timezone';
import { nowMs } from '../lib/clock.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A local date and time of an instant. */
export interface LocalTime {
  /** 'YYYY-MM-DD' */
  date: string;
  /** Whole minutes since local midnight, 0..1439. */
  minute: number;
  /** 'HH:mm' */
  time: string;
}

interface ZoneTable {
  /** End (exclusive, epoch ms) of each period; the last one is Infinity. */
  untils: readonly number[];
  /** Offset of each period in minutes, UTC minus local (moment-timezone's convention). */
  offsets: readonly number[];
}

const zones = new Map<string, ZoneTable>();

function zoneTable(tz: string): ZoneTable {
  let table = zones.get(tz);
  if (!table) {
    const zone = moment.tz.zone(tz);
    if (!zone) throw new RangeError(`Unknown time zone: ${tz}`);
    table = { untils: zone.untils, offsets: zone.offsets };
    zones.set(tz, table);
  }
  return table;
}

/** Throws a RangeError for a name moment-timezone does not know. */
export function assertTimeZone(tz: string): void {
  zoneTable(tz);
}

function periodIndex(table: ZoneTable, instant: number): number {
  const { untils } = table;
  let lo = 0;
  let hi = untils.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (instant < untils[mid]) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Offset in milliseconds to add to a local wall-clock value to get UTC. */
function offsetMs(table: ZoneTable, instant: number): number {
  return Math.round(table.offsets[periodIndex(table, instant)] * MINUTE_MS);
}

// Parsed dates: the engine converts the same few hundred dates over and over.
const parsedDates = new Map<string, number>();

/** Epoch ms of 'YYYY-MM-DD' 00:00 read as if it were UTC (a "wall-clock value"). */
export function dateToWallMs(date: string): number {
  const cached = parsedDates.get(date);
  if (cached !== undefined) return cached;
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`Invalid date (expected YYYY-MM-DD): ${date}`);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const ms = Date.UTC(Number(m[1]), month - 1, day);
  const check = new Date(ms);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) throw new RangeError(`Invalid date: ${date}`);
  if (parsedDates.size >= 20_000) parsedDates.clear();
  parsedDates.set(date, ms);
  return ms;
}

function wallMsToDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** True for a well-formed existing calendar date 'YYYY-MM-DD'. */
export function isValidDate(date: string): boolean {
  try {
    dateToWallMs(date);
    return true;
  } catch {
    return false;
  }
}

/** The date n days after (or before, for negative n) the given date. */
export function addDays(date: string, days: number): string {
  return wallMsToDate(dateToWallMs(date) + days * DAY_MS);
}

/** Dates from `from` to `to`, both included; empty when from > to. */
export function listDates(from: string, to: string): string[] {
  const start = dateToWallMs(from);
  const end = dateToWallMs(to);
  const out: string[] = [];
  for (let ms = start; ms <= end; ms += DAY_MS) out.push(wallMsToDate(ms));
  return out;
}

/** ISO weekday of a date: 1 = Monday .. 7 = Sunday. */
export function weekday(date: string): number {
  const d = new Date(dateToWallMs(date)).getUTCDay();
  return d === 0 ? 7 : d;
}

/** 'HH:mm' for minutes from midnight (1440 gives '24:00'). */
export function formatMinute(minute: number): string {
  const h = Math.floor(minute / 60);
  const m = minute - h * 60;
  return `${h < 10 ? '0' : ''}${h}:${m < 10 ? '0' : ''}${m}`;
}

/** Every instant at which the zone's clocks show `wall` (0 in a skipped hour, 2 in a repeated one). */
function wallToInstants(table: ZoneTable, wall: number): number[] {
  // DST transitions are months apart, so the offsets around `wall` are those a day either side.
  const candidates = [offsetMs(table, wall - DAY_MS), offsetMs(table, wall), offsetMs(table, wall + DAY_MS)];
  const out: number[] = [];
  for (const off of candidates) {
    const t = wall + off;
    if (offsetMs(table, t) === off && !out.includes(t)) out.push(t);
  }
  return out.sort((a, b) => a - b);
}

/** First instant at which the clocks show `wall`, or the instant they jump over it. */
function wallToInstant(table: ZoneTable, wall: number): number {
  const off = offsetMs(table, wall);
  const t = wall + off;
  // Fast path: the usual case away from transitions.
  if (offsetMs(table, t) === off && offsetMs(table, wall - DAY_MS) === off && offsetMs(table, wall + DAY_MS) === off) {
    return t;
  }
  const all = wallToInstants(table, wall);
  if (all.length > 0) return all[0];
  // Skipped wall time: the transition lies between the two readings; return it.
  const lowest = Math.min(wall + offsetMs(table, wall - DAY_MS), wall + offsetMs(table, wall + DAY_MS), wall + off);
  return table.untils[periodIndex(table, lowest)];
}

/**
 * Instant of wall-clock minute `minute` (0..1440) of local date `date` in `tz`: the first instant
 * the clocks show it, or, for a time skipped by a DST change, the instant the clocks jump.
 * Minute 1440 is the start of the next local day.
 */
export function localMinuteToInstant(date: string, minute: number, tz: string): number {
  return wallToInstant(zoneTable(tz), dateToWallMs(date) + minute * MINUTE_MS);
}

/** Every instant showing that wall-clock minute: none when skipped, two when repeated. */
export function localMinuteToInstants(date: string, minute: number, tz: string): number[] {
  return wallToInstants(zoneTable(tz), dateToWallMs(date) + minute * MINUTE_MS);
}

/** Local date, minute of day and 'HH:mm' of an instant in `tz` (seconds are dropped). */
export function instantToLocal(instant: number, tz: string): LocalTime {
  const wall = instant - offsetMs(zoneTable(tz), instant);
  const dayMs = Math.floor(wall / DAY_MS) * DAY_MS;
  const minute = Math.floor((wall - dayMs) / MINUTE_MS);
  return { date: wallMsToDate(dayMs), minute, time: formatMinute(minute) };
}

/** Local date of an instant in `tz`. */
export function localDate(instant: number, tz: string): string {
  return instantToLocal(instant, tz).date;
}

/** Wall-clock conversions for one local date, with a fast path for days without a DST change. */
export interface DayClock {
  date: string;
  /** Same as localMinuteToInstant for this date. */
  instant(minute: number): number;
  /** Same as localMinuteToInstants for this date. */
  instants(minute: number): number[];
}

export function dayClock(date: string, tz: string): DayClock {
  const table = zoneTable(tz);
  const wall0 = dateToWallMs(date);
  const off = offsetMs(table, wall0);
  // One offset from the day before to the day after: no transition can touch this date.
  const constant =
    table.untils[periodIndex(table, wall0 - 2 * DAY_MS)] > wall0 + 3 * DAY_MS &&
    offsetMs(table, wall0 - 2 * DAY_MS) === off;
  if (constant) {
    return {
      date,
      instant: (minute) => wall0 + minute * MINUTE_MS + off,
      instants: (minute) => [wall0 + minute * MINUTE_MS + off],
    };
  }
  return {
    date,
    instant: (minute) => wallToInstant(table, wall0 + minute * MINUTE_MS),
    instants: (minute) => wallToInstants(table, wall0 + minute * MINUTE_MS),
  };
}

/**
 * Today in a time zone (a salon's), as the database stores a date: UTC midnight of that local date.
 * After 23:00 UTC in winter, Zurich's today is UTC's tomorrow.
 */
export const todayIn = (timezone: string): Date => new Date(`${localDate(nowMs(), timezone)}T00:00:00Z`);
