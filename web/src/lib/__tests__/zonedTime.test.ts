import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from '../dateFormat.ts';
import { localDate, minutesOfDay, zonedInstant } from '../zonedTime.ts';

describe('time zones', () => {
  it('shows wall-clock times on a DST day', () => {
    // 01:30 UTC on 29 March 2026 is 03:30 CEST (the clock jumped 02:00 -> 03:00).
    expect(formatTime('2026-03-29T01:30:00.000Z')).toBe('03:30');
    expect(formatDate('2026-03-29T01:30:00.000Z')).toBe('29.03.2026');
    expect(minutesOfDay('2026-03-29T01:30:00.000Z')).toBe(210);
    // 00:30 UTC on 25 October 2026 is 02:30 CEST, the first of two 02:30s that night.
    expect(formatTime('2026-10-25T00:30:00.000Z')).toBe('02:30');
    expect(formatTime('2026-10-25T01:30:00.000Z')).toBe('02:30');
  });

  it('reads a date-time without offset as wall-clock time of the zone', () => {
    expect(new Date(zonedInstant('2026-07-01', 9, 0, 'Europe/Zurich')).toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(formatTime('2026-07-01T09:00', 'Europe/Zurich')).toBe('09:00');
    expect(formatDate('2026-02-30')).toBe('');
    expect(localDate(new Date('2026-11-22T23:30:00.000Z'))).toBe('2026-11-23');
  });
});
