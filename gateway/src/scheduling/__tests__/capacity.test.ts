// Calculated duration (spec §5), the capacity threshold and end-of-day ranges.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableSlots, calculatedDuration, openBlocks } from '../availability.ts';
import { localMinuteToInstant } from '../calendar.ts';
import { daySchedule, workingIntervals } from '../schedule.ts';
import { employee, everyDay, input, service, settings, TZ } from './fixtures.ts';

const DAY = '2026-06-01';
const local = (hhmm: string, date = DAY) => {
  const [h, m] = hhmm.split(':').map(Number);
  return localMinuteToInstant(date, h * 60 + m, TZ);
};

describe('calculated duration', () => {
  it('is the median of past effective durations rounded up to 5 minutes', () => {
    expect(calculatedDuration([])).toBeNull();
    expect(calculatedDuration([42])).toBe(45);
    expect(calculatedDuration([30, 50, 40])).toBe(40);
    expect(calculatedDuration([30, 41])).toBe(40); // median 35.5 -> 40
    expect(calculatedDuration([60, 0, -5, 61])).toBe(65);
  });

  it('is a multiple of 5 between the smallest and the largest rounded up', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 600 }), { minLength: 1, maxLength: 30 }), (list) => {
        const d = calculatedDuration(list)!;
        expect(d % 5).toBe(0);
        expect(d).toBeGreaterThanOrEqual(Math.min(...list));
        expect(d).toBeLessThanOrEqual(Math.ceil(Math.max(...list) / 5) * 5);
      }),
    );
  });
});

describe('capacity threshold', () => {
  const morningAfternoon = [
    everyDay([
      [540, 720],
      [780, 1020],
    ]),
  ];
  const base = (busy: [number, number][], percent: number) =>
    input({
      settings: settings({ capacityThresholdPercent: percent }),
      services: [service(10, { duration: 60 })],
      employees: [employee(1, { timetables: morningAfternoon, busy })],
    });

  it('opens the afternoon only once the morning is booked at the threshold', () => {
    const empty = availableSlots(base([], 50), DAY).map((s) => s.time);
    expect(empty.at(-1)).toBe('11:00');
    const half = availableSlots(base([[local('09:00'), local('10:30')]], 50), DAY).map((s) => s.time);
    expect(half).toContain('13:00');
    const under = availableSlots(base([[local('09:00'), local('10:00')]], 50), DAY).map((s) => s.time);
    expect(under).not.toContain('13:00');
  });

  it('100 % (the default) and 0 leave every block open', () => {
    for (const p of [0, 100]) expect(availableSlots(base([], p), DAY).map((s) => s.time)).toContain('16:00');
  });

  it('openBlocks keeps the first block and stops at the first under-booked one', () => {
    const work: [number, number][] = [
      [0, 10],
      [20, 30],
      [40, 50],
    ];
    expect(openBlocks(work, [], 50)).toEqual([[0, 10]]);
    expect(openBlocks(work, [[0, 5]], 50)).toEqual([
      [0, 10],
      [20, 30],
    ]);
    expect(
      openBlocks(
        work,
        [
          [0, 10],
          [20, 30],
        ],
        100,
      ),
    ).toEqual(work);
  });
});

describe('end of day', () => {
  it('a range ending at 23:59:59 (1440) runs to the next local midnight, also on DST days', () => {
    for (const date of ['2026-03-29', '2026-10-25', DAY]) {
      const schedule = daySchedule({ timetablesEnabled: true, timetables: [everyDay([[1320, 1440]])] }, date);
      const [[start, end]] = workingIntervals(schedule, 1, TZ);
      expect(start).toBe(local('22:00', date));
      expect(end).toBe(localMinuteToInstant(date, 1440, TZ));
      const slots = availableSlots(
        input({ dateFrom: date, dateTo: date, employees: [employee(1, { timetables: [everyDay([[1320, 1440]])] })] }),
        date,
      );
      expect(slots.at(-1)!.time).toBe('23:00');
      expect(slots.at(-1)!.end).toBe(end);
    }
  });
});
