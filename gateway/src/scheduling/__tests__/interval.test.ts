import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clip,
  contains,
  type Interval,
  intersect,
  isNormalized,
  normalize,
  overlaps,
  subtract,
  totalLength,
  union,
} from '../interval.ts';

const raw = fc.array(
  fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: -3, max: 30 })).map(([s, l]): Interval => [s, s + l]),
  { maxLength: 10 },
);
const set = raw.map((list) => normalize(list));

/** Point membership: the integer grid of half points covers every case of integer intervals. */
const has = (s: readonly Interval[], x: number) => s.some(([a, b]) => a <= x && x < b);
const POINTS = Array.from({ length: 400 }, (_, i) => i / 2 - 10);
const sameSet = (a: readonly Interval[], b: readonly Interval[]) => expect(a).toEqual(b);

describe('interval sets', () => {
  it('normalize gives a normalized set with the same points', () => {
    fc.assert(
      fc.property(raw, (list) => {
        const n = normalize(list);
        expect(isNormalized(n)).toBe(true);
        for (const x of POINTS) expect(has(n, x)).toBe(has(list, x));
        sameSet(normalize(n), n);
      }),
    );
  });

  it('merges touching intervals and drops empty ones', () => {
    expect(
      normalize([
        [5, 10],
        [0, 5],
        [3, 3],
        [20, 15],
        [12, 14],
      ]),
    ).toEqual([
      [0, 10],
      [12, 14],
    ]);
  });

  it('union, intersection and subtraction match point membership and stay normalized', () => {
    fc.assert(
      fc.property(set, set, (a, b) => {
        const u = union(a, b);
        const i = intersect(a, b);
        const d = subtract(a, b);
        for (const r of [u, i, d]) expect(isNormalized(r)).toBe(true);
        for (const x of POINTS) {
          expect(has(u, x)).toBe(has(a, x) || has(b, x));
          expect(has(i, x)).toBe(has(a, x) && has(b, x));
          expect(has(d, x)).toBe(has(a, x) && !has(b, x));
        }
      }),
    );
  });

  it('union and intersection are commutative and associative', () => {
    fc.assert(
      fc.property(set, set, set, (a, b, c) => {
        sameSet(union(a, b), union(b, a));
        sameSet(intersect(a, b), intersect(b, a));
        sameSet(union(union(a, b), c), union(a, union(b, c)));
        sameSet(intersect(intersect(a, b), c), intersect(a, intersect(b, c)));
      }),
    );
  });

  it('(A∖B) ∩ B = ∅ and (A∖B) ∪ (A∩B) = A', () => {
    fc.assert(
      fc.property(set, set, (a, b) => {
        expect(intersect(subtract(a, b), b)).toEqual([]);
        sameSet(union(subtract(a, b), intersect(a, b)), a);
        expect(totalLength(subtract(a, b)) + totalLength(intersect(a, b))).toBe(totalLength(a));
      }),
    );
  });

  it('distributes: A ∩ (B ∪ C) = (A ∩ B) ∪ (A ∩ C), A ∖ (B ∪ C) = (A ∖ B) ∖ C', () => {
    fc.assert(
      fc.property(set, set, set, (a, b, c) => {
        sameSet(intersect(a, union(b, c)), union(intersect(a, b), intersect(a, c)));
        sameSet(subtract(a, union(b, c)), subtract(subtract(a, b), c));
      }),
    );
  });

  it('contains, overlaps and clip agree with point membership', () => {
    const query = fc.tuple(fc.integer({ min: -5, max: 135 }), fc.integer({ min: 1, max: 40 }));
    fc.assert(
      fc.property(set, query, (a, [s, l]) => {
        const e = s + l;
        const inside = POINTS.filter((x) => x >= s && x < e);
        expect(contains(a, s, e)).toBe(inside.every((x) => has(a, x)));
        expect(overlaps(a, s, e)).toBe(inside.some((x) => has(a, x)));
        const c = clip(a, s, e);
        expect(isNormalized(c)).toBe(true);
        sameSet(c, intersect(a, [[s, e]]));
      }),
    );
  });

  it('empty queries: contained everywhere, overlapping nothing', () => {
    expect(contains([], 5, 5)).toBe(true);
    expect(overlaps([[0, 10]], 5, 5)).toBe(false);
    expect(clip([[0, 10]], 5, 5)).toEqual([]);
  });

  it('half-open: touching intervals do not overlap', () => {
    expect(overlaps([[0, 10]], 10, 20)).toBe(false);
    expect(overlaps([[10, 20]], 0, 10)).toBe(false);
    expect(contains([[0, 10]], 0, 10)).toBe(true);
    expect(contains([[0, 10]], 0, 11)).toBe(false);
  });
});
