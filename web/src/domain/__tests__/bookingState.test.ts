import { describe, expect, it } from 'vitest';
import {
  type BookingState,
  type ChosenSlot,
  bookingReducer,
  bookingSearch,
  initialBookingState,
  parseBookingSearch,
  sameUrlState,
  urlStateOf,
  windowStartOffset,
} from '../bookingState.ts';

const slot = { start: '2026-11-23T08:00:00.000Z', time: '09:00' } as ChosenSlot;
const at = (location = { vendorId: 10, locationId: 1, offeredServiceIds: [4, 5, 6], workplacesEnabled: true }) =>
  bookingReducer(initialBookingState, { type: 'changeLocation', location });
const run = (state: BookingState, ...actions: Parameters<typeof bookingReducer>[1][]) =>
  actions.reduce(bookingReducer, state);

describe('booking flow state', () => {
  it('walks place and services -> date and time -> customer and summary', () => {
    let s = run(at(), { type: 'toggleService', serviceId: 4 });
    expect(s).toMatchObject({ step: 'datetime', serviceIds: [4], vendorId: 10, locationId: 1 });
    s = run(s, { type: 'selectDate', date: '2026-11-23' }, { type: 'selectSlot', slot });
    expect(s.step).toBe('confirm');
    s = run(s, { type: 'setComment', comment: 'Cheveux longs' }, { type: 'acceptTerms', accepted: true });
    expect(s).toMatchObject({ comment: 'Cheveux longs', acceptedTerms: true });
    s = run(s, { type: 'confirmed', booking: { id: 9, start: slot.start, employees: ['Sophie Martin'] } });
    expect(s.step).toBe('done');
  });

  it('books several services: adding and removing one forgets the chosen time', () => {
    let s = run(at(), { type: 'toggleService', serviceId: 4 }, { type: 'selectDate', date: '2026-11-23' });
    s = run(s, { type: 'goTo', step: 'service' }, { type: 'toggleService', serviceId: 5 });
    expect(s).toMatchObject({ step: 'datetime', serviceIds: [4, 5], date: '2026-11-23', slot: null });
    s = run(s, { type: 'removeService', serviceId: 4 });
    expect(s.serviceIds).toEqual([5]);
    s = run(s, { type: 'removeService', serviceId: 5 });
    expect(s).toMatchObject({ step: 'service', serviceIds: [] });
    // Clicking a chosen service on step 1 takes it out again.
    s = run(
      at(),
      { type: 'toggleService', serviceId: 4 },
      { type: 'goTo', step: 'service' },
      { type: 'toggleService', serviceId: 4 },
    );
    expect(s.serviceIds).toEqual([]);
    expect(run(s, { type: 'continue' }).step).toBe('service');
  });

  it('clears the accepted terms when going back a step (spec §2)', () => {
    let s = run(
      at(),
      { type: 'toggleService', serviceId: 4 },
      { type: 'selectDate', date: '2026-11-23' },
      { type: 'selectSlot', slot },
    );
    s = run(s, { type: 'acceptTerms', accepted: true }, { type: 'back' });
    expect(s).toMatchObject({ step: 'datetime', acceptedTerms: false });
    s = run(
      s,
      { type: 'selectSlot', slot },
      { type: 'acceptTerms', accepted: true },
      { type: 'goTo', step: 'service' },
    );
    expect(s.acceptedTerms).toBe(false);
  });

  it('returns to the time choice of the same date after a conflict', () => {
    let s = run(
      at(),
      { type: 'toggleService', serviceId: 4 },
      { type: 'selectDate', date: '2026-11-23' },
      { type: 'selectSlot', slot },
    );
    s = run(s, { type: 'acceptTerms', accepted: true }, { type: 'conflict', message: 'taken' });
    expect(s).toMatchObject({
      step: 'datetime',
      date: '2026-11-23',
      slot: null,
      acceptedTerms: false,
      conflict: 'taken',
    });
  });

  it('on another location of the vendor keeps the services offered there (workplaces enabled)', () => {
    let s = run(
      at(),
      { type: 'toggleService', serviceId: 4 },
      { type: 'goTo', step: 'service' },
      { type: 'toggleService', serviceId: 6 },
    );
    s = run(s, {
      type: 'changeLocation',
      location: { vendorId: 10, locationId: 2, offeredServiceIds: [4, 5], workplacesEnabled: true },
    });
    expect(s).toMatchObject({ locationId: 2, serviceIds: [4], date: null, slot: null, step: 'datetime' });
    // Without workplaces every service stays.
    const kept = run(
      at({ vendorId: 10, locationId: 1, offeredServiceIds: [4, 6], workplacesEnabled: false }),
      { type: 'toggleService', serviceId: 6 },
      {
        type: 'changeLocation',
        location: { vendorId: 10, locationId: 2, offeredServiceIds: [4], workplacesEnabled: false },
      },
    );
    expect(kept.serviceIds).toEqual([6]);
  });

  it('resets the form for a location of another vendor', () => {
    let s = run(at(), { type: 'toggleService', serviceId: 4 }, { type: 'setComment', comment: 'x' });
    s = run(s, {
      type: 'changeLocation',
      location: { vendorId: 11, locationId: 7, offeredServiceIds: [4], workplacesEnabled: false },
    });
    expect(s).toEqual({ ...initialBookingState, vendorId: 11, locationId: 7 });
  });

  it('keeps the month within the bookable range and loads two months at a time', () => {
    expect(run(initialBookingState, { type: 'changeMonth', delta: -1 }).monthOffset).toBe(0);
    expect(run(initialBookingState, { type: 'changeMonth', delta: 40 }).monthOffset).toBe(11);
    expect([0, 1, 2, 3, 4].map(windowStartOffset)).toEqual([0, 0, 2, 2, 4]);
  });

  it('writes each step to the URL and reads it back, dropping what is malformed', () => {
    let s = run(at(), { type: 'toggleService', serviceId: 4 }, { type: 'selectDate', date: '2026-11-23' });
    const dateStep = urlStateOf(s);
    expect(bookingSearch(dateStep, new URLSearchParams('vendorId=10'))).toBe(
      '?vendorId=10&step=date&services=4&date=2026-11-23',
    );
    s = run(s, { type: 'selectSlot', slot });
    const search = bookingSearch(urlStateOf(s));
    expect(search).toBe(`?step=confirm&services=4&date=2026-11-23&time=${encodeURIComponent(slot.start)}`);
    expect(sameUrlState(parseBookingSearch(search), urlStateOf(s))).toBe(true);
    expect(parseBookingSearch('?step=nope&services=4,x,-1,4,5&date=23.11.2026&time=soon')).toEqual({
      step: 'service',
      serviceIds: [4, 5],
      date: null,
      time: null,
    });
  });

  it('follows the URL on Back and reload: the step, and a chosen time waits for its slot', () => {
    const s = run(at(), { type: 'toggleService', serviceId: 4 }, { type: 'selectDate', date: '2026-11-23' });
    // Back from the date step to the services.
    const back = run(s, { type: 'hydrate', url: { ...urlStateOf(s), step: 'service' }, monthOffset: 0 });
    expect(back).toMatchObject({ step: 'service', serviceIds: [4], date: '2026-11-23' });
    // A reload on the last step: the time is kept aside until the day's slots are loaded.
    const url = { step: 'confirm' as const, serviceIds: [4, 5], date: '2026-12-02', time: slot.start };
    const reloaded = run(at(), { type: 'hydrate', url, monthOffset: 1 });
    expect(reloaded).toMatchObject({ step: 'datetime', date: '2026-12-02', monthOffset: 1, pendingTime: slot.start });
    expect(sameUrlState(urlStateOf(reloaded), url)).toBe(true);
    expect(run(reloaded, { type: 'selectSlot', slot })).toMatchObject({ step: 'confirm', pendingTime: null, slot });
    expect(run(reloaded, { type: 'slotGone', message: 'gone' })).toMatchObject({
      step: 'datetime',
      pendingTime: null,
      conflict: 'gone',
    });
    // Without services there is nothing to date.
    expect(run(at(), { type: 'hydrate', url: { ...url, serviceIds: [] }, monthOffset: 0 }).step).toBe('service');
  });
});
