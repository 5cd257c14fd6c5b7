// Builders of engine inputs for the tests.
import type {
  AvailabilityEmployee,
  AvailabilityInput,
  AvailabilityService,
  AvailabilitySettings,
} from '../availability.types.ts';
import type { Timetable, TimetableRange } from '../schedule.ts';

export const TZ = 'Europe/Zurich';
export const LOCATION = 1;
export const MIN = 60_000;
export const HOUR = 3_600_000;

/** Epoch ms of an ISO instant. */
export const at = (iso: string): number => Date.parse(iso);

/** A recurring timetable with the same range(s) on every weekday. */
export function everyDay(
  ranges: Array<[start: number, end: number]>,
  validFrom = '2000-01-01',
  locationId = LOCATION,
): Timetable {
  const list: TimetableRange[] = [];
  for (let wd = 1; wd <= 7; wd++)
    for (const [s, e] of ranges) list.push({ weekday: wd, startMinute: s, endMinute: e, locationId });
  return { type: 'RECURRING', validFrom, ranges: list };
}

export function exceptional(
  date: string,
  ranges: Array<[start: number, end: number]>,
  locationId = LOCATION,
): Timetable {
  return {
    type: 'EXCEPTIONAL',
    validFrom: date,
    ranges: ranges.map(([s, e]) => ({ weekday: 0, startMinute: s, endMinute: e, locationId })),
  };
}

export function employee(id: number, over: Partial<AvailabilityEmployee> = {}): AvailabilityEmployee {
  return { id, timetablesEnabled: true, timetables: [everyDay([[0, 1440]])], busy: [], workplaceIds: [], ...over };
}

export function service(id: number, over: Partial<AvailabilityService> = {}): AvailabilityService {
  return {
    id,
    duration: 60,
    breakDuration: 0,
    clientExitDuration: 0,
    parts: [],
    employees: [{ id: 1, preference: 'NEUTRAL' }],
    workplaceIds: [],
    machineModelIds: [],
    ...over,
  };
}

export function settings(over: Partial<AvailabilitySettings> = {}): AvailabilitySettings {
  return {
    slotIntervalMinutes: 15,
    minStartMinute: 0,
    maxEndMinute: 1440,
    cancellationNoticeHours: 0,
    bookingPeriodDays: 0,
    workplacesEnabled: false,
    ...over,
  };
}

export function input(over: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    timezone: TZ,
    now: at('2026-01-01T00:00:00Z'),
    locationId: LOCATION,
    dateFrom: '2026-06-01',
    dateTo: '2026-06-30',
    settings: settings(),
    services: [service(10)],
    employees: [employee(1)],
    workplaces: [],
    machines: [],
    locations: [
      { id: LOCATION, closedFrom: null },
      { id: 2, closedFrom: null },
    ],
    closedDates: [],
    ...over,
  };
}
