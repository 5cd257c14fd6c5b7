import { describe, expect, it } from 'vitest';
import {
  type BookingState,
  type ChosenSlot,
  bookingReducer,
  initialBookingState,
  windowStartOffset,
} from '../bookingState.ts';

const slot: ChosenSlot = {
  __typename: 'Slot',
  start: '2026-11-23T08:00:00.000Z',
  end: '2026-11-23T08:45:00.000Z',
  time: '09:00',
  assignments: [],
};

function run(...actions: Parameters<typeof bookingReducer>[1][]): BookingState {
  return actions.reduce(bookingReducer, initialBookingState);
}

describe('bookingReducer', () => {
  it('walks service -> date/time -> confirmation', () => {
    const state = run(
      { type: 'selectService', serviceId: 4 },
      { type: 'selectDate', date: '2026-11-23' },
      { type: 'selectSlot', slot },
    );
    expect(state).toMatchObject({ step: 'confirm', serviceId: 4, date: '2026-11-23', slot });
  });

  it('clears the accepted terms when going back a step (spec §2)', () => {
    const state = run(
      { type: 'selectService', serviceId: 4 },
      { type: 'selectDate', date: '2026-11-23' },
      { type: 'selectSlot', slot },
      { type: 'acceptTerms', accepted: true },
      { type: 'back' },
    );
    expect(state.step).toBe('datetime');
    expect(state.acceptedTerms).toBe(false);
  });

  it('returns to the time choice of the same date after a conflict', () => {
    const state = run(
      { type: 'selectService', serviceId: 4 },
      { type: 'selectDate', date: '2026-11-23' },
      { type: 'selectSlot', slot },
      { type: 'acceptTerms', accepted: true },
      { type: 'conflict', message: 'Déjà réservé' },
    );
    expect(state).toMatchObject({
      step: 'datetime',
      date: '2026-11-23',
      slot: null,
      acceptedTerms: false,
      conflict: 'Déjà réservé',
    });
  });

  it('forgets date and slot when another service is chosen', () => {
    const state = run(
      { type: 'selectService', serviceId: 4 },
      { type: 'selectDate', date: '2026-11-23' },
      { type: 'goTo', step: 'service' },
      { type: 'selectService', serviceId: 5 },
    );
    expect(state).toMatchObject({ step: 'datetime', serviceId: 5, date: null, slot: null });
  });

  it('keeps the month within the bookable range', () => {
    expect(run({ type: 'changeMonth', delta: -1 }).monthOffset).toBe(0);
    expect(run({ type: 'changeMonth', delta: 3 }).monthOffset).toBe(3);
    expect(run({ type: 'changeMonth', delta: 40 }).monthOffset).toBe(11);
  });
});

describe('availability windows', () => {
  it('loads two months at a time', () => {
    expect([0, 1, 2, 3, 4].map(windowStartOffset)).toEqual([0, 0, 2, 2, 4]);
  });
});
