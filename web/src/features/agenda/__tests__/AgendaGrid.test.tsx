import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The library, recorded: what the component hands it, and when.
const calls: string[] = [];
vi.mock('@event-calendar/core', () => ({
  Interaction: {},
  List: {},
  ResourceTimeGrid: {},
  ResourceTimeline: {},
  createCalendar: (_el: HTMLElement, _plugins: unknown, options: { events: unknown[] }) => {
    calls.push(`create ${options.events.length}`);
    return {
      setOption: (key: string, value: unknown) =>
        calls.push(Array.isArray(value) ? `set ${key} ${value.length}` : `set ${key}`),
      addEvent: (e: { id: string }) => calls.push(`add ${e.id}`),
      updateEvent: (e: { id: string }) => calls.push(`update ${e.id}`),
      removeEventById: (id: string) => calls.push(`remove ${id}`),
    };
  },
  destroyCalendar: () => calls.push('destroy'),
}));

const { AgendaGrid } = await import('../components/AgendaGrid.tsx');

const block = (id: string) => ({ id, start: '2026-11-23T09:00:00', end: '2026-11-23T10:00:00', resourceIds: ['e1'] });
const blocks = [block('1'), block('2'), block('3')];
const background = [block('bg-1'), block('bg-2')];
const afterNextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve()))));

describe('AgendaGrid (hand-over to the library)', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('draws the blocks once; what comes before the first frame joins after it', async () => {
    const { rerender } = render(<AgendaGrid options={{ events: blocks }} handlers={{}} initial={{}} />);
    expect(calls).toEqual(['create 0', 'set events 3']);
    // The working-time background answered while the blocks were being drawn.
    rerender(<AgendaGrid options={{ events: [...blocks, ...background] }} handlers={{}} initial={{}} />);
    expect(calls).toEqual(['create 0', 'set events 3']);
    await afterNextFrame();
    expect(calls).toEqual(['create 0', 'set events 3', 'add bg-1', 'add bg-2']);
  });

  it('passes later changes at once, only the ones that changed', async () => {
    const { rerender } = render(
      <AgendaGrid options={{ events: blocks, date: '2026-11-23' }} handlers={{}} initial={{}} />,
    );
    await afterNextFrame();
    calls.length = 0;
    rerender(<AgendaGrid options={{ events: blocks.slice(0, 2), date: '2026-11-24' }} handlers={{}} initial={{}} />);
    expect(calls).toEqual(['remove 3', 'set date']);
  });

  it('lets nothing through after it is gone', async () => {
    const { rerender, unmount } = render(<AgendaGrid options={{ events: blocks }} handlers={{}} initial={{}} />);
    rerender(<AgendaGrid options={{ events: [...blocks, ...background] }} handlers={{}} initial={{}} />);
    unmount();
    await afterNextFrame();
    expect(calls).toEqual(['create 0', 'set events 3', 'destroy']);
  });
});
