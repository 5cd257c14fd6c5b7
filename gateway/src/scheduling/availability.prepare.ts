// Preparation of the availability engine (availability.ts): everything that does not depend on the
// date, computed once per request: the settings' limits, each candidate employee's resolver and
// busy set, the workplaces and machines at the location, and each service's place in the booking.
import { addDays, assertTimeZone, type DayClock, localDate } from './calendar.ts';
import { type Interval, normalize } from './interval.ts';
import { buildClosureIndex, buildTimetableResolver, type ClosureIndex, type TimetableResolver } from './schedule.ts';
import type {
  AvailabilityEmployee,
  AvailabilityInput,
  AvailabilityMachine,
  AvailabilityService,
  AvailabilitySettings,
  BusyList,
  Preference,
  ResourcePreference,
} from './availability.types.ts';
import { executionSequence, HOUR_MS, MINUTE_MS, servicePartOffsets } from './availability.timeline.ts';

export interface Resource {
  id: number;
  /** Normalized busy set. */
  busy: Interval[];
}

export interface PreparedEmployee {
  id: number;
  input: AvailabilityEmployee;
  resolver: TimetableResolver;
  /** Events and private calendar together: when the employee cannot take a booking. */
  busy: Interval[];
  /** Rank of each workplace the employee prefers (0) or not (2); others are neutral (1). */
  workplaceRank: RankOf | null;
  /** The events alone, and the private calendar alone (to tell the refusals apart). */
  eventBusy: Interval[];
  calendarBusy: Interval[];
  /** null = can work at any workplace. */
  workplaceIds: Set<number> | null;
  shortestMs: number; // shortest service the employee performs: a shorter free piece is lost time
}

export interface PreparedService {
  input: AvailabilityService;
  /** From the booking start to this service's start. */
  offsetMs: number;
  durationMs: number;
  /** Length of the hold (break, and client exit when last, included). */
  holdMs: number;
  /** Employee-busy intervals relative to the service start, one per part in input order. */
  partOffsets: Array<[number, number]>;
  /** What the employee must be free and working for, relative to the start: the parts normalized,
   *  or the start instant alone for a service without employee time. */
  checkOffsets: Interval[];
  /** Candidate employees in choice order (filters applied). */
  employees: PreparedEmployee[];
  needsWorkplace: boolean;
  /** Workplaces at the location offering the service: the service's preferred first, then by id. */
  workplaces: Resource[];
  /** The same, ordered for an employee with workplace preferences of their own (service's first). */
  workplacesByEmployee: Map<number, Resource[]>;
  needsMachine: boolean;
  /** Machines at the location of a suitable model: the service's preferred first, then by id. */
  machines: Resource[];
  /** No assignment can ever exist (no candidate employee, workplace or machine). */
  impossible: boolean;
}

export interface DayContext {
  date: string;
  clock: DayClock;
  /** Free time (working at the location minus busy) per candidate employee id, non-empty only. */
  free: Map<number, Interval[]>;
}

/** A resource already taken by an earlier service of the booking being assigned. */
export interface Taken {
  kind: 0 | 1 | 2; // employee, workplace, machine
  id: number;
  start: number;
  end: number;
}

/** What the engine knows of one request before any date is asked for. */
export interface PreparedAvailability {
  input: AvailabilityInput;
  tz: string;
  settings: AvailabilitySettings;
  /** Slot grid step in minutes. */
  step: number;
  minStart: number;
  maxEnd: number;
  earliestStart: number;
  today: string;
  lastDate: string | null;
  closures: ClosureIndex;
  employees: Map<number, PreparedEmployee>;
  /** Workplaces at the booking's location. */
  workplaces: Map<number, Resource>;
  /** Machines at the booking's location, by ascending id. */
  machines: Array<{ model: number; resource: Resource }>;
  machineById: Map<number, AvailabilityMachine>;
  employeeAllowed: (id: number) => boolean;
  machinesOn: boolean;
  services: PreparedService[];
  totalMs: number;
  bookable: boolean;
  candidateEmployees: PreparedEmployee[];
  threshold: number;
  thresholdOn: boolean;
  limitReached: (serviceId: number, date: string) => boolean;
  recommend: boolean; // slots are ranked and the best marked recommended (settings.recommendSlots)
  /** Scratch arrays reused across slots: counting thousands of slots should not allocate. */
  taken: Taken[];
  freeWorkplaces: Resource[];
}

const PREFERENCE_RANK: Record<Preference, number> = { PREFERRED: 0, NEUTRAL: 1, NON_PREFERRED: 2 };

/** The rank of a resource id: preferred 0, neutral 1, non-preferred 2. */
type RankOf = (id: number) => number;
const NEUTRAL: RankOf = () => 1;

function rankOf(preferences: readonly ResourcePreference[] | undefined): RankOf | null {
  if (!preferences?.length) return null;
  const ranks = new Map(preferences.map((p) => [p.id, PREFERENCE_RANK[p.preference] ?? 1]));
  return (id) => ranks.get(id) ?? 1;
}

/** Resources by rank, then id: deterministic whatever the input order. */
const byRank = (rank: RankOf) => (a: Resource, b: Resource) => rank(a.id) - rank(b.id) || a.id - b.id;

function normalizeBusy(busy: BusyList): Interval[] {
  return normalize(busy as readonly Interval[]);
}

export function takenOverlaps(
  taken: readonly Taken[],
  kind: 0 | 1 | 2,
  id: number,
  start: number,
  end: number,
): boolean {
  for (const t of taken) if (t.kind === kind && t.id === id && t.start < end && t.end > start) return true;
  return false;
}

interface Choice {
  employees: Map<number, PreparedEmployee>;
  workplaces: Map<number, Resource>;
  machines: Array<{ model: number; resource: Resource }>;
  employeeAllowed: (id: number) => boolean;
  firstId: number | null;
}

/** Each service of the booking in execution order, with its candidates and its offset. */
function prepareServices(input: AvailabilityInput, choice: Choice): PreparedService[] {
  const { settings } = input;
  const load = input.load ?? {};
  const { employees, workplaces, machines, employeeAllowed, firstId } = choice;
  const machinesOn = settings.machinesEnabled !== false;
  const services: PreparedService[] = [];
  let offsetMin = 0;
  const sequence = executionSequence(input.services);
  sequence.forEach((svc, k) => {
    const last = k === sequence.length - 1;
    const partOffsets = servicePartOffsets(svc);
    let checkOffsets = normalize(partOffsets);
    // A service without employee time still needs the employee on duty when it starts.
    if (checkOffsets.length === 0) checkOffsets = [[0, 1]];
    const candidates = svc.employees
      .filter((se) => employeeAllowed(se.id) && employees.get(se.id)?.input.timetablesEnabled)
      .sort(
        (a, b) =>
          (a.id === firstId ? 0 : 1) - (b.id === firstId ? 0 : 1) ||
          PREFERENCE_RANK[a.preference] - PREFERENCE_RANK[b.preference] ||
          (load[a.id] ?? 0) - (load[b.id] ?? 0) ||
          a.id - b.id,
      )
      .map((se) => employees.get(se.id) as PreparedEmployee)
      .filter((e, i, list) => list.indexOf(e) === i);
    const needsWorkplace = settings.workplacesEnabled && svc.workplaceIds.length > 0;
    const workplaceRank = rankOf(svc.workplacePreferences) ?? NEUTRAL;
    const wps = needsWorkplace
      ? [...new Set(svc.workplaceIds)]
          .map((id) => workplaces.get(id))
          .filter((w): w is Resource => w !== undefined)
          .sort(byRank(workplaceRank))
      : [];
    // An employee's own preferences order the workplaces the service ranks alike.
    const workplacesByEmployee = new Map<number, Resource[]>();
    for (const e of needsWorkplace ? candidates : []) {
      const own = e.workplaceRank;
      if (!own) continue;
      const order = (a: Resource, b: Resource) =>
        workplaceRank(a.id) - workplaceRank(b.id) || own(a.id) - own(b.id) || a.id - b.id;
      workplacesByEmployee.set(e.id, [...wps].sort(order));
    }
    const needsMachine = machinesOn && svc.machineModelIds.length > 0;
    const models = new Set(svc.machineModelIds);
    const ms = needsMachine
      ? machines
          .filter((m) => models.has(m.model))
          .map((m) => m.resource)
          .sort(byRank(rankOf(svc.machinePreferences) ?? NEUTRAL))
      : [];
    const durationMs = svc.duration * MINUTE_MS;
    services.push({
      input: svc,
      offsetMs: offsetMin * MINUTE_MS,
      durationMs,
      holdMs: (svc.duration + svc.breakDuration + (last ? svc.clientExitDuration : 0)) * MINUTE_MS,
      partOffsets,
      checkOffsets,
      employees: candidates,
      needsWorkplace,
      workplaces: wps,
      workplacesByEmployee,
      needsMachine,
      machines: ms,
      impossible: candidates.length === 0 || (needsWorkplace && wps.length === 0) || (needsMachine && ms.length === 0),
    });
    offsetMin += svc.duration + svc.breakDuration;
  });
  return services;
}

export function prepareAvailability(input: AvailabilityInput): PreparedAvailability {
  assertTimeZone(input.timezone);
  const tz = input.timezone;
  const settings = input.settings;
  const step = Math.floor(settings.slotIntervalMinutes);
  if (!(step > 0)) throw new RangeError('settings.slotIntervalMinutes must be a positive number');
  const today = localDate(input.now, tz);

  const employees = new Map<number, PreparedEmployee>();
  const shortestRequested = Math.min(...input.services.map((s) => s.duration), 1440);
  for (const e of input.employees) {
    const eventBusy = normalizeBusy(e.busy);
    const calendarBusy = e.calendarBusy?.length ? normalizeBusy(e.calendarBusy) : [];
    employees.set(e.id, {
      id: e.id,
      input: e,
      resolver: buildTimetableResolver(e.timetables),
      busy: calendarBusy.length ? normalize([...eventBusy, ...calendarBusy]) : eventBusy,
      eventBusy,
      calendarBusy,
      workplaceIds: e.workplaceIds.length > 0 ? new Set(e.workplaceIds) : null,
      workplaceRank: rankOf(e.workplacePreferences),
      shortestMs: Math.max(0, e.shortestServiceMinutes ?? shortestRequested) * MINUTE_MS,
    });
  }
  const workplaces = new Map<number, Resource>();
  for (const w of input.workplaces) {
    if (w.locationId === input.locationId) workplaces.set(w.id, { id: w.id, busy: normalizeBusy(w.busy) });
  }
  const machines = input.machines
    .filter((m) => m.locationId === input.locationId)
    .sort((a, b) => a.id - b.id)
    .map((m) => ({ model: m.machineModelId, resource: { id: m.id, busy: normalizeBusy(m.busy) } }));

  const filterId = input.employeeId ?? null;
  const favoriteId = input.favoriteEmployeeId ?? null;
  const onlyId = filterId ?? (input.favoriteEmployeeOnly && favoriteId !== null ? favoriteId : null);
  const firstId = filterId === null ? favoriteId : null;
  const employeeAllowed = (id: number) => onlyId === null || id === onlyId;

  const services = prepareServices(input, { employees, workplaces, machines, employeeAllowed, firstId });
  const lastService = services[services.length - 1];
  const threshold = settings.capacityThresholdPercent ?? 100;
  const dayLimit = settings.dailyServiceLimit ?? null;
  const dayCounts = input.serviceDayCounts ?? {};

  return {
    input,
    tz,
    settings,
    step,
    minStart: Math.max(0, Math.min(1440, settings.minStartMinute)),
    maxEnd: Math.max(0, Math.min(1440, settings.maxEndMinute)),
    earliestStart: input.now + Math.max(0, settings.cancellationNoticeHours) * HOUR_MS,
    today,
    lastDate: settings.bookingPeriodDays > 0 ? addDays(today, settings.bookingPeriodDays) : null,
    closures: buildClosureIndex(input.locations, input.closedDates),
    employees,
    workplaces,
    machines,
    machineById: new Map(input.machines.map((m) => [m.id, m])),
    employeeAllowed,
    machinesOn: settings.machinesEnabled !== false,
    services,
    totalMs: lastService ? lastService.offsetMs + lastService.holdMs : 0,
    bookable: services.length > 0 && services.every((s) => !s.impossible),
    candidateEmployees: [...new Set(services.flatMap((s) => s.employees))],
    threshold,
    thresholdOn: threshold > 0 && threshold < 100,
    limitReached: (serviceId, date) => dayLimit !== null && (dayCounts[`${serviceId}|${date}`] ?? 0) >= dayLimit,
    recommend: settings.recommendSlots !== false,
    taken: [],
    freeWorkplaces: [],
  };
}
