import { describe, expect, it } from 'vitest';
import { proposedServices } from '../proposedServices.ts';

describe('proposedServices', () => {
  const services = [
    { id: 1, associatedServiceIds: [] },
    { id: 2, associatedServiceIds: [3, 1, 9] },
    { id: 3, associatedServiceIds: [1] },
    { id: 4, associatedServiceIds: null },
  ];
  const ids = (selected: number[]) => proposedServices(services, selected).map((s) => s.id);

  it('proposes the associated services not chosen yet, once, in list order', () => {
    expect(ids([2])).toEqual([1, 3]);
    expect(ids([3, 2])).toEqual([1]);
    expect(ids([2, 1])).toEqual([3]);
  });

  it('proposes nothing without associations, nor a service missing from the list', () => {
    expect(ids([])).toEqual([]);
    expect(ids([1, 4])).toEqual([]);
    expect(ids([2]).includes(9)).toBe(false);
  });
});
