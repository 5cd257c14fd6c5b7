import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatLongDate,
  formatTime,
  formatTimeRange,
  formatWeekday,
  weekdayNamesShort,
} from '../dateFormat.ts';

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
