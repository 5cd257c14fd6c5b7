// Deterministic benchmark input: a 2-service booking over 2 months with 30 employees,
// 10 workplaces, 3 machines and 5,000 busy events.
import type { AvailabilityInput } from '../gateway/src/scheduling/availability.types.ts';
import { listDates, localMinuteToInstant } from '../gateway/src/scheduling/calendar.ts';
import type { Timetable } from '../gateway/src/scheduling/schedule.ts';
import { prng } from '../gateway/src/lib/prng.ts';

const TZ = 'Europe/Zurich';
const MIN = 60_000;

export function benchInput(): AvailabilityInput {
  const random = prng(7);
  const dateFrom = '2026-09-01';
  const dateTo = '2026-10-31';
  const dates = listDates(dateFrom, dateTo);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const timetable = (validFrom: string, start: number, end: number): Timetable => ({
    type: 'RECURRING',
    validFrom,
    ranges: [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
      { weekday, startMinute: start, endMinute: 12 * 60, locationId: 1 },
      { weekday, startMinute: 13 * 60, endMinute: end, locationId: weekday === 6 ? 2 : 1 },
    ]),
  });
  // 5,000 events spread over employees (70%), workplaces (25%) and machines (5%).
  const busyFor = (n: number) =>
    Array.from({ length: n }, (): [number, number] => {
      const start = localMinuteToInstant(pick(dates), 8 * 60 + 15 * Math.floor(random() * 40), TZ);
      return [start, start + (15 + 15 * Math.floor(random() * 8)) * MIN];
    });
  const employees = Array.from({ length: 30 }, (_, i) => ({
    id: i + 1,
    timetablesEnabled: true,
    timetables: [
      timetable('2026-01-01', 8 * 60, 18 * 60),
      timetable('2026-10-01', 9 * 60, 19 * 60),
      { type: 'EXCEPTIONAL' as const, validFrom: pick(dates), ranges: [] },
    ],
    busy: busyFor(117),
    workplaceIds: i % 3 === 0 ? [] : [101 + (i % 10), 101 + ((i + 3) % 10)],
  }));
  return {
    timezone: TZ,
    now: Date.parse('2026-08-31T12:00:00Z'),
    locationId: 1,
    dateFrom,
    dateTo,
    settings: {
      slotIntervalMinutes: 15,
      minStartMinute: 7 * 60,
      maxEndMinute: 20 * 60,
      cancellationNoticeHours: 2,
      bookingPeriodDays: 90,
      workplacesEnabled: true,
      machinesEnabled: true,
    },
    services: [
      {
        id: 1,
        duration: 120,
        breakDuration: 10,
        clientExitDuration: 0,
        parts: [
          { minutesFromStart: 0, duration: 40 },
          { minutesFromStart: 90, duration: 30 },
        ],
        employees: employees
          .filter((e) => e.id % 3 !== 1)
          .map((e) => ({ id: e.id, preference: pick(['PREFERRED', 'NEUTRAL', 'NON_PREFERRED'] as const) })),
        workplaceIds: [101, 102, 103, 104, 105, 106, 107],
        machineModelIds: [],
      },
      {
        id: 2,
        duration: 45,
        breakDuration: 0,
        clientExitDuration: 10,
        parts: [],
        employees: employees.filter((e) => e.id % 2 === 0).map((e) => ({ id: e.id, preference: 'NEUTRAL' as const })),
        workplaceIds: [104, 105, 106, 107, 108, 109, 110],
        machineModelIds: [7],
      },
    ],
    employees,
    workplaces: Array.from({ length: 10 }, (_, i) => ({ id: 101 + i, locationId: 1, busy: busyFor(125) })),
    machines: [
      { id: 1, machineModelId: 7, locationId: 1, busy: busyFor(90) },
      { id: 2, machineModelId: 7, locationId: 1, busy: busyFor(90) },
      { id: 3, machineModelId: 8, locationId: 1, busy: busyFor(60) },
    ],
    locations: [
      { id: 1, closedFrom: null },
      { id: 2, closedFrom: null },
    ],
    closedDates: [{ date: '2026-09-15', locationIds: [1] }],
    load: Object.fromEntries(employees.map((e) => [e.id, Math.floor(random() * 600)])),
  };
}
