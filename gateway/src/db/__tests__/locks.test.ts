// Resource locks per day: overlapping holds of one resource always share a lock key, holds on
// other days of that resource do not, and keys come in one global order.
import { describe, expect, it } from 'vitest';
import { lockKeys } from '../locks.ts';

const at = (iso: string) => new Date(iso);

describe('lockKeys', () => {
  it('locks each resource per day its hold touches, sorted', () => {
    const keys = lockKeys([
      {
        employeeId: 7,
        workplaceId: 3,
        customerStart: at('2030-05-01T23:30:00Z'),
        customerEnd: at('2030-05-02T00:30:00Z'),
      },
      {
        machineId: 1,
        employeeId: 7,
        customerStart: at('2030-05-01T10:00:00Z'),
        customerEnd: at('2030-05-01T11:00:00Z'),
      },
    ]);
    const day = Math.floor(at('2030-05-01T00:00:00Z').getTime() / 86_400_000);
    expect(keys).toEqual([
      [100_000 + day, 7],
      [100_000 + day + 1, 7],
      [200_000 + day, 3],
      [200_000 + day + 1, 3],
      [300_000 + day, 1],
    ]);
  });

  it('gives overlapping holds a common key and other days none', () => {
    const a = lockKeys([
      { workplaceId: 2, customerStart: at('2030-05-01T22:00:00Z'), customerEnd: at('2030-05-02T01:00:00Z') },
    ]);
    const b = lockKeys([
      { workplaceId: 2, customerStart: at('2030-05-02T00:30:00Z'), customerEnd: at('2030-05-02T02:00:00Z') },
    ]);
    const c = lockKeys([
      { workplaceId: 2, customerStart: at('2030-05-03T09:00:00Z'), customerEnd: at('2030-05-03T10:00:00Z') },
    ]);
    const common = (x: [number, number][], y: [number, number][]) =>
      x.filter(([k1, k2]) => y.some(([l1, l2]) => l1 === k1 && l2 === k2));
    expect(common(a, b)).toHaveLength(1);
    expect(common(a, c)).toEqual([]);
    // A hold ending exactly at midnight does not lock the next day.
    expect(
      lockKeys([{ employeeId: 1, customerStart: at('2030-05-01T23:00:00Z'), customerEnd: at('2030-05-02T00:00:00Z') }]),
    ).toHaveLength(1);
  });
});
