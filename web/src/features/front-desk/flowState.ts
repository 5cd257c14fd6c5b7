// The staff booking flow's state lives in the URL (spec §2 "Booking flow", staff: 4 steps), so a
// reload keeps every choice and the browser's Back returns to the previous step.
//   1 place and services · 2 employee, workplace, machine (or any) · 3 customer and comments ·
//   4 date and time (availability loads here), verification, save.

import type { SlotAssignment } from '../../domain/slotFields.ts';

export type FlowStep = 1 | 2 | 3 | 4;
export const FLOW_STEPS: readonly FlowStep[] = [1, 2, 3, 4];

export interface FlowState {
  step: FlowStep;
  locationId: number | null;
  serviceIds: number[];
  /** null: any employee (the server chooses). */
  employeeId: number | null;
  workplaceId: number | null;
  machineId: number | null;
  customerId: number | null;
  /** "YYYY-MM-DD" in the vendor's time zone. */
  date: string | null;
  /** "HH:mm" in the vendor's time zone. */
  time: string | null;
  /** A time typed by staff outside the offered slots (outside timetables). */
  manual: boolean;
  comment: string;
  /** Kept in the page only: a private comment never goes into a URL (history, logs, shared links). */
  privateComment: string;
}

export const emptyFlow: FlowState = {
  step: 1,
  locationId: null,
  serviceIds: [],
  employeeId: null,
  workplaceId: null,
  machineId: null,
  customerId: null,
  date: null,
  time: null,
  manual: false,
  comment: '',
  privateComment: '',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const intOf = (value: string | null): number | null => {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
};

/** Reads the flow from the query; anything malformed is dropped rather than trusted. */
export function parseFlow(params: URLSearchParams): FlowState {
  const step = Number(params.get('step'));
  const date = params.get('date');
  const time = params.get('time');
  const serviceIds = (params.get('serviceIds') ?? '')
    .split(',')
    .map((s) => intOf(s))
    .filter((id): id is number => id !== null);
  return {
    step: (FLOW_STEPS as readonly number[]).includes(step) ? (step as FlowStep) : 1,
    locationId: intOf(params.get('locationId')),
    serviceIds: [...new Set(serviceIds)],
    employeeId: intOf(params.get('employeeId')),
    workplaceId: intOf(params.get('workplaceId')),
    machineId: intOf(params.get('machineId')),
    customerId: intOf(params.get('customerId')),
    date: date && DATE.test(date) ? date : null,
    time: time && TIME.test(time) ? time : null,
    manual: params.get('manual') === '1',
    comment: params.get('comment') ?? '',
    privateComment: '',
  };
}

/** The query of a flow state; `extra` keeps what is not part of the flow (the edited booking's id). */
export function flowQuery(state: FlowState, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams(extra);
  q.set('step', String(state.step));
  const set = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') q.set(key, String(value));
  };
  set('locationId', state.locationId);
  if (state.serviceIds.length) q.set('serviceIds', state.serviceIds.join(','));
  set('employeeId', state.employeeId);
  set('workplaceId', state.workplaceId);
  set('machineId', state.machineId);
  set('customerId', state.customerId);
  set('date', state.date);
  set('time', state.time);
  if (state.manual) q.set('manual', '1');
  set('comment', state.comment);
  return q.toString();
}

/** The furthest step the choices made so far allow (a reload on step 4 without services lands on 1). */
export function reachableStep(state: FlowState): FlowStep {
  if (state.locationId === null || state.serviceIds.length === 0) return 1;
  if (state.customerId === null) return 3;
  return 4;
}

export function clampStep(state: FlowState): FlowState {
  const max = reachableStep(state);
  return state.step > max ? { ...state, step: max } : state;
}

export function previousStep(step: FlowStep): FlowStep {
  return (step > 1 ? step - 1 : 1) as FlowStep;
}

export function nextStep(step: FlowStep): FlowStep {
  return (step < 4 ? step + 1 : 4) as FlowStep;
}

/**
 * Spec §2: another location keeps the services only where offered when workplaces are enabled; its
 * workplaces and machines are its own, so those choices and the chosen time no longer hold.
 */
export function changeLocation(
  state: FlowState,
  locationId: number,
  offeredServiceIds: readonly number[],
  workplacesEnabled: boolean,
): FlowState {
  if (state.locationId === locationId) return state;
  const serviceIds = workplacesEnabled
    ? state.serviceIds.filter((id) => offeredServiceIds.includes(id))
    : state.serviceIds;
  return { ...state, locationId, serviceIds, workplaceId: null, machineId: null, time: null, manual: false };
}

export function toggleService(state: FlowState, serviceId: number): FlowState {
  const serviceIds = state.serviceIds.includes(serviceId)
    ? state.serviceIds.filter((id) => id !== serviceId)
    : [...state.serviceIds, serviceId];
  // Other services, other durations: the chosen time no longer holds.
  return { ...state, serviceIds, time: null, manual: false };
}

/** One requested event per service, back to back (a service's break keeps the next one waiting). */
export interface PlannedEvent {
  serviceId: number;
  employeeId: number;
  workplaceId: number | null;
  machineId: number | null;
  start: string;
}

export interface ServiceTiming {
  id: number;
  duration: number;
  breakDuration: number;
  /** Lower orders are done first (spec §3); equal ones keep the chosen order. */
  executionOrder?: number;
}

/**
 * Events of a time typed by staff: the services in execution order, each starting when the previous
 * one (and its break) ends.
 */
export function manualEvents(
  startMs: number,
  services: readonly ServiceTiming[],
  employeeId: number,
  chosen: ChosenResources,
): PlannedEvent[] {
  let at = startMs;
  const ordered = services
    .map((s, index) => ({ s, index }))
    .sort((a, b) => (a.s.executionOrder ?? 0) - (b.s.executionOrder ?? 0) || a.index - b.index)
    .map((x) => x.s);
  return ordered.map((s) => {
    const event = { serviceId: s.id, employeeId, ...chosen(s.id), start: new Date(at).toISOString() };
    at += (s.duration + s.breakDuration) * 60_000;
    return event;
  });
}

/** What booking a slot needs of it: the events it assigns. */
interface SlotLike {
  assignments: readonly Pick<SlotAssignment, 'serviceId' | 'employeeId' | 'workplaceId' | 'machineId' | 'start'>[];
}

/** The workplace and machine staff chose for a service (null where the choice does not fit it). */
export type ChosenResources = (serviceId: number) => { workplaceId: number | null; machineId: number | null };

/** Events of an offered slot; a workplace or machine chosen by staff replaces the engine's pick (the server verifies it). */
export function slotEvents(slot: SlotLike, chosen: ChosenResources): PlannedEvent[] {
  return slot.assignments.map((a) => {
    const own = chosen(a.serviceId);
    return {
      serviceId: a.serviceId,
      employeeId: a.employeeId,
      workplaceId: own.workplaceId ?? a.workplaceId ?? null,
      machineId: own.machineId ?? a.machineId ?? null,
      start: a.start,
    };
  });
}
