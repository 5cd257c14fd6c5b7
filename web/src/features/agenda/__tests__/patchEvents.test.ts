import { describe, expect, it } from 'vitest';
import { patchEvents } from '../components/AgendaGrid.tsx';

const ev = (id: string, start = '2026-11-23T09:00:00') => ({ id, start, end: '2026-11-23T10:00:00', title: id });

function recorder() {
  const calls: string[] = [];
  return {
    calls,
    instance: {
      addEvent: (e: { id?: string | number }) => {
        calls.push(`add ${e.id}`);
        return null;
      },
      updateEvent: (e: { id?: string | number }) => {
        calls.push(`update ${e.id}`);
        return undefined as never;
      },
      removeEventById: (id: string | number) => {
        calls.push(`remove ${id}`);
        return undefined as never;
      },
    },
  };
}

describe('patchEvents (live updates without re-reading every event)', () => {
  it('adds, updates and removes only what changed', () => {
    const { calls, instance } = recorder();
    const before = [ev('1'), ev('2'), ev('3')];
    const after = [ev('1'), ev('2', '2026-11-23T11:00:00'), ev('4')];
    expect(patchEvents(instance, before, after)).toBe(true);
    expect(calls).toEqual(['remove 3', 'update 2', 'add 4']);
  });

  it('asks for a full reset when many events changed or there was no list yet', () => {
    const { calls, instance } = recorder();
    const many = Array.from({ length: 30 }, (_, i) => ev(String(i)));
    expect(patchEvents(instance, [], many)).toBe(false);
    expect(patchEvents(instance, undefined, many)).toBe(false);
    expect(calls).toEqual([]);
  });
});

describe('patchEvents (the working-time background after the first paint)', () => {
  it('adds the background blocks to the events already drawn', () => {
    const { calls, instance } = recorder();
    const drawn = Array.from({ length: 100 }, (_, i) => ev(String(i)));
    const off = Array.from({ length: 60 }, (_, i) => ev(`off-${i}`));
    expect(patchEvents(instance, drawn, [...drawn, ...off])).toBe(true);
    expect(calls).toHaveLength(60);
    expect(calls.every((c) => c.startsWith('add off-'))).toBe(true);
  });

  it('draws anew when the range changed (every event removed)', () => {
    const { calls, instance } = recorder();
    const week = Array.from({ length: 100 }, (_, i) => ev(String(i)));
    const next = Array.from({ length: 100 }, (_, i) => ev(String(i + 100)));
    expect(patchEvents(instance, week, next)).toBe(false);
    expect(calls).toEqual([]);
  });
});
