// Time zones without a date library (spec §1): instants travel as UTC, the day and time a person
// sees are the vendor's (its IANA zone). Built on Intl (the browser's own time-zone data) so the
// public pages do not ship a date library; the agenda's heavier time-zone logic uses moment-timezone
// (lib/momentTimezone.ts). Display is in dateFormat.ts, date maths in calendar.ts.
export const DEFAULT_TIMEZONE = 'Europe/Zurich';

export type DateInput = string | Date;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// Strict ISO 8601 date-time; without an offset it is wall-clock time in the given zone.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(instant: number, timezone: string): Parts {
  let fmt = partFormatters.get(timezone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    partFormatters.set(timezone, fmt);
  }
  const out: Record<string, number> = {};
  for (const p of fmt.formatToParts(instant)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return { year: out.year, month: out.month, day: out.day, hour: out.hour % 24, minute: out.minute };
}

// Formatters by language and options: building one loads its locale's data, far dearer than a call
// (a month calendar names its days and month on every render).
const formatters = new Map<string, Intl.DateTimeFormat>();
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let fmt = formatters.get(key);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(language, options);
    formatters.set(key, fmt);
  }
  return fmt;
}

export const pad = (n: number, size = 2) => String(n).padStart(size, '0');
export const isoDate = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
const validDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  const utc = new Date(Date.UTC(y, m - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
};

/** Offset of `timezone` from UTC at an instant, in ms. */
function offsetAt(instant: number, timezone: string): number {
  const p = partsIn(instant, timezone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return asUtc - (instant - (instant % 60_000));
}

/** The UTC instant of a wall-clock time in `timezone` (a skipped DST time moves forward). */
export function zonedInstant(date: string, hour: number, minute: number, timezone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d, hour, minute);
  const first = guess - offsetAt(guess, timezone);
  const second = guess - offsetAt(first, timezone);
  return second;
}

/** A calendar date ("YYYY-MM-DD") or an instant (ms), or null when the input is not a date. */
function parse(value: DateInput, timezone: string): { date: string } | { instant: number } | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { instant: value.getTime() };
  if (DATE_ONLY.test(value)) return validDate(value) ? { date: value } : null;
  const m = DATE_TIME.exec(value);
  if (!m) return null;
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  if (!validDate(date)) return null;
  if (!m[7]) return { instant: zonedInstant(date, Number(m[4]), Number(m[5]), timezone) + Number(m[6] ?? 0) * 1000 };
  const instant = Date.parse(value.replace(' ', 'T'));
  return Number.isNaN(instant) ? null : { instant };
}

export function isEmpty(value: DateInput | null | undefined): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** The vendor-local calendar day and wall-clock time of a value. */
export function local(value: DateInput, timezone: string): { date: string; hour: number; minute: number } | null {
  const parsed = parse(value, timezone);
  if (!parsed) return null;
  if ('date' in parsed) return { date: parsed.date, hour: 0, minute: 0 };
  const p = partsIn(parsed.instant, timezone);
  return { date: isoDate(p.year, p.month, p.day), hour: p.hour, minute: p.minute };
}

/** Noon UTC of a calendar day: formatting it in UTC names that day whatever the locale. */
export const noonUtc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, 12));
};

/** Minutes since vendor-local midnight (a DST day still maps wall-clock time, not elapsed time). */
export function minutesOfDay(value: DateInput, timezone: string = DEFAULT_TIMEZONE): number {
  const l = local(value, timezone);
  return l ? l.hour * 60 + l.minute : 0;
}

/** The vendor-local calendar day of an instant, "YYYY-MM-DD". */
export function localDate(value: DateInput, timezone: string = DEFAULT_TIMEZONE): string {
  return local(value, timezone)?.date ?? '';
}
