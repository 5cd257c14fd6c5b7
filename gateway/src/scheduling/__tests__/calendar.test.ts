import fc from 'fast-check';
import moment from 'moment-timezone';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayClock,
  instantToLocal,
  listDates,
  localMinuteToInstant,
  localMinuteToInstants,
  weekday,
} from '../calendar.ts';

const TZ = 'Europe/Zurich';
const at = (iso: string) => Date.parse(iso);

describe('dates', () => {
  it('lists dates inclusively, across months and leap days', () => {
    expect(listDates('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(listDates('2026-03-28', '2026-03-30')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(listDates('2026-01-02', '2026-01-01')).toEqual([]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('weekday is 1 = Monday .. 7 = Sunday', () => {
    expect(weekday('2026-03-23')).toBe(1);
    expect(weekday('2026-03-29')).toBe(7);
    expect(weekday('2026-10-25')).toBe(7);
    expect(weekday('2026-10-24')).toBe(6);
  });

  it('rejects malformed dates and unknown zones', () => {
    expect(() => listDates('2026-02-30', '2026-03-01')).toThrow(RangeError);
    expect(() => weekday('26-1-1')).toThrow(RangeError);
    expect(() => localMinuteToInstant('2026-01-01', 0, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('wall clock in Europe/Zurich', () => {
  it('maps 13:00 to 11:00Z in summer time and 12:00Z in winter time, on the DST days too', () => {
    expect(localMinuteToInstant('2026-03-29', 13 * 60, TZ)).toBe(at('2026-03-29T11:00:00Z'));
    expect(localMinuteToInstant('2026-10-25', 13 * 60, TZ)).toBe(at('2026-10-25T12:00:00Z'));
    expect(localMinuteToInstant('2026-07-01', 13 * 60, TZ)).toBe(at('2026-07-01T11:00:00Z'));
    expect(localMinuteToInstant('2026-01-15', 13 * 60, TZ)).toBe(at('2026-01-15T12:00:00Z'));
  });

  it('spring forward 2026-03-29: 02:00-02:59 does not exist', () => {
    expect(localMinuteToInstant('2026-03-29', 0, TZ)).toBe(at('2026-03-28T23:00:00Z'));
    expect(localMinuteToInstant('2026-03-29', 105, TZ)).toBe(at('2026-03-29T00:45:00Z'));
    expect(localMinuteToInstants('2026-03-29', 120, TZ)).toEqual([]);
    expect(localMinuteToInstants('2026-03-29', 150, TZ)).toEqual([]);
    // A boundary inside the gap maps to the jump (03:00 local = 01:00Z).
    expect(localMinuteToInstant('2026-03-29', 150, TZ)).toBe(at('2026-03-29T01:00:00Z'));
    expect(localMinuteToInstant('2026-03-29', 180, TZ)).toBe(at('2026-03-29T01:00:00Z'));
    // The day has 23 hours: 1440 is the next local midnight.
    expect(localMinuteToInstant('2026-03-29', 1440, TZ)).toBe(at('2026-03-29T22:00:00Z'));
  });

  it('fall back 2026-10-25: 02:00-02:59 happens twice', () => {
    expect(localMinuteToInstant('2026-10-25', 0, TZ)).toBe(at('2026-10-24T22:00:00Z'));
    expect(localMinuteToInstants('2026-10-25', 150, TZ)).toEqual([
      at('2026-10-25T00:30:00Z'),
      at('2026-10-25T01:30:00Z'),
    ]);
    expect(localMinuteToInstant('2026-10-25', 150, TZ)).toBe(at('2026-10-25T00:30:00Z'));
    expect(localMinuteToInstant('2026-10-25', 180, TZ)).toBe(at('2026-10-25T02:00:00Z'));
    // The day has 25 hours.
    expect(localMinuteToInstant('2026-10-25', 1440, TZ)).toBe(at('2026-10-25T23:00:00Z'));
  });

  it('instantToLocal gives date, minute and HH:mm', () => {
    expect(instantToLocal(at('2026-10-25T00:30:00Z'), TZ)).toEqual({ date: '2026-10-25', minute: 150, time: '02:30' });
    expect(instantToLocal(at('2026-10-25T01:30:00Z'), TZ)).toEqual({ date: '2026-10-25', minute: 150, time: '02:30' });
    expect(instantToLocal(at('2026-03-29T01:00:00Z'), TZ)).toEqual({ date: '2026-03-29', minute: 180, time: '03:00' });
    expect(instantToLocal(at('2026-03-28T22:59:59Z'), TZ)).toEqual({ date: '2026-03-28', minute: 1439, time: '23:59' });
  });

  it('agrees with moment-timezone on random instants in several zones', () => {
    const zones = [
      'Europe/Zurich',
      'America/New_York',
      'Australia/Lord_Howe',
      'Asia/Kolkata',
      'America/Santiago',
      'UTC',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: at('2000-01-01T00:00:00Z'), max: at('2036-12-31T00:00:00Z') }),
        fc.constantFrom(...zones),
        (t, tz) => {
          const m = moment.tz(t, tz);
          const local = instantToLocal(t, tz);
          expect(local.date).toBe(m.format('YYYY-MM-DD'));
          expect(local.time).toBe(m.format('HH:mm'));
          // Every instant is one of the instants of its own wall-clock minute.
          const minuteStart = t - (((t % 60_000) + 60_000) % 60_000);
          expect(localMinuteToInstants(local.date, local.minute, tz)).toContain(minuteStart);
        },
      ),
    );
  });

  it('is monotonic over a day and matches moment for existing wall times', () => {
    const zones = ['Europe/Zurich', 'America/New_York', 'Australia/Lord_Howe', 'America/Santiago'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 20 }), fc.constantFrom(...zones), (dayIndex, tz) => {
        const date = addDays('2020-01-01', dayIndex);
        const clock = dayClock(date, tz);
        let prev = -Infinity;
        for (let m = 0; m <= 1440; m += 30) {
          const t = localMinuteToInstant(date, m, tz);
          expect(clock.instant(m)).toBe(t);
          expect(clock.instants(m)).toEqual(localMinuteToInstants(date, m, tz));
          expect(t).toBeGreaterThanOrEqual(prev);
          prev = t;
          const all = localMinuteToInstants(date, m, tz);
          if (m < 1440 && all.length > 0) {
            const hh = String(Math.floor(m / 60)).padStart(2, '0');
            const mm = String(m % 60).padStart(2, '0');
            expect(t).toBe(moment.tz(`${date} ${hh}:${mm}`, 'YYYY-MM-DD HH:mm', tz).valueOf());
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
