import { useCallback } from 'react';
import { entityOfResource, fromWall, type ServerEvent, toWall } from '../../agendaMapping.ts';
import type { NewSlot } from '../../components/AddEventDialog.tsx';
import type { CalendarHandlers } from '../../components/AgendaGrid.tsx';
import type { useAgendaMoves } from '../../hooks/useAgendaMoves.ts';
import { hhmm } from './agendaFormats.ts';
import type { AgendaSelection } from './useAgendaSelection.ts';
import type { AgendaUrlState } from './useAgendaUrlState.ts';

/** A new slot from the library's wall-clock range and column, in the page's view. */
export function useSlotFrom({ viewMode, personalEmployeeId, viewType }: AgendaUrlState) {
  return useCallback(
    (startWall: string, endWall: string, resourceId: string | undefined): NewSlot => {
      const entity = resourceId ? entityOfResource(resourceId) : null;
      const personal = viewMode === 'personal' ? personalEmployeeId : null;
      return {
        date: startWall.slice(0, 10),
        start: hhmm(startWall),
        end: endWall.slice(0, 10) > startWall.slice(0, 10) ? '23:55' : hhmm(endWall),
        employeeId: viewType === 'employee' ? (entity ?? personal) : personal,
        workplaceId: viewType === 'workplace' ? entity : null,
        machineId: viewType === 'machine' ? entity : null,
      };
    },
    [viewMode, personalEmployeeId, viewType],
  );
}

interface HandlerContext {
  timezone: string;
  url: AgendaUrlState;
  selection: AgendaSelection;
  eventsById: ReadonlyMap<number, ServerEvent>;
  events: readonly ServerEvent[];
  libraryEvents: readonly { id: string; resourceIds: string[] }[];
  slotFrom: ReturnType<typeof useSlotFrom>;
  moves: Pick<ReturnType<typeof useAgendaMoves>, 'onDrop' | 'onResize'>;
}

/** Clicks, selections and moves on the calendar. */
export function agendaHandlers(c: HandlerContext): CalendarHandlers {
  const { selectionMode, setSelection, setRangeSlot, setAddSlot } = c.selection;
  return {
    eventClick: (info) => {
      const id = Number(info.event.id);
      if (!c.eventsById.has(id)) return;
      if (selectionMode === 'single') {
        setSelection(new Set([id]));
        c.url.openDetails(id);
        return;
      }
      setSelection((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    select: (info) => {
      const resourceId = info.resource ? String(info.resource.id) : undefined;
      const slot = c.slotFrom(info.startStr, info.endStr, resourceId);
      if (selectionMode === 'range') {
        const from = Date.parse(fromWall(info.startStr, c.timezone));
        const to = Date.parse(fromWall(info.endStr, c.timezone));
        const inRange = c.events.filter(
          (e) =>
            Date.parse(e.start) < to &&
            Date.parse(e.end) > from &&
            (!resourceId || c.libraryEvents.some((l) => l.id === String(e.id) && l.resourceIds.includes(resourceId))),
        );
        setSelection(new Set(inRange.map((e) => e.id)));
        setRangeSlot(slot);
        return;
      }
      setAddSlot(slot);
    },
    dateClick: (info) => {
      if (selectionMode === 'range') return;
      const start = info.dateStr;
      const end = toWall(Date.parse(fromWall(start, c.timezone)) + 30 * 60_000, c.timezone);
      setAddSlot(c.slotFrom(start, end, info.resource ? String(info.resource.id) : undefined));
    },
    eventDidMount: (info) => {
      const id = Number(info.event.id);
      if (!Number.isInteger(id)) return; // background blocks
      info.el.setAttribute('data-testid', `agenda-event-${id}`);
      const parts = info.event.extendedProps.parts as number[] | undefined;
      if (parts) info.el.setAttribute('data-parts', parts.join(' '));
    },
    eventDrop: (info) => void c.moves.onDrop(info),
    eventResize: (info) => void c.moves.onResize(info),
  };
}
