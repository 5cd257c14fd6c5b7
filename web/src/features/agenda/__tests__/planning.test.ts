import { describe, expect, it } from 'vitest';
import { dayRange } from '../../../lib/format.ts';
import { applyChangeToRefs, applyEventChange, rangeOfStoreField } from '../planning.ts';

const range = dayRange('2026-11-23'); // 2026-11-22T23:00Z .. 2026-11-23T23:00Z

const ev = (id: number, start: string, end: string, employeeId: number | null = 1, name = 'Anna') => ({
  id,
  start,
  end,
  employeeId,
  employee: employeeId === null ? null : { id: employeeId, name },
});

describe('applyEventChange', () => {
  const list = [
    ev(1, '2026-11-23T08:00:00.000Z', '2026-11-23T09:00:00.000Z'),
    ev(2, '2026-11-23T10:00:00.000Z', '2026-11-23T10:30:00.000Z'),
  ];

  it('adds a created event in start order', () => {
    const created = ev(3, '2026-11-23T09:00:00.000Z', '2026-11-23T09:30:00.000Z');
    expect(
      applyEventChange(list, { type: 'CREATED', eventId: created.id, event: created }, range).map((e) => e.id),
    ).toEqual([1, 3, 2]);
  });

  it('replaces an updated event and re-sorts', () => {
    const moved = ev(1, '2026-11-23T11:00:00.000Z', '2026-11-23T12:00:00.000Z');
    const next = applyEventChange(list, { type: 'UPDATED', eventId: moved.id, event: moved }, range);
    expect(next.map((e) => e.id)).toEqual([2, 1]);
    expect(next[1].start).toBe('2026-11-23T11:00:00.000Z');
  });

  it('drops an event updated out of the day', () => {
    const moved = ev(2, '2026-11-24T10:00:00.000Z', '2026-11-24T10:30:00.000Z');
    expect(
      applyEventChange(list, { type: 'UPDATED', eventId: moved.id, event: moved }, range).map((e) => e.id),
    ).toEqual([1]);
  });

  it('removes a deleted event and ignores a created one of another day', () => {
    expect(
      applyEventChange(list, { type: 'DELETED', eventId: list[0].id, event: null }, range).map((e) => e.id),
    ).toEqual([2]);
    const otherDay = ev(9, '2026-11-22T22:00:00.000Z', '2026-11-22T23:00:00.000Z'); // ends exactly at the day start
    expect(applyEventChange(list, { type: 'CREATED', eventId: otherDay.id, event: otherDay }, range)).toHaveLength(2);
  });

  it('does not duplicate an event pushed twice', () => {
    expect(applyEventChange(list, { type: 'CREATED', eventId: list[1].id, event: list[1] }, range)).toHaveLength(2);
  });
});

describe('applyChangeToRefs (a pushed change on the cached lists, without rewriting them)', () => {
  // Cache references stand for events whose fields the cache holds.
  const fields = new Map<number, { start: string }>([
    [1, { start: '2026-11-23T08:00:00.000Z' }],
    [2, { start: '2026-11-23T10:00:00.000Z' }],
  ]);
  const ref = (id: number) => ({ __ref: `Event:${id}` });
  const access = {
    idOf: (r: { __ref: string }) => Number(r.__ref.slice(6)),
    startOf: (r: { __ref: string }) => fields.get(Number(r.__ref.slice(6)))?.start,
    refOf: ref,
  };
  const refs = [ref(1), ref(2)];
  const ids = (list: readonly { __ref: string }[]) => list.map(access.idOf);

  it('reads the range of a cached list from its store field name', () => {
    expect(rangeOfStoreField(`calendarEvents(${JSON.stringify(range)})`)).toEqual(range);
    expect(rangeOfStoreField('calendarEvents')).toBeNull();
    expect(rangeOfStoreField('calendarEvents({"from":1})')).toBeNull();
  });

  it('inserts a created event at its place and leaves other ranges alone', () => {
    const created = ev(3, '2026-11-23T09:00:00.000Z', '2026-11-23T09:30:00.000Z');
    fields.set(3, created);
    expect(ids(applyChangeToRefs(refs, { type: 'CREATED', eventId: 3, event: created }, range, access))).toEqual([
      1, 3, 2,
    ]);
    const nextDay = dayRange('2026-11-24');
    expect(applyChangeToRefs(refs, { type: 'CREATED', eventId: 3, event: created }, nextDay, access)).toBe(refs);
  });

  it('moves, keeps or removes an updated event, and removes a deleted one', () => {
    const later = ev(1, '2026-11-23T11:00:00.000Z', '2026-11-23T12:00:00.000Z');
    fields.set(1, later);
    expect(ids(applyChangeToRefs(refs, { type: 'UPDATED', eventId: 1, event: later }, range, access))).toEqual([2, 1]);
    fields.set(1, { start: '2026-11-23T08:00:00.000Z' });
    const longer = ev(1, '2026-11-23T08:00:00.000Z', '2026-11-23T09:30:00.000Z');
    expect(applyChangeToRefs(refs, { type: 'UPDATED', eventId: 1, event: longer }, range, access)).toBe(refs);
    const away = ev(2, '2026-11-24T10:00:00.000Z', '2026-11-24T10:30:00.000Z');
    expect(ids(applyChangeToRefs(refs, { type: 'UPDATED', eventId: 2, event: away }, range, access))).toEqual([1]);
    expect(ids(applyChangeToRefs(refs, { type: 'DELETED', eventId: 1, event: null }, range, access))).toEqual([2]);
  });
});
