import { atom } from 'jotai';
import { atomWithReducer } from 'jotai/utils';
import type { BookingAvailableSlotsQuery } from '../../gql/graphql.ts';

// Spec §2 "Booking flow", public side: 1 place and services, 2 date and time, 3 customer, comment,
// terms, summary; then the confirmation.
export type BookingStep = 'service' | 'datetime' | 'confirm' | 'done';
export type ChosenSlot = BookingAvailableSlotsQuery['availableSlots'][number];

export interface ConfirmedBooking {
  id: number;
  /** When the customer is expected (first event), a UTC instant. */
  start: string;
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
  | { type: 'reset' };

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
      return { ...state, slot: action.slot, step: 'confirm', acceptedTerms: false, conflict: null };
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
    default:
      return state;
  }
}

/** The 2-month availability window containing `monthOffset` (spec §9: loads 2 months at a time). */
export function windowStartOffset(monthOffset: number): number {
  return monthOffset - (monthOffset % 2);
}

/** The booking form in edition, kept while moving between locations of a vendor. */
export const bookingFormAtom = atomWithReducer(initialBookingState, bookingReducer);

/** The vendor a visitor started booking with (spec §2: stored by the vendor page's Book button). */
export const bookingVendorAtom = atom<{ id: number; slug: string } | null>(null);
