import { atom } from 'jotai';
import { atomWithReducer } from 'jotai/utils';
import type { SlotFields } from './slotFields.ts';

// Spec §2 "Booking flow", public side: 1 place and services, 2 date and time, 3 customer, comment,
// terms, summary; then the confirmation.
export type BookingStep = 'service' | 'datetime' | 'confirm' | 'done';
export type ChosenSlot = SlotFields;

export interface ConfirmedBooking {
  id: number;
  /** When the customer is expected (first event), a UTC instant. */
  start: string;
  /** Who does the appointment (spec: the confirmation names the employee). */
  employees: string[];
  /** "Add to calendar": the .ics, Google Calendar and Outlook links. */
  calendar?: { icsUrl: string; googleUrl: string; outlookUrl: string } | null;
  /** Held until the salon confirms it (the customer's no-shows). */
  pending?: boolean;
}

export interface BookingState {
  step: BookingStep;
  vendorId: number | null;
  locationId: number | null;
  /** Services in the order chosen; done one after the other. */
  serviceIds: number[];
  /** Months after the current one shown in the calendar (0 = this month). */
  monthOffset: number;
  date: string | null;
  slot: ChosenSlot | null;
  comment: string;
  acceptedTerms: boolean;
  /** Server message of a lost race for the slot, shown above the time choice. */
  conflict: string | null;
  confirmed: ConfirmedBooking | null;
  /** A time from the URL (reload on the last step) waiting for the day's slots to be found again. */
  pendingTime: string | null;
}

/** What the URL of the booking page holds (spec: each step its own URL; reload keeps the choice). */
export interface BookingUrlState {
  step: BookingStep;
  serviceIds: number[];
  date: string | null;
  time: string | null;
}

export interface LocationChange {
  vendorId: number;
  locationId: number;
  /** Services bookable at the new location. */
  offeredServiceIds: readonly number[];
  workplacesEnabled: boolean;
}

export type BookingAction =
  | { type: 'changeLocation'; location: LocationChange }
  | { type: 'toggleService'; serviceId: number }
  | { type: 'removeService'; serviceId: number }
  | { type: 'continue' }
  | { type: 'changeMonth'; delta: number }
  | { type: 'selectDate'; date: string }
  | { type: 'selectSlot'; slot: ChosenSlot }
  | { type: 'setComment'; comment: string }
  | { type: 'acceptTerms'; accepted: boolean }
  | { type: 'back' }
  | { type: 'goTo'; step: 'service' | 'datetime' }
  | { type: 'conflict'; message: string }
  | { type: 'confirmed'; booking: ConfirmedBooking }
  | { type: 'restart' }
  | { type: 'reset' }
  | { type: 'hydrate'; url: BookingUrlState; monthOffset: number }
  | { type: 'slotGone'; message: string };

export const MAX_MONTH_OFFSET = 11;

export const initialBookingState: BookingState = {
  step: 'service',
  vendorId: null,
  locationId: null,
  serviceIds: [],
  monthOffset: 0,
  date: null,
  slot: null,
  comment: '',
  acceptedTerms: false,
  conflict: null,
  confirmed: null,
  pendingTime: null,
};

const PREVIOUS: Record<BookingStep, BookingStep> = {
  service: 'service',
  datetime: 'service',
  confirm: 'datetime',
  done: 'done',
};

/** Other services mean other durations: earlier date and time choices no longer hold. */
const withServices = (state: BookingState, serviceIds: number[]): BookingState => ({
  ...state,
  serviceIds,
  slot: null,
  acceptedTerms: false,
  conflict: null,
});

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'changeLocation': {
      const { vendorId, locationId, offeredServiceIds, workplacesEnabled } = action.location;
      if (state.vendorId === vendorId && state.locationId === locationId) return state;
      // Spec §2: a location of another vendor resets the form.
      if (state.vendorId !== vendorId) return { ...initialBookingState, vendorId, locationId };
      // With workplaces, services not offered at the new location are removed.
      const serviceIds = workplacesEnabled
        ? state.serviceIds.filter((id) => offeredServiceIds.includes(id))
        : state.serviceIds;
      return {
        ...withServices(state, serviceIds),
        locationId,
        date: null,
        step: serviceIds.length > 0 && state.step !== 'service' ? 'datetime' : 'service',
      };
    }
    case 'toggleService': {
      if (state.serviceIds.includes(action.serviceId)) {
        return withServices(
          state,
          state.serviceIds.filter((id) => id !== action.serviceId),
        );
      }
      // Choosing a service moves on to the date; more can be added from there.
      return { ...withServices(state, [...state.serviceIds, action.serviceId]), step: 'datetime' };
    }
    case 'removeService': {
      const serviceIds = state.serviceIds.filter((id) => id !== action.serviceId);
      return { ...withServices(state, serviceIds), step: serviceIds.length === 0 ? 'service' : state.step };
    }
    case 'continue':
      return state.serviceIds.length > 0 ? { ...state, step: 'datetime', acceptedTerms: false } : state;
    case 'changeMonth': {
      const monthOffset = Math.min(MAX_MONTH_OFFSET, Math.max(0, state.monthOffset + action.delta));
      return { ...state, monthOffset };
    }
    case 'selectDate':
      return { ...state, date: action.date, slot: null, conflict: null };
    case 'selectSlot':
      return {
        ...state,
        slot: action.slot,
        step: 'confirm',
        acceptedTerms: false,
        conflict: null,
        pendingTime: null,
      };
    case 'setComment':
      return { ...state, comment: action.comment };
    case 'acceptTerms':
      return { ...state, acceptedTerms: action.accepted };
    case 'back':
      // Spec §2: going back a step clears the accepted legal conditions.
      return { ...state, step: PREVIOUS[state.step], acceptedTerms: false, conflict: null };
    case 'goTo':
      return { ...state, step: action.step, acceptedTerms: false, conflict: null };
    case 'conflict':
      // The slot is gone: back to the time choice of the same date, with fresh slots.
      return { ...state, step: 'datetime', slot: null, acceptedTerms: false, conflict: action.message };
    case 'confirmed':
      return { ...state, step: 'done', confirmed: action.booking };
    case 'restart':
      return { ...initialBookingState, vendorId: state.vendorId, locationId: state.locationId };
    case 'reset':
      return initialBookingState;
    case 'hydrate': {
      // The URL changed under the form (Back, Forward, reload, a shared link): it wins.
      const { url } = action;
      const sameServices = url.serviceIds.join(',') === state.serviceIds.join(',');
      const base = sameServices ? state : withServices(state, url.serviceIds);
      if (url.serviceIds.length === 0) {
        return { ...base, step: 'service', date: url.date, slot: null, pendingTime: null, conflict: null };
      }
      const step: BookingStep = url.step === 'service' ? 'service' : url.step === 'done' ? 'service' : url.step;
      const keepsSlot = sameServices && base.slot !== null && url.time === base.slot.start && url.date === base.date;
      if (step === 'confirm' && !keepsSlot) {
        // The slot object (employees, workplaces) comes back with the day's slots.
        if (!url.date || !url.time) return { ...base, step: 'datetime', date: url.date, slot: null, pendingTime: null };
        return {
          ...base,
          step: 'datetime',
          date: url.date,
          slot: null,
          monthOffset: action.monthOffset,
          pendingTime: url.time,
          acceptedTerms: false,
        };
      }
      return {
        ...base,
        step,
        date: url.date,
        slot: step === 'confirm' ? base.slot : null,
        monthOffset: url.date && url.date !== state.date ? action.monthOffset : base.monthOffset,
        pendingTime: null,
        acceptedTerms: step === 'confirm' ? base.acceptedTerms : false,
        conflict: null,
      };
    }
    case 'slotGone':
      return { ...state, step: 'datetime', slot: null, pendingTime: null, conflict: action.message };
    default:
      return state;
  }
}

/** The URL view of the form; a time waiting to be found again still counts as the last step. */
export function urlStateOf(state: BookingState): BookingUrlState {
  if (state.pendingTime) {
    return { step: 'confirm', serviceIds: state.serviceIds, date: state.date, time: state.pendingTime };
  }
  return {
    step: state.step,
    serviceIds: state.serviceIds,
    date: state.date,
    time: state.step === 'confirm' || state.step === 'done' ? (state.slot?.start ?? null) : null,
  };
}

const URL_STEPS: Record<BookingStep, string | null> = {
  service: null,
  datetime: 'date',
  confirm: 'confirm',
  done: 'done',
};

/** `?step=date&services=3,5&date=2026-11-25&time=…`: the search part of the booking URL. */
export function bookingSearch(url: BookingUrlState, keep?: URLSearchParams): string {
  const params = new URLSearchParams(keep);
  for (const key of ['step', 'services', 'date', 'time']) params.delete(key);
  const step = URL_STEPS[url.step];
  if (step) params.set('step', step);
  if (url.serviceIds.length > 0) params.set('services', url.serviceIds.join(','));
  if (url.date) params.set('date', url.date);
  if (url.time) params.set('time', url.time);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the booking URL; anything malformed is dropped rather than trusted. */
export function parseBookingSearch(search: string): BookingUrlState {
  const params = new URLSearchParams(search);
  const stepParam = params.get('step');
  const step = (Object.keys(URL_STEPS) as BookingStep[]).find((s) => URL_STEPS[s] === stepParam) ?? 'service';
  const serviceIds = [
    ...new Set(
      (params.get('services') ?? '')
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ];
  const date = params.get('date');
  const time = params.get('time');
  return {
    step,
    serviceIds,
    date: date && DATE_RE.test(date) ? date : null,
    time: time && !Number.isNaN(Date.parse(time)) ? time : null,
  };
}

export const sameUrlState = (a: BookingUrlState, b: BookingUrlState): boolean =>
  a.step === b.step && a.serviceIds.join(',') === b.serviceIds.join(',') && a.date === b.date && a.time === b.time;

/** The 2-month availability window containing `monthOffset` (spec §9: loads 2 months at a time). */
export function windowStartOffset(monthOffset: number): number {
  return monthOffset - (monthOffset % 2);
}

/** The booking form in edition, kept while moving between locations of a vendor. */
export const bookingFormAtom = atomWithReducer(initialBookingState, bookingReducer);

/** The vendor a visitor started booking with (spec §2: stored by the vendor page's Book button). */
export const bookingVendorAtom = atom<{ id: number; slug: string } | null>(null);
