import { describe, expect, it } from 'vitest';
import { dayRange } from '../../../lib/calendar.ts';
import { applyChangeToList, applyEventChange, defaultEmployeeId } from '../planning.ts';

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

describe('applyChangeToList (a pushed change on the cached lists, without rewriting them)', () => {
  const list = [
    ev(1, '2026-11-23T08:00:00.000Z', '2026-11-23T09:00:00.000Z'),
    ev(2, '2026-11-23T10:00:00.000Z', '2026-11-23T10:30:00.000Z'),
  ];
  const ids = (events: readonly { id: number }[]) => events.map((e) => e.id);

  it('inserts a created event at its place, keeps the other objects, and leaves other ranges alone', () => {
    const created = ev(3, '2026-11-23T09:00:00.000Z', '2026-11-23T09:30:00.000Z');
    const next = applyChangeToList(list, { type: 'CREATED', eventId: 3, event: created }, range);
    expect(ids(next)).toEqual([1, 3, 2]);
    expect(next[0]).toBe(list[0]);
    expect(next[1]).toBe(created);
    expect(next[2]).toBe(list[1]);
    const nextDay = dayRange('2026-11-24');
    expect(applyChangeToList(list, { type: 'CREATED', eventId: 3, event: created }, nextDay)).toBe(list);
  });

  it('moves, replaces or removes an updated event, and removes a deleted one', () => {
    const later = ev(1, '2026-11-23T11:00:00.000Z', '2026-11-23T12:00:00.000Z');
    expect(ids(applyChangeToList(list, { type: 'UPDATED', eventId: 1, event: later }, range))).toEqual([2, 1]);
    const longer = ev(1, '2026-11-23T08:00:00.000Z', '2026-11-23T09:30:00.000Z', 1, 'Anna B');
    const replaced = applyChangeToList(list, { type: 'UPDATED', eventId: 1, event: longer }, range);
    expect(replaced).toEqual([longer, list[1]]);
    expect(replaced[1]).toBe(list[1]);
    const away = ev(2, '2026-11-24T10:00:00.000Z', '2026-11-24T10:30:00.000Z');
    expect(ids(applyChangeToList(list, { type: 'UPDATED', eventId: 2, event: away }, range))).toEqual([1]);
    expect(ids(applyChangeToList(list, { type: 'DELETED', eventId: 1, event: null }, range))).toEqual([2]);
    // An event no longer active (a canceled booking) comes without its block: it leaves the list.
    expect(ids(applyChangeToList(list, { type: 'UPDATED', eventId: 2, event: null }, range))).toEqual([1]);
  });
});

describe('defaultEmployeeId (spec §4)', () => {
  const team = [
    { id: 1, timetablesEnabled: false },
    { id: 2, timetablesEnabled: true },
    { id: 3, timetablesEnabled: true },
  ];

  it('gives an admin the first employee with timetables enabled, not simply the first one', () => {
    expect(defaultEmployeeId(team, { employeeId: null, admin: true }, null)).toBe(2);
    expect(defaultEmployeeId(team, { employeeId: 1, admin: true }, null)).toBe(2);
  });

  it('gives an admin their own employee when it has timetables', () => {
    expect(defaultEmployeeId(team, { employeeId: 3, admin: true }, null)).toBe(3);
  });

  it('gives a staff user their own employee, and keeps a picked one', () => {
    expect(defaultEmployeeId(team, { employeeId: 3, admin: false }, null)).toBe(3);
    expect(defaultEmployeeId(team, { employeeId: 3, admin: true }, 2)).toBe(2);
    // A picked employee that no longer exists falls back to the rule.
    expect(defaultEmployeeId(team, { employeeId: null, admin: true }, 99)).toBe(2);
  });

  it('selects one with timetables when the kept or own employee has none (spec §4)', () => {
    // The employee kept from the last visit has no timetable any more: the viewer's own, with one.
    expect(defaultEmployeeId(team, { employeeId: 3, admin: true }, 1)).toBe(3);
    // A staff user whose own employee has no timetable: the first one with timetables enabled.
    expect(defaultEmployeeId(team, { employeeId: 1, admin: false }, null)).toBe(2);
    expect(defaultEmployeeId(team, { employeeId: 1, admin: false }, 1)).toBe(2);
  });

  it('falls back to the first employee when nobody has timetables', () => {
    const none = team.map((e) => ({ ...e, timetablesEnabled: false }));
    expect(defaultEmployeeId(none, { employeeId: null, admin: true }, null)).toBe(1);
    expect(defaultEmployeeId([], { employeeId: null, admin: true }, null)).toBeNull();
  });
});
