// Availability engine: which start times can a booking of services S1..Sn take at a location, with
// which employee, workplace and machine for each service. Pure functions over plain data; the
// loader gathers everything in one batched load and passes `now` in. The types of its input and
// answers are in availability.types.ts.
//
// Layout of a booking starting at t (all durations in minutes, converted to real milliseconds):
//   service k starts at  s_k = t + Σ_{i<k} (duration_i + breakDuration_i)
//   employee busy        the parts [s_k + minutesFromStart, + duration], or [s_k, s_k + duration]
//                        when the service has no parts; between parts the employee is free
//                        (processing time) and may serve someone else
//   held                 [s_k, s_k + duration_k + breakDuration_k (+ clientExitDuration_k if k = n)]
//                        for the customer, the workplace and the machine
//   slot.end             end of the last service's hold (client exit included)
// Client exit only follows the last service: between services the customer stays.
//
// Resource rules for each service: an employee who offers it, works at the location for every busy
// part and is free then; when workplaces are enabled and the service lists workplaces, one of them
// at this location that the employee can work at (an employee without listed workplaces can work at
// any) and that is free for the whole hold; when the service lists machine models (and machines
// are not disabled), a machine of one of those models at this location free for the whole hold.
// Services are consecutive and their holds do not overlap, so each service is assigned on its own
// (greedy in execution order); the resources chosen for earlier services of the same booking still
// count as taken, which only matters for malformed parts running past their service's duration.
import {
  addDays,
  type DayClock,
  dayClock,
  formatMinute,
  instantToLocal,
  isValidDate,
  listDates,
  localDate,
  assertTimeZone,
} from './calendar.ts';
import {
  clip,
  contains,
  type Interval,
  type IntervalSet,
  intersect,
  normalize,
  overlaps,
  subtract,
  totalLength,
} from './interval.ts';
import {
  buildClosureIndex,
  buildTimetableResolver,
  type ClosureIndex,
  resolveDaySchedule,
  type TimetableResolver,
  workingIntervals,
} from './schedule.ts';
import type {
  AvailabilityEmployee,
  AvailabilityEngine,
  AvailabilityInput,
  AvailabilityService,
  AvailableDate,
  BookingConflict,
  BusyList,
  ConflictReason,
  Preference,
  RequestedEvent,
  ServiceTimeline,
  Slot,
  SlotAssignment,
} from './availability.types.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

// ---------------------------------------------------------------------------------------------
// Preparation: everything that does not depend on the date, computed once per request.

interface Resource {
  id: number;
  /** Normalized busy set. */
  busy: Interval[];
}

interface PreparedEmployee {
  id: number;
  input: AvailabilityEmployee;
  resolver: TimetableResolver;
  busy: Interval[];
  /** null = can work at any workplace. */
  workplaceIds: Set<number> | null;
}

interface PreparedService {
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
  /** Workplaces at the location offering the service, by ascending id. */
  workplaces: Resource[];
  needsMachine: boolean;
  /** Machines at the location of a suitable model, by ascending id. */
  machines: Resource[];
  /** No assignment can ever exist (no candidate employee, workplace or machine). */
  impossible: boolean;
}

interface DayContext {
  date: string;
  clock: DayClock;
  /** Free time (working at the location minus busy) per candidate employee id, non-empty only. */
  free: Map<number, Interval[]>;
}

/** A resource already taken by an earlier service of the booking being assigned. */
interface Taken {
  kind: 0 | 1 | 2; // employee, workplace, machine
  id: number;
  start: number;
  end: number;
}

const PREFERENCE_RANK: Record<Preference, number> = { PREFERRED: 0, NEUTRAL: 1, NON_PREFERRED: 2 };

function normalizeBusy(busy: BusyList): Interval[] {
  return normalize(busy as readonly Interval[]);
}

function takenOverlaps(taken: readonly Taken[], kind: 0 | 1 | 2, id: number, start: number, end: number): boolean {
  for (const t of taken) if (t.kind === kind && t.id === id && t.start < end && t.end > start) return true;
  return false;
}

export function createAvailabilityEngine(input: AvailabilityInput): AvailabilityEngine {
  assertTimeZone(input.timezone);
  const tz = input.timezone;
  const settings = input.settings;
  const step = Math.floor(settings.slotIntervalMinutes);
  if (!(step > 0)) throw new RangeError('settings.slotIntervalMinutes must be a positive number');
  const minStart = Math.max(0, Math.min(1440, settings.minStartMinute));
  const maxEnd = Math.max(0, Math.min(1440, settings.maxEndMinute));
  const earliestStart = input.now + Math.max(0, settings.cancellationNoticeHours) * HOUR_MS;
  const today = localDate(input.now, tz);
  const lastDate = settings.bookingPeriodDays > 0 ? addDays(today, settings.bookingPeriodDays) : null;
  const closures: ClosureIndex = buildClosureIndex(input.locations, input.closedDates);
  const load = input.load ?? {};

  const employees = new Map<number, PreparedEmployee>();
  for (const e of input.employees) {
    employees.set(e.id, {
      id: e.id,
      input: e,
      resolver: buildTimetableResolver(e.timetables),
      busy: normalizeBusy(e.busy),
      workplaceIds: e.workplaceIds.length > 0 ? new Set(e.workplaceIds) : null,
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
  const machineById = new Map(input.machines.map((m) => [m.id, m]));

  const filterId = input.employeeId ?? null;
  const favoriteId = input.favoriteEmployeeId ?? null;
  const onlyId = filterId ?? (input.favoriteEmployeeOnly && favoriteId !== null ? favoriteId : null);
  const firstId = filterId === null ? favoriteId : null;
  const employeeAllowed = (id: number) => onlyId === null || id === onlyId;

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
    const wps = needsWorkplace
      ? [...new Set(svc.workplaceIds)]
          .map((id) => workplaces.get(id))
          .filter((w): w is Resource => w !== undefined)
          .sort((a, b) => a.id - b.id)
      : [];
    const needsMachine = machinesOn && svc.machineModelIds.length > 0;
    const models = new Set(svc.machineModelIds);
    const ms = needsMachine ? machines.filter((m) => models.has(m.model)).map((m) => m.resource) : [];
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
      needsMachine,
      machines: ms,
      impossible: candidates.length === 0 || (needsWorkplace && wps.length === 0) || (needsMachine && ms.length === 0),
    });
    offsetMin += svc.duration + svc.breakDuration;
  });
  const totalMs =
    services.length > 0 ? services[services.length - 1].offsetMs + services[services.length - 1].holdMs : 0;
  const bookable = services.length > 0 && services.every((s) => !s.impossible);
  const candidateEmployees = [...new Set(services.flatMap((s) => s.employees))];

  const threshold = settings.capacityThresholdPercent ?? 100;
  const thresholdOn = threshold > 0 && threshold < 100;
  const dayLimit = settings.dailyServiceLimit ?? null;
  const dayCounts = input.serviceDayCounts ?? {};
  const limitReached = (serviceId: number, date: string) =>
    dayLimit !== null && (dayCounts[`${serviceId}|${date}`] ?? 0) >= dayLimit;

  function employeeFree(e: PreparedEmployee, date: string, clock: DayClock): Interval[] {
    const schedule = resolveDaySchedule(e.input, e.resolver, closures, date);
    if (!schedule.available) return [];
    const work = workingIntervals(schedule, input.locationId, tz, clock);
    if (work.length === 0) return [];
    const busy = clip(e.busy, work[0][0], work[work.length - 1][1]);
    return subtract(thresholdOn ? openBlocks(work, busy, threshold) : work, busy);
  }

  function prepareDay(date: string): DayContext | null {
    if (!bookable || !isValidDate(date)) return null;
    if (date < today || (lastDate !== null && date > lastDate)) return null;
    if (services.some((s) => limitReached(s.input.id, date))) return null;
    const clock = dayClock(date, tz);
    const free = new Map<number, Interval[]>();
    for (const e of candidateEmployees) {
      const f = employeeFree(e, date, clock);
      if (f.length > 0) free.set(e.id, f);
    }
    for (const s of services) if (!s.employees.some((e) => free.has(e.id))) return null;
    return { date, clock, free };
  }

  /** Start instants on the day's grid that pass the time rules, with their minute of day. */
  function startCandidates(day: DayContext): Array<[number, number]> {
    const windowStart = day.clock.instant(minStart);
    const windowEnd = day.clock.instant(maxEnd);
    const out: Array<[number, number]> = [];
    for (let m = Math.ceil(minStart / step) * step; m < 1440 && m <= maxEnd; m += step) {
      for (const t of day.clock.instants(m)) {
        if (t >= earliestStart && t >= windowStart && t + totalMs <= windowEnd) out.push([t, m]);
      }
    }
    if (settings.firstSlotAtFreeStart) {
      // The start of each free stretch, when off the grid (the grid already has the others).
      const seen = new Set(out.map(([t]) => t));
      for (const list of day.free.values()) {
        for (const [t] of list) {
          if (seen.has(t) || t % MINUTE_MS !== 0) continue;
          const local = instantToLocal(t, tz);
          if (local.date !== day.date) continue;
          if (t >= earliestStart && t >= windowStart && t + totalMs <= windowEnd) {
            seen.add(t);
            out.push([t, local.minute]);
          }
        }
      }
    }
    // A repeated hour (DST end) yields its minutes twice, out of instant order.
    return out.sort((x, y) => x[0] - y[0]);
  }

  // Scratch arrays reused across slots: counting thousands of slots should not allocate.
  const taken: Taken[] = [];
  const freeWorkplaces: Resource[] = [];

  /**
   * First assignment (in choice order) of every service for a booking starting at t, or null.
   * With build = false only feasibility is computed and an empty array stands for success.
   */
  function assign(t: number, day: DayContext, build: boolean): SlotAssignment[] | null {
    taken.length = 0;
    const out: SlotAssignment[] = [];
    for (const svc of services) {
      const s = t + svc.offsetMs;
      const holdEnd = s + svc.holdMs;
      let machineId: number | null = null;
      if (svc.needsMachine) {
        for (const m of svc.machines) {
          if (!overlaps(m.busy, s, holdEnd) && !takenOverlaps(taken, 2, m.id, s, holdEnd)) {
            machineId = m.id;
            break;
          }
        }
        if (machineId === null) return null;
      }
      freeWorkplaces.length = 0;
      if (svc.needsWorkplace) {
        for (const w of svc.workplaces) {
          if (!overlaps(w.busy, s, holdEnd) && !takenOverlaps(taken, 1, w.id, s, holdEnd)) freeWorkplaces.push(w);
        }
        if (freeWorkplaces.length === 0) return null;
      }
      let chosen: PreparedEmployee | null = null;
      let workplaceId: number | null = null;
      for (const e of svc.employees) {
        const free = day.free.get(e.id);
        if (!free) continue;
        let ok = true;
        for (const [a, b] of svc.checkOffsets) {
          if (!contains(free, s + a, s + b) || takenOverlaps(taken, 0, e.id, s + a, s + b)) {
            ok = false;
            break;
          }
        }
        if (!ok) continue;
        if (svc.needsWorkplace) {
          workplaceId = null;
          for (const fw of freeWorkplaces) {
            if (e.workplaceIds === null || e.workplaceIds.has(fw.id)) {
              workplaceId = fw.id;
              break;
            }
          }
          if (workplaceId === null) continue;
        }
        chosen = e;
        break;
      }
      if (!chosen) return null;
      for (const [a, b] of svc.checkOffsets) taken.push({ kind: 0, id: chosen.id, start: s + a, end: s + b });
      if (workplaceId !== null) taken.push({ kind: 1, id: workplaceId, start: s, end: holdEnd });
      if (machineId !== null) taken.push({ kind: 2, id: machineId, start: s, end: holdEnd });
      if (!build) continue;
      out.push({
        serviceId: svc.input.id,
        employeeId: chosen.id,
        workplaceId,
        machineId,
        start: s,
        end: s + svc.durationMs,
        customerStart: s,
        customerEnd: holdEnd,
        parts: svc.partOffsets.map(([a, b]) => [s + a, s + b]),
      });
    }
    return out;
  }

  function slots(date: string): Slot[] {
    const day = prepareDay(date);
    if (!day) return [];
    const out: Slot[] = [];
    const midnight = Date.parse(`${date}T00:00:00Z`);
    for (const [t, m] of startCandidates(day)) {
      const assignments = assign(t, day, true);
      if (assignments) {
        out.push({ start: t, end: t + totalMs, time: formatMinute(m), offset: utcOffset(midnight, m, t), assignments });
      }
    }
    return out;
  }

  function countSlots(date: string): { slotCount: number; times: string[]; offsets: string[] } {
    const day = prepareDay(date);
    const times: string[] = [];
    const offsets: string[] = [];
    const midnight = Date.parse(`${date}T00:00:00Z`);
    if (day) {
      for (const [t, m] of startCandidates(day)) {
        if (!assign(t, day, false)) continue;
        times.push(formatMinute(m));
        offsets.push(utcOffset(midnight, m, t));
      }
    }
    return { slotCount: times.length, times, offsets };
  }

  function dates(): AvailableDate[] {
    const out: AvailableDate[] = [];
    if (!bookable) return out;
    for (const date of listDates(input.dateFrom, input.dateTo)) {
      const { slotCount, times, offsets } = countSlots(date);
      if (slotCount > 0) out.push({ date, slotCount, times, offsets });
    }
    return out;
  }

  function plan(requested: readonly RequestedEvent[]): SlotAssignment[] {
    const lastIndex = indexOfLast(requested);
    const byId = new Map(input.services.map((s) => [s.id, s]));
    return requested.map((r, i) => {
      const svc = byId.get(r.serviceId);
      const tl = svc
        ? serviceTimeline(svc, r.start, i === lastIndex)
        : { start: r.start, end: r.start, holdStart: r.start, holdEnd: r.start, parts: [] };
      return {
        serviceId: r.serviceId,
        employeeId: r.employeeId,
        workplaceId: r.workplaceId ?? null,
        machineId: r.machineId ?? null,
        start: tl.start,
        end: tl.end,
        customerStart: tl.holdStart,
        customerEnd: tl.holdEnd,
        parts: tl.parts,
      };
    });
  }

  /** True when one of the employee's free stretches that day begins at t. */
  function startsFreeStretch(e: PreparedEmployee, date: string, t: number): boolean {
    if (!e.input.timetablesEnabled) return false;
    return employeeFree(e, date, dayClock(date, tz)).some(([a]) => a === t);
  }

  function verify(requested: readonly RequestedEvent[]): BookingConflict[] {
    const planned = plan(requested);
    const busyParts = planned.map((ev) => normalize(ev.parts));
    const byId = new Map(input.services.map((s) => [s.id, s]));
    const workCache = new Map<string, Interval[]>();
    const conflicts: BookingConflict[] = [];
    // Only the booking's first start is on the grid; the next services follow back to back.
    const bookingStart = Math.min(...planned.map((p) => p.start));
    const orderOf = (serviceId: number) => byId.get(serviceId)?.executionOrder ?? 0;
    planned.forEach((ev, i) => {
      const reasons: ConflictReason[] = [];
      const svc = byId.get(ev.serviceId);
      if (!svc) {
        reasons.push('UNKNOWN_SERVICE');
      } else {
        // A service to be done later (higher execution order) may not start before an earlier one.
        if (planned.some((o) => orderOf(o.serviceId) < orderOf(ev.serviceId) && o.start > ev.start)) {
          reasons.push('EXECUTION_ORDER');
        }
        const emp = employees.get(ev.employeeId);
        if (!emp || !svc.employees.some((se) => se.id === ev.employeeId)) reasons.push('EMPLOYEE_NOT_OFFERING');
        if (!employeeAllowed(ev.employeeId)) reasons.push('EMPLOYEE_NOT_ALLOWED');

        const local = instantToLocal(ev.start, tz);
        if (
          ev.start === bookingStart &&
          (ev.start % 60_000 !== 0 || local.minute % step !== 0) &&
          !(settings.firstSlotAtFreeStart && emp && startsFreeStretch(emp, local.date, ev.start))
        ) {
          reasons.push('OFF_GRID');
        }
        if (limitReached(ev.serviceId, local.date)) reasons.push('DAILY_LIMIT_REACHED');
        if (ev.start < earliestStart) reasons.push('TOO_SOON');
        if (lastDate !== null && local.date > lastDate) reasons.push('BEYOND_BOOKING_PERIOD');
        const clock = dayClock(local.date, tz);
        if (ev.start < clock.instant(minStart) || ev.customerEnd > clock.instant(maxEnd)) {
          reasons.push('OUTSIDE_OPENING_HOURS');
        }

        if (emp) {
          const key = `${emp.id}|${local.date}`;
          let work = workCache.get(key);
          if (!work) {
            const schedule = emp.input.timetablesEnabled
              ? resolveDaySchedule(emp.input, emp.resolver, closures, local.date)
              : null;
            work = schedule ? workingIntervals(schedule, input.locationId, tz) : [];
            workCache.set(key, work);
          }
          const own = busyParts[i];
          const checks: IntervalSet = own.length > 0 ? own : [[ev.start, ev.start + 1]];
          if (checks.some(([a, b]) => !contains(work, a, b))) reasons.push('EMPLOYEE_NOT_WORKING');
          const othersBusy = planned.some(
            (o, j) => j !== i && o.employeeId === ev.employeeId && intersect(busyParts[j], own).length > 0,
          );
          if (othersBusy || own.some(([a, b]) => overlaps(emp.busy, a, b))) reasons.push('EMPLOYEE_BUSY');
        }

        const needsWorkplace = settings.workplacesEnabled && svc.workplaceIds.length > 0;
        if (ev.workplaceId === null) {
          if (needsWorkplace) reasons.push('WORKPLACE_REQUIRED');
        } else {
          const w = workplaces.get(ev.workplaceId);
          // `workplaces` only holds those at the booking's location.
          const valid =
            w !== undefined &&
            (svc.workplaceIds.length === 0 || svc.workplaceIds.includes(ev.workplaceId)) &&
            (!emp || emp.workplaceIds === null || emp.workplaceIds.has(ev.workplaceId));
          if (!valid) reasons.push('WORKPLACE_INVALID');
          const clash = planned.some(
            (o, j) =>
              j !== i &&
              o.workplaceId === ev.workplaceId &&
              o.customerStart < ev.customerEnd &&
              ev.customerStart < o.customerEnd,
          );
          if (clash || (w && overlaps(w.busy, ev.customerStart, ev.customerEnd))) reasons.push('WORKPLACE_BUSY');
        }

        const needsMachine = machinesOn && svc.machineModelIds.length > 0;
        if (ev.machineId === null) {
          if (needsMachine) reasons.push('MACHINE_REQUIRED');
        } else {
          const m = machineById.get(ev.machineId);
          const resource = machines.find((pm) => pm.resource.id === ev.machineId)?.resource;
          const valid =
            m !== undefined &&
            m.locationId === input.locationId &&
            (svc.machineModelIds.length === 0 || svc.machineModelIds.includes(m.machineModelId));
          if (!valid) reasons.push('MACHINE_INVALID');
          const clash = planned.some(
            (o, j) =>
              j !== i &&
              o.machineId === ev.machineId &&
              o.customerStart < ev.customerEnd &&
              ev.customerStart < o.customerEnd,
          );
          if (clash || (resource && overlaps(resource.busy, ev.customerStart, ev.customerEnd)))
            reasons.push('MACHINE_BUSY');
        }
      }
      if (reasons.length > 0) {
        conflicts.push({
          index: i,
          serviceId: ev.serviceId,
          employeeId: ev.employeeId,
          workplaceId: ev.workplaceId,
          machineId: ev.machineId,
          start: ev.start,
          reasons,
        });
      }
    });
    return conflicts;
  }

  return { slots, countSlots, dates, verify, plan };
}

/** '+HH:mm' / '-HH:mm': the UTC offset of instant t shown as minute m of the day starting at UTC midnight. */
function utcOffset(midnightUtc: number, minute: number, t: number): string {
  const offset = Math.round((midnightUtc + minute * 60_000 - t) / 60_000);
  const abs = Math.abs(offset);
  return `${offset < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The working blocks in order, up to the first whose predecessors are booked under `percent`. */
export function openBlocks(work: readonly Interval[], busy: readonly Interval[], percent: number): Interval[] {
  const open: Interval[] = [];
  let length = 0;
  let booked = 0;
  for (const block of work) {
    if (open.length > 0 && booked * 100 < percent * length) break;
    open.push(block);
    length += block[1] - block[0];
    booked += totalLength(intersect(busy, [block]));
  }
  return open;
}

/**
 * The services of a booking in the order they are done: by ascending execution order, the requested
 * order kept among equal ones (a stable sort; the input is not changed).
 */
export function executionSequence<T extends { executionOrder?: number }>(services: readonly T[]): T[] {
  return services
    .map((service, index) => ({ service, index }))
    .sort((a, b) => (a.service.executionOrder ?? 0) - (b.service.executionOrder ?? 0) || a.index - b.index)
    .map((x) => x.service);
}

/**
 * Associated services to propose with the chosen ones (spec §3): every service associated with a
 * chosen service, not chosen already and still offered (in `catalogue`), once, in execution order.
 */
export function associatedProposals<T extends { id: number; executionOrder?: number; associatedServiceIds?: number[] }>(
  catalogue: readonly T[],
  chosenIds: readonly number[],
): T[] {
  const byId = new Map(catalogue.map((s) => [s.id, s]));
  const chosen = new Set(chosenIds);
  const proposed = new Map<number, T>();
  for (const id of chosenIds) {
    for (const other of byId.get(id)?.associatedServiceIds ?? []) {
      const service = byId.get(other);
      if (service && !chosen.has(other) && !proposed.has(other)) proposed.set(other, service);
    }
  }
  return executionSequence([...proposed.values()]);
}

/** Index of the requested event that starts last (the last service: it gets the client exit). */
function indexOfLast(requested: readonly RequestedEvent[]): number {
  let best = -1;
  requested.forEach((r, i) => {
    if (best < 0 || r.start >= requested[best].start) best = i;
  });
  return best;
}

/**
 * Timing of one service starting at `start` (epoch ms): employee-busy parts and the hold of
 * customer, workplace and machine. `isLast` adds the client exit to the hold.
 */
export function serviceTimeline(
  service: Pick<AvailabilityService, 'duration' | 'breakDuration' | 'clientExitDuration' | 'parts'>,
  start: number,
  isLast: boolean,
): ServiceTimeline {
  return {
    start,
    end: start + service.duration * MINUTE_MS,
    holdStart: start,
    holdEnd: start + (service.duration + service.breakDuration + (isLast ? service.clientExitDuration : 0)) * MINUTE_MS,
    parts: servicePartOffsets(service).map(([a, b]) => [start + a, start + b]),
  };
}

/** Employee-busy intervals of a service relative to its start (ms), one per part in input order,
 *  or the whole duration when it has no parts; zero-length parts stay (as empty intervals). */
function servicePartOffsets(svc: Pick<AvailabilityService, 'duration' | 'parts'>): Array<[number, number]> {
  if (svc.parts.length === 0) return svc.duration > 0 ? [[0, svc.duration * MINUTE_MS]] : [];
  return svc.parts.map((p) => [p.minutesFromStart * MINUTE_MS, (p.minutesFromStart + p.duration) * MINUTE_MS]);
}

/** Bookable slots of a booking on one local date, sorted by start. */
export function availableSlots(input: AvailabilityInput, date: string): Slot[] {
  return createAvailabilityEngine(input).slots(date);
}

/** Dates of [input.dateFrom, input.dateTo] with at least one slot, with their slot counts. */
export function availableDates(input: AvailabilityInput): AvailableDate[] {
  return createAvailabilityEngine(input).dates();
}

/** What is not available in a requested booking (empty list = it can be saved). */
export function verifyBooking(input: AvailabilityInput, requested: readonly RequestedEvent[]): BookingConflict[] {
  return createAvailabilityEngine(input).verify(requested);
}

/** Event layout (busy parts, holds) of a requested booking, for saving it; does not check anything. */
export function planBooking(input: AvailabilityInput, requested: readonly RequestedEvent[]): SlotAssignment[] {
  return createAvailabilityEngine(input).plan(requested);
}

/**
 * Calculated service duration (spec §5): the median of a customer's past effective durations,
 * rounded up to a multiple of 5 minutes; null without history.
 */
export function calculatedDuration(durations: readonly number[]): number | null {
  const list = durations.filter((d) => Number.isFinite(d) && d > 0).sort((a, b) => a - b);
  if (!list.length) return null;
  const mid = list.length >> 1;
  const median = list.length % 2 ? list[mid]! : (list[mid - 1]! + list[mid]!) / 2;
  return Math.ceil(median / 5) * 5;
}
