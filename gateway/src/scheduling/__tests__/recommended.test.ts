// Gap-aware ranking (availability.rank.ts): the times that leave no piece of free time too short for
// any service of the employee, and touch a booking, a break or the day's start or end, are
// recommended; the vendor setting turns it off.
import { describe, expect, it } from 'vitest';
import { availableDates, availableSlots } from '../availability.ts';
import { recommendedFlags, slotFit } from '../availability.rank.ts';
import { at, employee, everyDay, input, service, settings } from './fixtures.ts';

const DAY = '2026-06-03';
const local = (hhmm: string) => at(`${DAY}T${hhmm}:00+02:00`);
const recommendedTimes = (inp: ReturnType<typeof input>) =>
  availableSlots(inp, DAY)
    .filter((s) => s.recommended)
    .map((s) => s.time);

/** One employee working 9:00–12:00 whose shortest service is 30 minutes, booked 9:00–10:30. */
function morningAfterBooking(over: Parameters<typeof input>[0] = {}) {
  return input({
    dateFrom: DAY,
    dateTo: DAY,
    settings: settings({ slotIntervalMinutes: 10 }),
    services: [service(10, { duration: 30 })],
    employees: [
      employee(1, {
        timetables: [everyDay([[540, 720]])],
        busy: [[local('09:00'), local('10:30')]],
        shortestServiceMinutes: 30,
      }),
    ],
    ...over,
  });
}

describe('recommended slots', () => {
  it('ranks a time next to a booking before one that leaves a 20-minute hole when the shortest service is 30', () => {
    const inp = morningAfterBooking();
    const ctx = {
      free: new Map([[1, [[local('10:30'), local('12:00')] as const]]]),
      earliest: inp.now,
      windowStart: local('00:00'),
      windowEnd: local('23:59'),
      shortestMs: () => 30 * 60_000,
    };
    const next = slotFit(ctx, [{ employeeId: 1, start: local('10:30'), end: local('11:00') }]);
    const holed = slotFit(ctx, [{ employeeId: 1, start: local('10:50'), end: local('11:20') }]);
    expect(next).toEqual({ lostMinutes: 0, edges: 1 });
    expect(holed).toEqual({ lostMinutes: 20, edges: 0 });
    expect(recommendedFlags([holed, next])).toEqual([false, true]);

    const slots = availableSlots(inp, DAY);
    expect(slots.map((s) => s.time)).toEqual(['10:30', '10:40', '10:50', '11:00', '11:10', '11:20', '11:30']);
    // Next to the booking, and against the end of the day; 10:50 would leave 10:30–10:50 unusable.
    expect(recommendedTimes(inp)).toEqual(['10:30', '11:30']);
  });

  it('counts the start and end of the working day and the break as edges', () => {
    const inp = input({
      dateFrom: DAY,
      dateTo: DAY,
      services: [service(10, { duration: 60 })],
      employees: [
        employee(1, {
          timetables: [
            everyDay([
              [540, 720],
              [780, 900],
            ]),
          ],
          shortestServiceMinutes: 30,
        }),
      ],
    });
    // 9:00 (start of day), 11:00 (into the break), 13:00 (out of it); 14:00 (end of day) is the
    // fourth such time, and at most three a day are recommended.
    expect(recommendedTimes(inp)).toEqual(['09:00', '11:00', '13:00']);
    // A time filling a hole exactly (two edges) comes before those touching one.
    const holed = input({
      ...inp,
      employees: [
        employee(1, {
          timetables: [
            everyDay([
              [540, 720],
              [780, 900],
            ]),
          ],
          busy: [
            [local('09:00'), local('10:00')],
            [local('11:00'), local('11:30')],
          ],
          shortestServiceMinutes: 30,
        }),
      ],
    });
    expect(recommendedTimes(holed)).toEqual(['10:00', '13:00', '14:00']);
    expect(
      recommendedFlags(
        [
          { lostMinutes: 0, edges: 1 },
          { lostMinutes: 0, edges: 2 },
        ],
        1,
      ),
    ).toEqual([false, true]);
  });

  it('judges the processing time between the parts of a service once, as free time', () => {
    const inp = input({
      dateFrom: DAY,
      dateTo: DAY,
      services: [
        service(10, {
          duration: 120,
          parts: [
            { minutesFromStart: 0, duration: 30 },
            { minutesFromStart: 90, duration: 30 },
          ],
        }),
      ],
      employees: [employee(1, { timetables: [everyDay([[540, 660]])], shortestServiceMinutes: 30 })],
    });
    // 9:00–11:00 exactly: both ends touch the day's edges, the hour between the parts stays usable.
    expect(availableSlots(inp, DAY).map((s) => [s.time, s.recommended])).toEqual([['09:00', true]]);
  });

  it('recommends nothing when the vendor turns it off', () => {
    const inp = morningAfterBooking();
    const off = { ...inp, settings: { ...inp.settings, recommendSlots: false } };
    expect(availableSlots(off, DAY).some((s) => s.recommended)).toBe(false);
    expect(availableDates(off).flatMap((d) => d.recommended)).not.toContain(true);
    // The same request with the setting on does recommend, in the dates' answer too.
    expect(availableDates(inp)[0]?.recommended.filter(Boolean)).toHaveLength(2);
  });
});
