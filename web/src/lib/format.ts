import { parsePhoneNumber } from 'awesome-phonenumber';
import moment, { type Moment } from 'moment-timezone';

// Swiss-oriented display rules (spec §1). Every date helper takes the vendor's IANA zone:
// instants travel as UTC, the calendar a customer sees is the vendor's.
export const DEFAULT_TIMEZONE = 'Europe/Zurich';
export const DATE_FORMAT = 'DD.MM.YYYY';
export const TIME_FORMAT = 'HH:mm';
export const API_DATE_FORMAT = 'YYYY-MM-DD';

export type DateInput = string | Date | Moment;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A moment in `timezone`; "YYYY-MM-DD" is a calendar day there, anything else an instant. */
export function toZoned(value: DateInput, timezone: string = DEFAULT_TIMEZONE): Moment {
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    return moment.tz(value, API_DATE_FORMAT, true, timezone);
  }
  // Strict ISO parsing: no silent fallback to `new Date(text)` for odd strings.
  if (typeof value === 'string') return moment.tz(value, moment.ISO_8601, true, timezone);
  return moment.tz(value, timezone);
}

function isEmpty(value: DateInput | null | undefined): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

export function formatDate(value: DateInput | null | undefined, timezone: string = DEFAULT_TIMEZONE): string {
  if (isEmpty(value)) return '';
  const m = toZoned(value, timezone);
  return m.isValid() ? m.format(DATE_FORMAT) : '';
}

export function formatTime(value: DateInput | null | undefined, timezone: string = DEFAULT_TIMEZONE): string {
  if (isEmpty(value)) return '';
  const m = toZoned(value, timezone);
  return m.isValid() ? m.format(TIME_FORMAT) : '';
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

/** Full weekday name in `language` (Intl keeps us free of moment locale bundles). */
export function formatWeekday(
  value: DateInput | null | undefined,
  language: string,
  timezone: string = DEFAULT_TIMEZONE,
): string {
  if (isEmpty(value)) return '';
  const m = toZoned(value, timezone);
  if (!m.isValid()) return '';
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: timezone }).format(m.toDate());
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

const chf = new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' });

/** Integer Rappen to "CHF 45.00" (de-CH style whatever the UI language). */
export function formatCurrency(rappen: number | null | undefined): string {
  if (rappen === null || rappen === undefined || !Number.isFinite(rappen)) return '';
  // Intl may emit a no-break space between code and amount; a plain space reads and tests the same everywhere.
  return chf.format(rappen / 100).replace(/\u00a0/g, ' ');
}

/** Swiss numbers in national format ("079 123 45 67"); any other text unchanged. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const text = value.trim();
  if (!text) return '';
  const parsed = parsePhoneNumber(text, { regionCode: 'CH' });
  if (parsed.valid && parsed.regionCode === 'CH') return parsed.number.national;
  return value;
}

/** Duration in minutes as "45 min" / "1 h 30". */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')}`;
}

// ---- calendar math (vendor time zone, weeks start on Monday) ----

export function today(timezone: string = DEFAULT_TIMEZONE, now: Date = new Date()): string {
  return moment.tz(now, timezone).format(API_DATE_FORMAT);
}

export function addDays(date: string, days: number, timezone: string = DEFAULT_TIMEZONE): string {
  return toZoned(date, timezone).add(days, 'days').format(API_DATE_FORMAT);
}

export function addMonths(date: string, months: number, timezone: string = DEFAULT_TIMEZONE): string {
  return toZoned(date, timezone).add(months, 'months').format(API_DATE_FORMAT);
}

/** Monday of the week containing `date` (ISO week, whatever the locale says). */
export function startOfWeek(date: string, timezone: string = DEFAULT_TIMEZONE): string {
  return toZoned(date, timezone).startOf('isoWeek').format(API_DATE_FORMAT);
}

export function startOfMonth(date: string, timezone: string = DEFAULT_TIMEZONE): string {
  return toZoned(date, timezone).startOf('month').format(API_DATE_FORMAT);
}

export function endOfMonth(date: string, timezone: string = DEFAULT_TIMEZONE): string {
  return toZoned(date, timezone).endOf('month').format(API_DATE_FORMAT);
}

/** UTC instants bounding a vendor-local day: 23 h or 25 h long on DST days. */
export function dayRange(date: string, timezone: string = DEFAULT_TIMEZONE): { from: string; to: string } {
  const start = toZoned(date, timezone).startOf('day');
  const end = start.clone().add(1, 'day').startOf('day');
  return { from: start.toISOString(), to: end.toISOString() };
}

/** 6 rows × 7 days starting on a Monday, covering the month of `date` (spec §9: 6-week grid). */
export function monthGrid(date: string, timezone: string = DEFAULT_TIMEZONE): string[][] {
  let cursor = startOfWeek(startOfMonth(date, timezone), timezone);
  const weeks: string[][] = [];
  for (let w = 0; w < 6; w += 1) {
    const week: string[] = [];
    for (let d = 0; d < 7; d += 1) {
      week.push(cursor);
      cursor = addDays(cursor, 1, timezone);
    }
    weeks.push(week);
  }
  return weeks;
}

/** Short weekday names Monday..Sunday in `language`. */
export function weekdayNamesShort(language: string): string[] {
  // 2024-01-01 is a Monday; noon UTC keeps the day stable in every zone of interest.
  const fmt = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => fmt.format(new Date(Date.UTC(2024, 0, 1 + i, 12))));
}

/** "novembre 2026" / "November 2026". */
export function formatMonthYear(date: string, language: string, timezone: string = DEFAULT_TIMEZONE): string {
  const m = toZoned(date, timezone).startOf('month').add(12, 'hours');
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: timezone }).format(m.toDate());
}

/** Minutes since vendor-local midnight (a DST day still maps wall-clock time, not elapsed time). */
export function minutesOfDay(value: DateInput, timezone: string = DEFAULT_TIMEZONE): number {
  const m = toZoned(value, timezone);
  return m.hours() * 60 + m.minutes();
}

export function isSameMonth(a: string, b: string): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

/** The vendor-local calendar day of an instant, "YYYY-MM-DD". */
export function localDate(value: DateInput, timezone: string = DEFAULT_TIMEZONE): string {
  return toZoned(value, timezone).format(API_DATE_FORMAT);
}

/** The later of "YYYY-MM-DD" dates (they sort as text). */
export function latestDate(...dates: string[]): string {
  return [...dates].sort().at(-1) ?? '';
}
