import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  endOfMonth,
  localDate,
  zonedInstant,
  dayRange,
  formatCurrency,
  formatNumber,
  formatDate,
  formatLongDate,
  formatTime,
  formatTimeRange,
  formatWeekday,
  minutesOfDay,
  monthGrid,
  startOfWeek,
  today,
  weekdayNamesShort,
} from '../format.ts';

describe('formatDate', () => {
  it('shows DD.MM.YYYY for a calendar date', () => {
    expect(formatDate('2026-11-23')).toBe('23.11.2026');
  });

  it('shows the vendor-local day of a UTC instant', () => {
    // 23:30 UTC on the 22nd is already the 23rd in Zurich (UTC+1 in winter).
    expect(formatDate('2026-11-22T23:30:00.000Z')).toBe('23.11.2026');
    expect(formatDate('2026-11-22T23:30:00.000Z', 'UTC')).toBe('22.11.2026');
  });

  it('shows nothing for empty or invalid input', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatTime', () => {
  it('is 24 h HH:mm in the vendor time zone', () => {
    expect(formatTime('2026-11-23T13:05:00.000Z')).toBe('14:05');
    expect(formatTime('2026-07-01T13:05:00.000Z')).toBe('15:05');
    expect(formatTime('2026-07-01T13:05:00.000Z', 'America/New_York')).toBe('09:05');
  });

  it('shows nothing for empty input', () => {
    expect(formatTime('')).toBe('');
    expect(formatTime(null)).toBe('');
  });

  it('formats a range', () => {
    expect(formatTimeRange('2026-11-23T08:00:00.000Z', '2026-11-23T08:45:00.000Z')).toBe('09:00 – 09:45');
  });
});

describe('weekday names', () => {
  it('is the full weekday name in the current language', () => {
    expect(formatWeekday('2026-11-23', 'fr')).toBe('lundi');
    expect(formatWeekday('2026-11-23', 'en')).toBe('Monday');
    expect(formatWeekday('2026-11-29', 'en')).toBe('Sunday');
  });

  it('uses the vendor-local day of an instant', () => {
    expect(formatWeekday('2026-11-22T23:30:00.000Z', 'en')).toBe('Monday');
  });

  it('combines weekday and date', () => {
    expect(formatLongDate('2026-11-23', 'fr')).toBe('lundi 23.11.2026');
    expect(formatLongDate('', 'fr')).toBe('');
  });

  it('lists short names starting on Monday', () => {
    const names = weekdayNamesShort('en');
    expect(names).toHaveLength(7);
    expect(names[0]).toBe('Mon');
    expect(names[6]).toBe('Sun');
  });
});

describe('formatNumber', () => {
  it("groups thousands the Swiss way, with the amounts' separator (the report charts' axes)", () => {
    const separator = formatCurrency(100000).slice(5, 6);
    expect(formatNumber(1000)).toBe(`1${separator}000`);
    expect(formatNumber(12500.5)).toBe(`12${separator}500.5`);
    expect(separator).toMatch(/['’]/);
    expect(formatNumber(250)).toBe('250');
    expect(formatNumber(null)).toBe('');
  });
});

describe('formatCurrency', () => {
  it('turns integer Rappen into de-CH CHF', () => {
    expect(formatCurrency(4500)).toBe('CHF 45.00');
    expect(formatCurrency(5)).toBe('CHF 0.05');
    expect(formatCurrency(0)).toBe('CHF 0.00');
  });

  it('groups thousands the Swiss way', () => {
    expect(formatCurrency(123450)).toMatch(/^CHF 1.234\.50$/);
  });

  it('shows nothing for a missing price', () => {
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency(undefined)).toBe('');
  });
});

describe('calendar math', () => {
  it('starts weeks on Monday', () => {
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23'); // Sunday -> previous Monday
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
  });

  it('builds a 6-week month grid starting on Monday', () => {
    const grid = monthGrid('2026-11-15');
    expect(grid).toHaveLength(6);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(grid[0][0]).toBe('2026-10-26'); // 1 Nov 2026 is a Sunday
    expect(grid[0][6]).toBe('2026-11-01');
    expect(grid[5][6]).toBe('2026-12-06');
  });

  it('knows today in the vendor zone', () => {
    const lateEvening = new Date('2026-11-22T23:30:00.000Z');
    expect(today('Europe/Zurich', lateEvening)).toBe('2026-11-23');
    expect(today('UTC', lateEvening)).toBe('2026-11-22');
  });

  it('adds days across a DST change without drifting', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
  });

  it('bounds an ordinary day with 24 h', () => {
    expect(dayRange('2026-11-23')).toEqual({
      from: '2026-11-22T23:00:00.000Z',
      to: '2026-11-23T23:00:00.000Z',
    });
  });

  it('bounds the spring DST day with 23 h', () => {
    const { from, to } = dayRange('2026-03-29');
    expect(from).toBe('2026-03-28T23:00:00.000Z');
    expect(to).toBe('2026-03-29T22:00:00.000Z');
    expect((Date.parse(to) - Date.parse(from)) / 3_600_000).toBe(23);
  });

  it('bounds the autumn DST day with 25 h', () => {
    const { from, to } = dayRange('2026-10-25');
    expect(from).toBe('2026-10-24T22:00:00.000Z');
    expect(to).toBe('2026-10-25T23:00:00.000Z');
    expect((Date.parse(to) - Date.parse(from)) / 3_600_000).toBe(25);
  });

  it('shows wall-clock times on a DST day', () => {
    // 01:30 UTC on 29 March 2026 is 03:30 CEST (the clock jumped 02:00 -> 03:00).
    expect(formatTime('2026-03-29T01:30:00.000Z')).toBe('03:30');
    expect(formatDate('2026-03-29T01:30:00.000Z')).toBe('29.03.2026');
    expect(minutesOfDay('2026-03-29T01:30:00.000Z')).toBe(210);
    // 00:30 UTC on 25 October 2026 is 02:30 CEST, the first of two 02:30s that night.
    expect(formatTime('2026-10-25T00:30:00.000Z')).toBe('02:30');
    expect(formatTime('2026-10-25T01:30:00.000Z')).toBe('02:30');
  });

  it('adds months like a calendar, clamping to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2026-03-01', -3)).toBe('2025-12-01');
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
  });

  it('reads a date-time without offset as wall-clock time of the zone', () => {
    expect(new Date(zonedInstant('2026-07-01', 9, 0, 'Europe/Zurich')).toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(formatTime('2026-07-01T09:00', 'Europe/Zurich')).toBe('09:00');
    expect(formatDate('2026-02-30')).toBe('');
    expect(localDate(new Date('2026-11-22T23:30:00.000Z'))).toBe('2026-11-23');
  });
});
