// Date maths (vendor time zone, weeks start on Monday): the days of a month grid, a week, a range.
import { DEFAULT_TIMEZONE, isoDate, localDate, noonUtc, zonedInstant } from './zonedTime.ts';

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

export function isSameMonth(a: string, b: string): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

/** The later of "YYYY-MM-DD" dates (they sort as text). */
export function latestDate(...dates: string[]): string {
  return [...dates].sort().at(-1) ?? '';
}
