// Swiss-oriented display rules (spec §1). Every date helper takes the vendor's IANA zone:
// instants travel as UTC, the calendar a customer sees is the vendor's. Built on Intl (the
// browser's own time-zone data) so the public pages do not ship a date library; the staff
// calendar's heavier time-zone logic uses moment-timezone (lib/momentTimezone.ts).
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
function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let fmt = formatters.get(key);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(language, options);
    formatters.set(key, fmt);
  }
  return fmt;
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');
const isoDate = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
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

function isEmpty(value: DateInput | null | undefined): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** The vendor-local calendar day and wall-clock time of a value. */
function local(value: DateInput, timezone: string): { date: string; hour: number; minute: number } | null {
  const parsed = parse(value, timezone);
  if (!parsed) return null;
  if ('date' in parsed) return { date: parsed.date, hour: 0, minute: 0 };
  const p = partsIn(parsed.instant, timezone);
  return { date: isoDate(p.year, p.month, p.day), hour: p.hour, minute: p.minute };
}

export function formatDate(value: DateInput | null | undefined, timezone: string = DEFAULT_TIMEZONE): string {
  if (isEmpty(value)) return '';
  const l = local(value, timezone);
  if (!l) return '';
  const [y, m, d] = l.date.split('-');
  return `${d}.${m}.${y}`;
}

export function formatTime(value: DateInput | null | undefined, timezone: string = DEFAULT_TIMEZONE): string {
  if (isEmpty(value)) return '';
  const l = local(value, timezone);
  return l ? `${pad(l.hour)}:${pad(l.minute)}` : '';
}

/** "HH:mm – HH:mm" for an event or slot. */
export function formatTimeRange(
  start: DateInput | null | undefined,
  end: DateInput | null | undefined,
  timezone: string = DEFAULT_TIMEZONE,
): string {
  const from = formatTime(start, timezone);
  const to = formatTime(end, timezone);
  if (!from) return to;
  if (!to) return from;
  return `${from} – ${to}`;
}

/** Noon UTC of a calendar day: formatting it in UTC names that day whatever the locale. */
const noonUtc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, 12));
};

/** Full weekday name in `language`. */
export function formatWeekday(
  value: DateInput | null | undefined,
  language: string,
  timezone: string = DEFAULT_TIMEZONE,
): string {
  if (isEmpty(value)) return '';
  const l = local(value, timezone);
  if (!l) return '';
  return dateFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(noonUtc(l.date));
}

/** e.g. "lundi 23.11.2026": full weekday + Swiss date. */
export function formatLongDate(
  value: DateInput | null | undefined,
  language: string,
  timezone: string = DEFAULT_TIMEZONE,
): string {
  const day = formatWeekday(value, language, timezone);
  const date = formatDate(value, timezone);
  return day && date ? `${day} ${date}` : date;
}

// Made on first use: building a formatter loads its locale's data, a cost the pages without a price skip.
let chf: Intl.NumberFormat | undefined;

/** Integer Rappen to "CHF 45.00" (de-CH style whatever the UI language). */
export function formatCurrency(rappen: number | null | undefined): string {
  if (rappen === null || rappen === undefined || !Number.isFinite(rappen)) return '';
  // Intl may emit a no-break space between code and amount; a plain space reads and tests the same everywhere.
  chf ??= new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' });
  return chf.format(rappen / 100).replace(/\u00a0/g, ' ');
}

let swissNumber: Intl.NumberFormat | undefined;

/** A number the Swiss way, like the amounts: 1’000, 12’500.5 (de-CH grouping whatever the UI language). */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  swissNumber ??= new Intl.NumberFormat('de-CH', { maximumFractionDigits: 2 });
  return swissNumber.format(value);
}

/** Duration in minutes as "45 min" / "1 h 30". */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')}`;
}

// ---- calendar math (vendor time zone, weeks start on Monday) ----
// Calendar days are "YYYY-MM-DD" strings: adding days or months is zone-free arithmetic.

const shift = (date: string, days: number, months = 0): string => {
  const [y, m, d] = date.split('-').map(Number);
  if (months !== 0) {
    // Like moment: the 31st plus a month is the last day of the shorter month.
    const target = new Date(Date.UTC(y, m - 1 + months, 1));
    const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    return isoDate(target.getUTCFullYear(), target.getUTCMonth() + 1, Math.min(d, lastDay));
  }
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return isoDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
};

export function today(timezone: string = DEFAULT_TIMEZONE, now: Date = new Date()): string {
  return localDate(now, timezone);
}

export function addDays(date: string, days: number, _timezone: string = DEFAULT_TIMEZONE): string {
  return shift(date, days);
}

export function addMonths(date: string, months: number, _timezone: string = DEFAULT_TIMEZONE): string {
  return shift(date, 0, months);
}

/** Monday of the week containing `date` (ISO week, whatever the locale says). */
export function startOfWeek(date: string, _timezone: string = DEFAULT_TIMEZONE): string {
  const weekday = (noonUtc(date).getUTCDay() + 6) % 7; // Monday 0 .. Sunday 6
  return shift(date, -weekday);
}

export function startOfMonth(date: string, _timezone: string = DEFAULT_TIMEZONE): string {
  return `${date.slice(0, 7)}-01`;
}

export function endOfMonth(date: string, _timezone: string = DEFAULT_TIMEZONE): string {
  return shift(shift(startOfMonth(date), 0, 1), -1);
}

/** UTC instants bounding a vendor-local day: 23 h or 25 h long on DST days. */
export function dayRange(date: string, timezone: string = DEFAULT_TIMEZONE): { from: string; to: string } {
  return {
    from: new Date(zonedInstant(date, 0, 0, timezone)).toISOString(),
    to: new Date(zonedInstant(shift(date, 1), 0, 0, timezone)).toISOString(),
  };
}

/** 6 rows × 7 days starting on a Monday, covering the month of `date` (spec §9: 6-week grid). */
export function monthGrid(date: string, _timezone: string = DEFAULT_TIMEZONE): string[][] {
  const first = startOfWeek(startOfMonth(date));
  return Array.from({ length: 6 }, (_, w) => Array.from({ length: 7 }, (_, d) => shift(first, w * 7 + d)));
}

/** Short weekday names Monday..Sunday in `language`. */
export function weekdayNamesShort(language: string): string[] {
  // 2024-01-01 is a Monday; noon UTC keeps the day stable in every zone of interest.
  const fmt = dateFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => fmt.format(new Date(Date.UTC(2024, 0, 1 + i, 12))));
}

/** "novembre 2026" / "November 2026". */
export function formatMonthYear(date: string, language: string, _timezone: string = DEFAULT_TIMEZONE): string {
  return dateFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(noonUtc(startOfMonth(date)));
}

/** Minutes since vendor-local midnight (a DST day still maps wall-clock time, not elapsed time). */
export function minutesOfDay(value: DateInput, timezone: string = DEFAULT_TIMEZONE): number {
  const l = local(value, timezone);
  return l ? l.hour * 60 + l.minute : 0;
}

export function isSameMonth(a: string, b: string): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

/** The vendor-local calendar day of an instant, "YYYY-MM-DD". */
export function localDate(value: DateInput, timezone: string = DEFAULT_TIMEZONE): string {
  return local(value, timezone)?.date ?? '';
}

/** The later of "YYYY-MM-DD" dates (they sort as text). */
export function latestDate(...dates: string[]): string {
  return [...dates].sort().at(-1) ?? '';
}
