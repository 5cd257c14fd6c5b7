// The engine's input (scheduling/availability.types.ts) from the cached configuration and one
// request's row: the requested services with their effective durations, the candidate resources
// with their busy intervals, and the customer's favourite employee.
import { NotFoundError } from '../../lib/errors.ts';
import { type Lang, t } from '../../lib/i18n.ts';
import { type AvailabilityInput, addDays, calculatedDuration } from '../../scheduling/index.ts';
import type { AvailabilityRequest, EmployeeRow, RequestRow, ServiceRow, VendorConfig } from './availability.rows.ts';

/** What a request needs of the configuration: the employees and resources that may serve it. */
export function resourcesOf(config: VendorConfig, locationId: number, serviceIds: number[]) {
  const wanted = new Set(serviceIds);
  const employees = config.row.employees.filter((e) => e.serviceIds.some((id) => wanted.has(id)));
  const workplaces = config.row.workplaces.filter((w) => w.locationId === locationId);
  const machines = config.row.machines.filter((m) => m.locationId === locationId);
  return { employees, workplaces, machines };
}

/** Minutes of the shortest service the employee performs (a free piece shorter than it is lost). */
function shortestService(config: VendorConfig, e: EmployeeRow): number | undefined {
  let shortest: number | undefined;
  for (const id of e.serviceIds) {
    const s = config.services.get(id);
    if (s && s.duration > 0 && (shortest === undefined || s.duration < shortest)) shortest = s.duration;
  }
  return shortest;
}

export function assemble(
  config: VendorConfig,
  resources: ReturnType<typeof resourcesOf>,
  row: RequestRow | undefined,
  req: AvailabilityRequest,
  serviceIds: number[],
  now: number,
  lang: Lang,
): AvailabilityInput {
  const vendor = config.row;
  const location = config.locations.get(req.locationId);
  if (!location) throw new NotFoundError(t(lang, 'notFound.location'));
  // Bookable at the location (spec §5): needs no workplace at all, or one there.
  const bookable = (s: ServiceRow) =>
    s.workplaceIds.length === 0 || s.workplaceIds.some((id) => config.workplaceLocation.get(id) === req.locationId);
  const byId = new Map<number, ServiceRow>();
  for (const id of serviceIds) {
    const s = config.services.get(id);
    if (s && bookable(s)) byId.set(id, s);
  }
  if (byId.size !== serviceIds.length) throw new NotFoundError(t(lang, 'notFound.service'));

  const employeeBusy = new Map<number, [number, number][]>();
  const workplaceBusy = new Map<number, [number, number][]>();
  const machineBusy = new Map<number, [number, number][]>();
  const calendarBusy = new Map<number, [number, number][]>();
  const busyMaps = [employeeBusy, workplaceBusy, machineBusy, calendarBusy];
  for (const list of row?.busy ? row.busy.split(';') : []) {
    const [kind, id, values] = list.split(':') as [string, string, string];
    const numbers = values.split(',');
    const intervals: [number, number][] = new Array(numbers.length / 2);
    for (let i = 0; i < intervals.length; i++) intervals[i] = [Number(numbers[2 * i]), Number(numbers[2 * i + 1])];
    busyMaps[Number(kind)]?.set(Number(id), intervals);
  }
  const extra = row?.extra ?? null;
  // Booked minutes per employee in the window, to prefer the least loaded among equals.
  const load: Record<number, number> = {};
  for (const map of [employeeBusy, calendarBusy]) {
    for (const [id, list] of map) {
      let sum = load[id] ?? 0;
      for (const [a, b] of list) sum += (b - a) / 60_000;
      load[id] = sum;
    }
  }
  const history = new Map<number, number[]>();
  for (const h of extra?.history ?? []) history.set(h.serviceId, [...(history.get(h.serviceId) ?? []), h.duration]);
  const customer = extra?.customer ?? null;

  // Exceptional timetables of the day before to the day after the range; recurring ones from
  // before its end.
  const exceptionalFrom = addDays(req.dateFrom, -1);
  const exceptionalTo = addDays(req.dateTo, 1);
  const timetablesOf = (e: EmployeeRow) =>
    e.timetables.filter((tt) =>
      tt.type === 'RECURRING'
        ? tt.validFrom <= req.dateTo
        : tt.validFrom >= exceptionalFrom && tt.validFrom <= exceptionalTo,
    );

  return {
    timezone: vendor.timezone,
    now,
    locationId: location.id,
    dateFrom: req.dateFrom,
    dateTo: req.dateTo,
    settings: {
      slotIntervalMinutes: vendor.bookingSlotsPropositionInterval,
      minStartMinute: vendor.minStart,
      maxEndMinute: vendor.maxEnd,
      cancellationNoticeHours: vendor.cancellationNotice,
      bookingPeriodDays: vendor.availableBookingsInterval,
      workplacesEnabled: vendor.workplacesEnabled,
      machinesEnabled: vendor.machinesEnabled,
      capacityThresholdPercent: vendor.capacityThreshold,
      firstSlotAtFreeStart: vendor.actualFreeTimeSlotFirstBooking,
      dailyServiceLimit: vendor.dailyServiceLimit,
      recommendSlots: vendor.recommendSlots,
    },
    serviceDayCounts: Object.fromEntries(
      (extra?.serviceDayCounts ?? []).map((c) => [`${c.serviceId}|${String(c.date).slice(0, 10)}`, Number(c.count)]),
    ),
    services: req.services.map((requested) => {
      const s = byId.get(requested.id)!;
      return {
        id: s.id,
        // The effective duration: a requested one, else the customer's calculated duration (spec
        // §5), else the standard one; a fixed duration never changes.
        duration: s.fixedDuration
          ? s.duration
          : requested.duration && requested.duration > 0
            ? requested.duration
            : (calculatedDuration(history.get(s.id) ?? []) ?? s.duration),
        breakDuration: s.breakDuration,
        clientExitDuration: s.clientExitDuration,
        executionOrder: s.executionOrder ?? 0,
        parts: s.parts,
        employees: s.employees,
        workplaceIds: s.workplaceIds,
        machineModelIds: s.machineModelIds,
        workplacePreferences: s.workplacePreferences,
        machinePreferences: s.machinePreferences,
      };
    }),
    employees: resources.employees.map((e) => ({
      id: e.id,
      shortestServiceMinutes: shortestService(config, e),
      timetablesEnabled: e.timetablesEnabled,
      workplaceIds: e.workplaceIds,
      workplacePreferences: e.workplacePreferences,
      busy: employeeBusy.get(e.id) ?? [],
      calendarBusy: calendarBusy.get(e.id) ?? [],
      timetables: timetablesOf(e),
    })),
    workplaces: resources.workplaces.map((w) => ({ ...w, busy: workplaceBusy.get(w.id) ?? [] })),
    machines: resources.machines.map((m) => ({ ...m, busy: machineBusy.get(m.id) ?? [] })),
    locations: [{ id: location.id, closedFrom: location.closedFrom }],
    closedDates: vendor.closedDates.filter((c) => c.date >= req.dateFrom && c.date <= req.dateTo),
    employeeId: req.employeeId ?? null,
    favoriteEmployeeId: customer?.favoriteEmployeeId ?? null,
    favoriteEmployeeOnly: Boolean(req.favoriteEmployeeOnly ?? customer?.favoriteEmployeeOnly),
    load,
  };
}
