// Checking a requested booking (availability.ts): the event layout of each requested service and
// the reasons, if any, it cannot be saved as asked.
import { dayClock, instantToLocal } from './calendar.ts';
import { contains, type Interval, type IntervalSet, intersect, normalize, overlaps } from './interval.ts';
import { resolveDaySchedule, workingIntervals } from './schedule.ts';
import type {
  AvailabilityService,
  BookingConflict,
  ConflictReason,
  RequestedEvent,
  SlotAssignment,
} from './availability.types.ts';
import type { PreparedAvailability, PreparedEmployee } from './availability.prepare.ts';
import { employeeFree } from './availability.day.ts';
import { indexOfLast, serviceTimeline } from './availability.timeline.ts';

/** Event layout (busy parts, holds) of a requested booking; does not check anything. */
export function planRequested(p: PreparedAvailability, requested: readonly RequestedEvent[]): SlotAssignment[] {
  const lastIndex = indexOfLast(requested);
  const byId = new Map(p.input.services.map((s) => [s.id, s]));
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
function startsFreeStretch(p: PreparedAvailability, e: PreparedEmployee, date: string, t: number): boolean {
  if (!e.input.timetablesEnabled) return false;
  return employeeFree(p, e, date, dayClock(date, p.tz)).some(([a]) => a === t);
}

/** What the whole booking's check shares between its events. */
interface VerifyContext {
  p: PreparedAvailability;
  planned: SlotAssignment[];
  busyParts: Interval[][];
  workCache: Map<string, Interval[]>;
  bookingStart: number;
  orderOf: (serviceId: number) => number;
}

/** Time rules: grid, daily limit, notice, booking period and opening hours. */
function timeReasons(c: VerifyContext, ev: SlotAssignment, emp: PreparedEmployee | undefined): ConflictReason[] {
  const { p } = c;
  const reasons: ConflictReason[] = [];
  const local = instantToLocal(ev.start, p.tz);
  if (
    ev.start === c.bookingStart &&
    (ev.start % 60_000 !== 0 || local.minute % p.step !== 0) &&
    !(p.settings.firstSlotAtFreeStart && emp && startsFreeStretch(p, emp, local.date, ev.start))
  ) {
    reasons.push('OFF_GRID');
  }
  if (p.limitReached(ev.serviceId, local.date)) reasons.push('DAILY_LIMIT_REACHED');
  if (ev.start < p.earliestStart) reasons.push('TOO_SOON');
  if (p.lastDate !== null && local.date > p.lastDate) reasons.push('BEYOND_BOOKING_PERIOD');
  const clock = dayClock(local.date, p.tz);
  if (ev.start < clock.instant(p.minStart) || ev.customerEnd > clock.instant(p.maxEnd)) {
    reasons.push('OUTSIDE_OPENING_HOURS');
  }
  return reasons;
}

/** The employee works at the location for every busy part and is not busy then. */
function employeeReasons(c: VerifyContext, i: number, emp: PreparedEmployee): ConflictReason[] {
  const { p, planned, busyParts } = c;
  const ev = planned[i];
  const reasons: ConflictReason[] = [];
  const date = instantToLocal(ev.start, p.tz).date;
  const key = `${emp.id}|${date}`;
  let work = c.workCache.get(key);
  if (!work) {
    const schedule = emp.input.timetablesEnabled ? resolveDaySchedule(emp.input, emp.resolver, p.closures, date) : null;
    work = schedule ? workingIntervals(schedule, p.input.locationId, p.tz) : [];
    c.workCache.set(key, work);
  }
  const own = busyParts[i];
  const checks: IntervalSet = own.length > 0 ? own : [[ev.start, ev.start + 1]];
  if (checks.some(([a, b]) => !contains(work, a, b))) reasons.push('EMPLOYEE_NOT_WORKING');
  const othersBusy = planned.some(
    (o, j) => j !== i && o.employeeId === ev.employeeId && intersect(busyParts[j], own).length > 0,
  );
  if (othersBusy || own.some(([a, b]) => overlaps(emp.eventBusy, a, b))) reasons.push('EMPLOYEE_BUSY');
  else if (own.some(([a, b]) => overlaps(emp.calendarBusy, a, b))) reasons.push('EMPLOYEE_CALENDAR_BUSY');
  return reasons;
}

/** Another event of the booking holds the same resource at the same time. */
function heldByOther(c: VerifyContext, i: number, pick: (e: SlotAssignment) => number | null): boolean {
  const ev = c.planned[i];
  return c.planned.some(
    (o, j) => j !== i && pick(o) === pick(ev) && o.customerStart < ev.customerEnd && ev.customerStart < o.customerEnd,
  );
}

function workplaceReasons(
  c: VerifyContext,
  i: number,
  svc: AvailabilityService,
  emp: PreparedEmployee | undefined,
): ConflictReason[] {
  const { p } = c;
  const ev = c.planned[i];
  const needsWorkplace = p.settings.workplacesEnabled && svc.workplaceIds.length > 0;
  if (ev.workplaceId === null) return needsWorkplace ? ['WORKPLACE_REQUIRED'] : [];
  const reasons: ConflictReason[] = [];
  const w = p.workplaces.get(ev.workplaceId);
  // `workplaces` only holds those at the booking's location.
  const valid =
    w !== undefined &&
    (svc.workplaceIds.length === 0 || svc.workplaceIds.includes(ev.workplaceId)) &&
    (!emp || emp.workplaceIds === null || emp.workplaceIds.has(ev.workplaceId));
  if (!valid) reasons.push('WORKPLACE_INVALID');
  const clash = heldByOther(c, i, (o) => o.workplaceId);
  if (clash || (w && overlaps(w.busy, ev.customerStart, ev.customerEnd))) reasons.push('WORKPLACE_BUSY');
  return reasons;
}

function machineReasons(c: VerifyContext, i: number, svc: AvailabilityService): ConflictReason[] {
  const { p } = c;
  const ev = c.planned[i];
  const needsMachine = p.machinesOn && svc.machineModelIds.length > 0;
  if (ev.machineId === null) return needsMachine ? ['MACHINE_REQUIRED'] : [];
  const reasons: ConflictReason[] = [];
  const m = p.machineById.get(ev.machineId);
  const resource = p.machines.find((pm) => pm.resource.id === ev.machineId)?.resource;
  const valid =
    m !== undefined &&
    m.locationId === p.input.locationId &&
    (svc.machineModelIds.length === 0 || svc.machineModelIds.includes(m.machineModelId));
  if (!valid) reasons.push('MACHINE_INVALID');
  const clash = heldByOther(c, i, (o) => o.machineId);
  if (clash || (resource && overlaps(resource.busy, ev.customerStart, ev.customerEnd))) reasons.push('MACHINE_BUSY');
  return reasons;
}

/** What is not available in a requested booking (empty list = it can be saved). */
export function verifyRequested(p: PreparedAvailability, requested: readonly RequestedEvent[]): BookingConflict[] {
  const planned = planRequested(p, requested);
  const byId = new Map(p.input.services.map((s) => [s.id, s]));
  const c: VerifyContext = {
    p,
    planned,
    busyParts: planned.map((ev) => normalize(ev.parts)),
    workCache: new Map(),
    // Only the booking's first start is on the grid; the next services follow back to back.
    bookingStart: Math.min(...planned.map((e) => e.start)),
    orderOf: (serviceId) => byId.get(serviceId)?.executionOrder ?? 0,
  };
  const conflicts: BookingConflict[] = [];
  planned.forEach((ev, i) => {
    const reasons: ConflictReason[] = [];
    const svc = byId.get(ev.serviceId);
    if (!svc) {
      reasons.push('UNKNOWN_SERVICE');
    } else {
      // A service to be done later (higher execution order) may not start before an earlier one.
      if (planned.some((o) => c.orderOf(o.serviceId) < c.orderOf(ev.serviceId) && o.start > ev.start)) {
        reasons.push('EXECUTION_ORDER');
      }
      const emp = p.employees.get(ev.employeeId);
      if (!emp || !svc.employees.some((se) => se.id === ev.employeeId)) reasons.push('EMPLOYEE_NOT_OFFERING');
      if (!p.employeeAllowed(ev.employeeId)) reasons.push('EMPLOYEE_NOT_ALLOWED');
      reasons.push(...timeReasons(c, ev, emp));
      if (emp) reasons.push(...employeeReasons(c, i, emp));
      reasons.push(...workplaceReasons(c, i, svc, emp), ...machineReasons(c, i, svc));
    }
    if (reasons.length > 0) {
      const { serviceId, employeeId, workplaceId, machineId, start } = ev;
      conflicts.push({ index: i, serviceId, employeeId, workplaceId, machineId, start, reasons });
    }
  });
  return conflicts;
}
