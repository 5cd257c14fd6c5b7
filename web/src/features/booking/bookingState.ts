import type { BookingAvailableSlotsQuery } from '../../gql/graphql.ts';

export type BookingStep = 'service' | 'datetime' | 'confirm' | 'done';
export type ChosenSlot = BookingAvailableSlotsQuery['availableSlots'][number];

export interface ConfirmedBooking {
  id: number;
  /** When the customer is expected (first event), a UTC instant. */
  start: string;
}

export interface BookingState {
  step: BookingStep;
  serviceId: number | null;
  /** Months after the current one shown in the calendar (0 = this month). */
  monthOffset: number;
  date: string | null;
  slot: ChosenSlot | null;
  acceptedTerms: boolean;
  /** Server message of a lost race for the slot, shown above the time choice. */
  conflict: string | null;
  confirmed: ConfirmedBooking | null;
}

export type BookingAction =
  | { type: 'selectService'; serviceId: number }
  | { type: 'changeMonth'; delta: number }
  | { type: 'showMonth'; monthOffset: number }
  | { type: 'selectDate'; date: string }
  | { type: 'selectSlot'; slot: ChosenSlot }
  | { type: 'acceptTerms'; accepted: boolean }
  | { type: 'back' }
  | { type: 'goTo'; step: 'service' | 'datetime' }
  | { type: 'conflict'; message: string }
  | { type: 'confirmed'; booking: ConfirmedBooking }
  | { type: 'restart' };

export const MAX_MONTH_OFFSET = 11;

export const initialBookingState: BookingState = {
  step: 'service',
  serviceId: null,
  monthOffset: 0,
  date: null,
  slot: null,
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

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'selectService':
      // Another service means other durations: earlier date/time choices no longer hold.
      return {
        ...state,
        step: 'datetime',
        serviceId: action.serviceId,
        date: state.serviceId === action.serviceId ? state.date : null,
        slot: null,
        acceptedTerms: false,
        conflict: null,
      };
    case 'changeMonth': {
      const monthOffset = Math.min(MAX_MONTH_OFFSET, Math.max(0, state.monthOffset + action.delta));
      return { ...state, monthOffset };
    }
    case 'showMonth':
      return { ...state, monthOffset: Math.min(MAX_MONTH_OFFSET, Math.max(0, action.monthOffset)) };
    case 'selectDate':
      return { ...state, date: action.date, slot: null, conflict: null };
    case 'selectSlot':
      return { ...state, slot: action.slot, step: 'confirm', acceptedTerms: false, conflict: null };
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
      return initialBookingState;
    default:
      return state;
  }
}

/** The 2-month availability window containing `monthOffset` (spec §9: loads 2 months at a time). */
export function windowStartOffset(monthOffset: number): number {
  return monthOffset - (monthOffset % 2);
}
