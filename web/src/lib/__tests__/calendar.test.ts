import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayRange, endOfMonth, monthGrid, startOfWeek, today } from '../calendar.ts';

describe('calendar maths', () => {
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

  it('adds months like a calendar, clamping to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2026-03-01', -3)).toBe('2025-12-01');
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
  });
});
