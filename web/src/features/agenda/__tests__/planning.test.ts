import { describe, expect, it } from 'vitest';
import { dayRange } from '../../../lib/format.ts';
import {
  applyEventChange,
  assignLanes,
  endMinuteOn,
  groupByEmployee,
  startMinuteOn,
  visibleHours,
} from '../planning.ts';

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

describe('groupByEmployee', () => {
  it('makes one column per employee, sorted by name, unassigned last', () => {
    const columns = groupByEmployee(
      [
        ev(1, '2026-11-23T08:00:00.000Z', '2026-11-23T09:00:00.000Z', 2, 'Zoé'),
        ev(2, '2026-11-23T08:00:00.000Z', '2026-11-23T09:00:00.000Z', null),
        ev(3, '2026-11-23T07:00:00.000Z', '2026-11-23T08:00:00.000Z', 1, 'Élodie'),
        ev(4, '2026-11-23T10:00:00.000Z', '2026-11-23T11:00:00.000Z', 2, 'Zoé'),
      ],
      'Non attribué',
      'fr',
    );
    expect(columns.map((c) => c.title)).toEqual(['Élodie', 'Zoé', 'Non attribué']);
    expect(columns[1].events.map((e) => e.id)).toEqual([1, 4]);
  });
});

describe('assignLanes', () => {
  it('puts overlapping events side by side and lone events full width', () => {
    const laned = assignLanes([
      ev(1, '2026-11-23T08:00:00.000Z', '2026-11-23T09:00:00.000Z'),
      ev(2, '2026-11-23T08:30:00.000Z', '2026-11-23T09:30:00.000Z'),
      ev(3, '2026-11-23T09:00:00.000Z', '2026-11-23T10:00:00.000Z'),
      ev(4, '2026-11-23T11:00:00.000Z', '2026-11-23T12:00:00.000Z'),
    ]);
    const byId = new Map(laned.map((l) => [l.event.id, l]));
    expect(byId.get(1)).toMatchObject({ lane: 0, lanes: 2 });
    expect(byId.get(2)).toMatchObject({ lane: 1, lanes: 2 });
    expect(byId.get(3)).toMatchObject({ lane: 0, lanes: 2 }); // reuses the lane freed at 09:00
    expect(byId.get(4)).toMatchObject({ lane: 0, lanes: 1 });
  });
});

describe('day bounds in the vendor zone', () => {
  it('clips events crossing midnight and widens the visible hours', () => {
    expect(startMinuteOn('2026-11-22T22:30:00.000Z', '2026-11-23', 'Europe/Zurich')).toBe(0); // 23:30 the day before
    expect(startMinuteOn('2026-11-22T23:30:00.000Z', '2026-11-23', 'Europe/Zurich')).toBe(30); // 00:30 local
    expect(endMinuteOn('2026-11-23T23:30:00.000Z', '2026-11-23', 'Europe/Zurich')).toBe(1440);
    expect(visibleHours([], '2026-11-23', 'Europe/Zurich')).toEqual({ startHour: 8, endHour: 19 });
    expect(
      visibleHours(
        [{ start: '2026-11-23T06:15:00.000Z', end: '2026-11-23T19:40:00.000Z' }],
        '2026-11-23',
        'Europe/Zurich',
      ),
    ).toEqual({ startHour: 7, endHour: 21 });
  });

  it('uses wall-clock minutes on the spring DST day', () => {
    // 09:00 CEST on 29 March 2026 is 07:00Z: 540 minutes of wall clock although only 8 h elapsed.
    expect(startMinuteOn('2026-03-29T07:00:00.000Z', '2026-03-29', 'Europe/Zurich')).toBe(540);
  });
});
