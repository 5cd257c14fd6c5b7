// The waitlist's pure rules: what a request may ask for, and which starts fall in a time window,
// on an ordinary day and on the night the clocks go back.
import { describe, expect, it } from 'vitest';
import { minuteOf, offerable, rangeProblems, startsInWindow, timeOf } from '../waitlist.rules.ts';

const TZ = 'Europe/Zurich';

describe('waitlist rules', () => {
  it('checks the range of days and the time window', () => {
    const ok = { dateFrom: '2027-06-17', dateTo: '2027-06-20', timeFrom: 540, timeTo: 720 };
    expect(rangeProblems(ok, '2027-06-16')).toEqual([]);
    expect(rangeProblems({ ...ok, dateFrom: '2027-06-15' }, '2027-06-16')).toEqual([
      { field: 'date_from', rule: 'pastDate' },
    ]);
    expect(rangeProblems({ ...ok, dateTo: '2027-06-16' }, '2027-06-16')).toEqual([
      { field: 'date_to', rule: 'dateOrder' },
    ]);
    expect(rangeProblems({ ...ok, dateTo: '2027-09-14' }, '2027-06-16')).toEqual([]);
    expect(rangeProblems({ ...ok, dateTo: '2027-09-15' }, '2027-06-16')).toEqual([
      { field: 'date_to', rule: 'rangeTooLong' },
    ]);
    expect(rangeProblems({ ...ok, timeTo: 540 }, '2027-06-16')).toEqual([{ field: 'time_to', rule: 'timeOrder' }]);
    expect(rangeProblems({ ...ok, timeFrom: minuteOf('25:00') }, '2027-06-16')).toEqual([
      { field: 'time_from', rule: 'invalidTime' },
    ]);
    expect([minuteOf('09:30'), minuteOf(''), timeOf(570), timeOf(null)]).toEqual([570, null, '09:30', null]);
  });

  it('keeps the starts within the window, the repeated hour of a DST night counted once each', () => {
    const day = { date: '2027-06-17', times: ['08:45', '09:00', '11:45', '12:00'], offsets: Array(4).fill('+02:00') };
    const starts = startsInWindow([day], { timeFrom: 540, timeTo: 720 }, TZ);
    expect(starts.map((s) => new Date(s).toISOString())).toEqual([
      '2027-06-17T07:00:00.000Z',
      '2027-06-17T09:45:00.000Z',
    ]);
    const night = { date: '2027-10-31', times: ['02:30', '02:30'], offsets: ['+02:00', '+01:00'] };
    expect(startsInWindow([night], { timeFrom: 120, timeTo: 180 }, TZ)).toHaveLength(2);
    expect(startsInWindow([day], { timeFrom: null, timeTo: null }, TZ)).toHaveLength(4);
  });

  it('never offers a start the entry let pass or another entry holds', () => {
    expect(offerable([1, 2, 3, 4], [2], new Set([3]))).toEqual([1, 4]);
  });
});
