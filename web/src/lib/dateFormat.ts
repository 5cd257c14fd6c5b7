// Swiss date and time display (spec §1): DD.MM.YYYY, 24 h, names in the reader's language, always
// in the vendor's zone.
import { startOfMonth } from './calendar.ts';
import { type DateInput, DEFAULT_TIMEZONE, dateFormat, isEmpty, local, noonUtc, pad } from './zonedTime.ts';

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
