// Interval sets: half-open [start, end) intervals over numbers (epoch milliseconds in practice).
// A normalized set is sorted by start, has no empty intervals and no two intervals that overlap
// or touch ([0, 5) and [5, 10) become [0, 10)). The set operations below expect normalized
// inputs (use `normalize` on raw data once) and always return normalized sets.

/** Half-open interval [start, end). */
export type Interval = readonly [start: number, end: number];
/** A normalized interval set: sorted, non-overlapping, non-touching, no empty intervals. */
export type IntervalSet = readonly Interval[];

/** Sorts, drops empty intervals and merges overlapping or touching ones (the union of the list). */
export function normalize(intervals: readonly Interval[]): Interval[] {
  const list = intervals.filter((iv) => iv[1] > iv[0]);
  if (list.length <= 1) return list.map((iv) => [iv[0], iv[1]] as const);
  list.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: [number, number][] = [];
  let curStart = list[0][0];
  let curEnd = list[0][1];
  for (let i = 1; i < list.length; i++) {
    const [s, e] = list[i];
    if (s <= curEnd) {
      if (e > curEnd) curEnd = e;
    } else {
      out.push([curStart, curEnd]);
      curStart = s;
      curEnd = e;
    }
  }
  out.push([curStart, curEnd]);
  return out;
}

/** True when the list is already normalized. */
export function isNormalized(intervals: readonly Interval[]): boolean {
  for (let i = 0; i < intervals.length; i++) {
    if (!(intervals[i][1] > intervals[i][0])) return false;
    if (i > 0 && !(intervals[i][0] > intervals[i - 1][1])) return false;
  }
  return true;
}

/** A ∪ B, linear merge of two normalized sets. */
export function union(a: IntervalSet, b: IntervalSet): Interval[] {
  if (a.length === 0) return b.slice();
  if (b.length === 0) return a.slice();
  const out: [number, number][] = [];
  let i = 0;
  let j = 0;
  let curStart = 0;
  let curEnd = 0;
  let open = false;
  while (i < a.length || j < b.length) {
    const next = j >= b.length || (i < a.length && a[i][0] <= b[j][0]) ? a[i++] : b[j++];
    if (open && next[0] <= curEnd) {
      if (next[1] > curEnd) curEnd = next[1];
    } else {
      if (open) out.push([curStart, curEnd]);
      curStart = next[0];
      curEnd = next[1];
      open = true;
    }
  }
  if (open) out.push([curStart, curEnd]);
  return out;
}

/** A ∩ B, two-pointer sweep. */
export function intersect(a: IntervalSet, b: IntervalSet): Interval[] {
  const out: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const s = Math.max(a[i][0], b[j][0]);
    const e = Math.min(a[i][1], b[j][1]);
    if (s < e) out.push([s, e]);
    if (a[i][1] < b[j][1]) i++;
    else j++;
  }
  return out;
}

/** A ∖ B, two-pointer sweep. */
export function subtract(a: IntervalSet, b: IntervalSet): Interval[] {
  if (b.length === 0) return a.slice();
  const out: [number, number][] = [];
  let j = 0;
  for (let i = 0; i < a.length; i++) {
    let s = a[i][0];
    const e = a[i][1];
    // Skip the parts of B that end before this interval starts.
    while (j < b.length && b[j][1] <= s) j++;
    let k = j;
    while (k < b.length && b[k][0] < e) {
      if (b[k][0] > s) out.push([s, b[k][0]]);
      if (b[k][1] > s) s = b[k][1];
      if (s >= e) break;
      k++;
    }
    if (s < e) out.push([s, e]);
  }
  return out;
}

/** Index of the first interval whose end is after `t`, or set.length (binary search). */
export function firstEndingAfter(set: IntervalSet, t: number): number {
  let lo = 0;
  let hi = set.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (set[mid][1] > t) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** True when [start, end) lies inside one interval of the set (an empty query is always inside). */
export function contains(set: IntervalSet, start: number, end: number): boolean {
  if (end <= start) return true;
  const i = firstEndingAfter(set, start);
  return i < set.length && set[i][0] <= start && set[i][1] >= end;
}

/** True when the set shares at least one point with [start, end) (an empty query never does). */
export function overlaps(set: IntervalSet, start: number, end: number): boolean {
  if (end <= start) return false;
  const i = firstEndingAfter(set, start);
  return i < set.length && set[i][0] < end;
}

/** The part of the set inside [start, end). */
export function clip(set: IntervalSet, start: number, end: number): Interval[] {
  const out: [number, number][] = [];
  if (end <= start) return out;
  for (let i = firstEndingAfter(set, start); i < set.length && set[i][0] < end; i++) {
    out.push([Math.max(set[i][0], start), Math.min(set[i][1], end)]);
  }
  return out;
}

/** Sum of the lengths of a normalized set. */
export function totalLength(set: IntervalSet): number {
  let sum = 0;
  for (const [s, e] of set) sum += e - s;
  return sum;
}
