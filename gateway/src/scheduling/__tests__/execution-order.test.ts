// A booking of several services: done back to back in the services' execution order, and the
// services associated with the chosen ones proposed with them (spec §3).
import { describe, expect, it } from 'vitest';
import {
  associatedProposals,
  availableDates,
  availableSlots,
  executionSequence,
  verifyBooking,
} from '../availability.ts';
import { localMinuteToInstant } from '../calendar.ts';
import { employee, everyDay, input, MIN, service, TZ } from './fixtures.ts';

const DAY = '2026-06-01';
const local = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return localMinuteToInstant(DAY, h * 60 + m, TZ);
};
const nineToNoon = [everyDay([[540, 720]])];

// Wash (order 1, 15 min + 5 min break), cut (order 2, 45 min), colour (order 3, 30 min + 10 min exit).
const wash = service(1, { duration: 15, breakDuration: 5, executionOrder: 1 });
const cut = service(2, { duration: 45, executionOrder: 2 });
const colour = service(3, { duration: 30, clientExitDuration: 10, executionOrder: 3 });

describe('executionSequence', () => {
  it('sorts by execution order and keeps the requested order among equal ones', () => {
    const list: { id: string; executionOrder?: number }[] = [
      { id: 'a', executionOrder: 2 },
      { id: 'b' },
      { id: 'c', executionOrder: 1 },
      { id: 'd', executionOrder: 0 },
    ];
    expect(executionSequence(list).map((x) => x.id)).toEqual(['b', 'd', 'c', 'a']);
    expect(list.map((x) => x.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('several services in a booking', () => {
  const inp = (services = [colour, wash, cut]) =>
    input({ employees: [employee(1, { timetables: nineToNoon })], services });

  it('are laid out back to back in execution order whatever order they were chosen in', () => {
    const first = availableSlots(inp(), DAY)[0];
    const t = local('09:00');
    expect(first.start).toBe(t);
    expect(first.assignments.map((a) => [a.serviceId, (a.start - t) / MIN, (a.end - t) / MIN])).toEqual([
      [1, 0, 15],
      [2, 20, 65],
      [3, 65, 95],
    ]);
    // The client exit follows colour, the last one done, not the last one chosen (wash has none).
    expect((first.end - t) / MIN).toBe(105);
    expect((first.assignments[2].customerEnd - t) / MIN).toBe(105);
    // 105 minutes must fit before noon: the last start is 10:15.
    expect(availableSlots(inp(), DAY).at(-1)?.time).toBe('10:15');
  });

  it('any chosen order gives the same slots and dates', () => {
    const orders = [
      [wash, cut, colour],
      [cut, colour, wash],
      [colour, cut, wash],
    ];
    const reference = availableSlots(inp(orders[0]), DAY);
    for (const o of orders) {
      expect(availableSlots(inp(o), DAY)).toEqual(reference);
      expect(availableDates({ ...inp(o), dateTo: '2026-06-03' })).toEqual(
        availableDates({ ...inp(orders[0]), dateTo: '2026-06-03' }),
      );
    }
  });

  it('equal execution orders keep the chosen order', () => {
    const a = service(4, { duration: 30 });
    const b = service(5, { duration: 20 });
    const ids = (services: (typeof a)[]) => availableSlots(inp(services), DAY)[0].assignments.map((x) => x.serviceId);
    expect(ids([a, b])).toEqual([4, 5]);
    expect(ids([b, a])).toEqual([5, 4]);
  });

  it('every offered slot verifies, and a booking out of execution order is refused', () => {
    for (const slot of availableSlots(inp(), DAY)) expect(verifyBooking(inp(), slot.assignments)).toEqual([]);
    // Cut first, then wash: the wash (order 1) starts after the cut (order 2).
    const reversed = [
      { serviceId: 2, employeeId: 1, start: local('09:00') },
      { serviceId: 1, employeeId: 1, start: local('09:45') },
    ];
    expect(verifyBooking(inp([wash, cut]), reversed).map((c) => [c.serviceId, ...c.reasons])).toEqual([
      [2, 'EXECUTION_ORDER'],
    ]);
    // Services of equal order may come in any order.
    const same = [
      { serviceId: 5, employeeId: 1, start: local('09:00') },
      { serviceId: 4, employeeId: 1, start: local('09:20') },
    ];
    expect(verifyBooking(inp([service(4, { duration: 30 }), service(5, { duration: 20 })]), same)).toEqual([]);
  });
});

describe('associatedProposals', () => {
  const catalogue = [
    { id: 1, executionOrder: 1, associatedServiceIds: [] },
    { id: 2, executionOrder: 2, associatedServiceIds: [3, 1, 9] },
    { id: 3, executionOrder: 3, associatedServiceIds: [1] },
    { id: 4, executionOrder: 0, associatedServiceIds: [1, 2] },
  ];
  it('proposes the associated services not chosen yet, once, in execution order', () => {
    expect(associatedProposals(catalogue, [2]).map((s) => s.id)).toEqual([1, 3]);
    expect(associatedProposals(catalogue, [4, 3]).map((s) => s.id)).toEqual([1, 2]);
    expect(associatedProposals(catalogue, [2, 1]).map((s) => s.id)).toEqual([3]);
  });
  it('ignores services no longer offered and proposes nothing without associations', () => {
    expect(associatedProposals(catalogue, [1])).toEqual([]);
    expect(associatedProposals(catalogue, [99])).toEqual([]);
    // 9 is not in the catalogue (deleted).
    expect(associatedProposals(catalogue, [2]).some((s) => s.id === 9)).toBe(false);
  });
});
