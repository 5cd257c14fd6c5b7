import { describe, expect, it } from 'vitest';
import { daySchedule, daySchedules, formatTimeRange, type Timetable, workingIntervals } from '../schedule.ts';
import { at, everyDay, exceptional, TZ } from './fixtures.ts';

const weekdays = (ranges: Array<[number, number, number]>, validFrom: string, locationId = 1): Timetable => ({
  type: 'RECURRING',
  validFrom,
  ranges: ranges.map(([weekday, startMinute, endMinute]) => ({ weekday, startMinute, endMinute, locationId })),
});

describe('daySchedule', () => {
  const timetables = [
    weekdays(
      [
        [1, 480, 720],
        [1, 780, 1080],
        [3, 600, 900],
      ],
      '2026-01-01',
    ),
    weekdays([[1, 540, 1020]], '2026-06-01'),
    weekdays([[1, 420, 600]], '2026-09-01'),
  ];
  const emp = { timetablesEnabled: true, timetables };

  it('uses the recurring timetable with the latest validFrom on or before the date', () => {
    // 2026-05-25 is a Monday under the first timetable.
    expect(daySchedule(emp, '2026-05-25').timeRanges).toEqual([
      { start: 480, end: 720, locationId: 1 },
      { start: 780, end: 1080, locationId: 1 },
    ]);
    expect(daySchedule(emp, '2026-05-27').timeRanges).toEqual([{ start: 600, end: 900, locationId: 1 }]);
    // From 2026-06-01 (a Monday) the second one applies, and it has no Wednesday.
    expect(daySchedule(emp, '2026-06-01').timeRanges).toEqual([{ start: 540, end: 1020, locationId: 1 }]);
    expect(daySchedule(emp, '2026-06-03')).toEqual({
      date: '2026-06-03',
      available: false,
      isException: false,
      timeRanges: [],
    });
    // Input order does not matter.
    expect(
      daySchedule({ timetablesEnabled: true, timetables: [...timetables].reverse() }, '2026-08-31').timeRanges,
    ).toEqual([{ start: 540, end: 1020, locationId: 1 }]);
    expect(daySchedule(emp, '2026-09-07').timeRanges).toEqual([{ start: 420, end: 600, locationId: 1 }]);
  });

  it('has no working time before the first timetable', () => {
    expect(daySchedule(emp, '2025-12-29').available).toBe(false);
  });

  it('an exceptional timetable replaces the recurring one; one with no ranges is a day off', () => {
    const withEx = {
      timetablesEnabled: true,
      timetables: [...timetables, exceptional('2026-05-25', [[600, 660]]), exceptional('2026-05-26', [])],
    };
    expect(daySchedule(withEx, '2026-05-25')).toEqual({
      date: '2026-05-25',
      available: true,
      isException: true,
      timeRanges: [{ start: 600, end: 660, locationId: 1 }],
    });
    expect(daySchedule(withEx, '2026-05-26')).toEqual({
      date: '2026-05-26',
      available: false,
      isException: true,
      timeRanges: [],
    });
    // An exceptional timetable works on any weekday, even one the recurring timetable leaves free.
    const sunday = { timetablesEnabled: true, timetables: [...timetables, exceptional('2026-05-31', [[600, 720]])] };
    expect(daySchedule(sunday, '2026-05-31').timeRanges).toEqual([{ start: 600, end: 720, locationId: 1 }]);
  });

  it('closed dates and closedFrom remove that location only', () => {
    const twoPlaces = {
      timetablesEnabled: true,
      timetables: [
        {
          type: 'RECURRING',
          validFrom: '2026-01-01',
          ranges: [
            { weekday: 1, startMinute: 480, endMinute: 720, locationId: 1 },
            { weekday: 1, startMinute: 780, endMinute: 1080, locationId: 2 },
          ],
        } satisfies Timetable,
      ],
    };
    const locations = [
      { id: 1, closedFrom: null },
      { id: 2, closedFrom: '2026-07-06' },
    ];
    const closedDates = [{ date: '2026-06-01', locationIds: [1] }];
    expect(daySchedule(twoPlaces, '2026-06-01', locations, closedDates).timeRanges).toEqual([
      { start: 780, end: 1080, locationId: 2 },
    ]);
    expect(daySchedule(twoPlaces, '2026-06-08', locations, closedDates).timeRanges).toHaveLength(2);
    // closedFrom on the date itself closes it, and every later date.
    expect(daySchedule(twoPlaces, '2026-06-29', locations, closedDates).timeRanges).toHaveLength(2);
    expect(daySchedule(twoPlaces, '2026-07-06', locations, closedDates).timeRanges).toEqual([
      { start: 480, end: 720, locationId: 1 },
    ]);
    expect(daySchedule(twoPlaces, '2026-08-03', locations, closedDates).timeRanges).toEqual([
      { start: 480, end: 720, locationId: 1 },
    ]);
    // Both closed: not available.
    const all = daySchedule(twoPlaces, '2026-07-06', locations, [{ date: '2026-07-06', locationIds: [1] }]);
    expect(all.available).toBe(false);
  });

  it('employees with timetables disabled have no working time', () => {
    expect(daySchedule({ timetablesEnabled: false, timetables }, '2026-05-25').available).toBe(false);
  });

  it('daySchedules covers a list of dates', () => {
    const list = daySchedules(emp, ['2026-05-25', '2026-05-26', '2026-05-27']);
    expect(list.map((d) => d.available)).toEqual([true, false, true]);
  });

  it('formats an end of 1440 as 23:59:59', () => {
    expect(formatTimeRange({ start: 0, end: 1440, locationId: 1 })).toEqual({ start: '00:00', end: '23:59:59' });
    expect(formatTimeRange({ start: 510, end: 1020, locationId: 1 })).toEqual({ start: '08:30', end: '17:00' });
  });
});

describe('workingIntervals', () => {
  it('maps ranges through the wall clock on DST days, 1440 = end of the local day', () => {
    const emp = { timetablesEnabled: true, timetables: [everyDay([[0, 1440]])] };
    expect(workingIntervals(daySchedule(emp, '2026-03-29'), 1, TZ)).toEqual([
      [at('2026-03-28T23:00:00Z'), at('2026-03-29T22:00:00Z')],
    ]);
    expect(workingIntervals(daySchedule(emp, '2026-10-25'), 1, TZ)).toEqual([
      [at('2026-10-24T22:00:00Z'), at('2026-10-25T23:00:00Z')],
    ]);
    const day = {
      timetablesEnabled: true,
      timetables: [
        everyDay([
          [9 * 60, 13 * 60],
          [14 * 60, 18 * 60],
        ]),
      ],
    };
    expect(workingIntervals(daySchedule(day, '2026-03-29'), 1, TZ)).toEqual([
      [at('2026-03-29T07:00:00Z'), at('2026-03-29T11:00:00Z')],
      [at('2026-03-29T12:00:00Z'), at('2026-03-29T16:00:00Z')],
    ]);
    expect(workingIntervals(daySchedule(day, '2026-10-25'), 1, TZ)).toEqual([
      [at('2026-10-25T08:00:00Z'), at('2026-10-25T12:00:00Z')],
      [at('2026-10-25T13:00:00Z'), at('2026-10-25T17:00:00Z')],
    ]);
  });

  it('keeps only the asked location and merges touching ranges', () => {
    const emp = {
      timetablesEnabled: true,
      timetables: [
        {
          type: 'RECURRING',
          validFrom: '2026-01-01',
          ranges: [
            { weekday: 1, startMinute: 480, endMinute: 600, locationId: 1 },
            { weekday: 1, startMinute: 600, endMinute: 720, locationId: 1 },
            { weekday: 1, startMinute: 780, endMinute: 900, locationId: 2 },
          ],
        } satisfies Timetable,
      ],
    };
    const s = daySchedule(emp, '2026-06-01');
    expect(workingIntervals(s, 1, TZ)).toEqual([[at('2026-06-01T06:00:00Z'), at('2026-06-01T10:00:00Z')]]);
    expect(workingIntervals(s, 2, TZ)).toEqual([[at('2026-06-01T11:00:00Z'), at('2026-06-01T13:00:00Z')]]);
    expect(workingIntervals(s, 3, TZ)).toEqual([]);
  });
});
