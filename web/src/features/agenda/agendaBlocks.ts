import { type AgendaResource, type LibraryEvent, addDaysTo, resourceKey } from './agendaMapping.ts';
import type { AgendaViewType } from './urls.ts';

// Blocks computed beside the events: the working-time background, and a booking's services after a move.

export interface ScheduleDayInput {
  date: string;
  employeeId: number;
  available: boolean;
  timeRanges: readonly { startMinute: number; endMinute: number }[];
}

const wallOf = (date: string, minute: number): string =>
  minute >= 1440
    ? `${addDaysTo(date, 1)}T00:00:00`
    : `${date}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;

/**
 * Non-working time of each employee as background blocks (the complement of the day's time
 * ranges); closed dates as whole-day blocks on every column.
 */
export function backgroundEvents(
  schedules: readonly ScheduleDayInput[],
  closedDates: readonly string[],
  resources: readonly AgendaResource[],
  closedTitle: string,
  /** Only the days off, not the hours around the working time (the team week: hundreds of columns). */
  daysOffOnly = false,
): LibraryEvent[] {
  const out: LibraryEvent[] = [];
  const known = new Set(resources.map((r) => r.id));
  for (const day of schedules) {
    const resourceId = resourceKey('employee', day.employeeId);
    if (!known.has(resourceId)) continue;
    if (daysOffOnly && day.available && day.timeRanges.length > 0) continue;
    const ranges = day.available
      ? [...day.timeRanges].sort((a, b) => a.startMinute - b.startMinute).map((r) => [r.startMinute, r.endMinute])
      : [];
    let cursor = 0;
    const gaps: [number, number][] = [];
    for (const [start, end] of ranges) {
      if (start > cursor) gaps.push([cursor, start]);
      cursor = Math.max(cursor, end);
    }
    if (cursor < 1439) gaps.push([cursor, 1440]);
    for (const [start, end] of gaps) {
      out.push({
        id: `off-${day.employeeId}-${day.date}-${start}`,
        resourceIds: [resourceId],
        start: wallOf(day.date, start),
        end: wallOf(day.date, end),
        title: '',
        display: 'background',
        classNames: ['agenda-off'],
        extendedProps: {},
      });
    }
  }
  const all = resources.map((r) => r.id);
  for (const date of closedDates) {
    out.push({
      id: `closed-${date}`,
      resourceIds: all,
      start: `${date}T00:00:00`,
      end: `${addDaysTo(date, 1)}T00:00:00`,
      title: closedTitle,
      display: 'background',
      classNames: ['agenda-closed'],
      extendedProps: {},
    });
  }
  return out;
}

export interface BookingEventRow {
  id: number;
  start: string;
  serviceId: number | null;
  employeeId: number | null;
  workplaceId: number | null;
  machineId: number | null;
}

/**
 * The services of a booking after one of its blocks is dragged: every service moves by the same
 * time, and the dragged block's services (`blockIds`: the events drawn as that block, else the
 * dragged event alone) go to the new column (employee, workplace or machine). A service split in
 * parts is sent once, from its first part.
 */
export function movedBookingEvents(
  rows: readonly BookingEventRow[],
  draggedId: number,
  newStart: string,
  viewType: AgendaViewType,
  newEntityId: number | null | undefined,
  blockIds: readonly number[] = [draggedId],
): { serviceId: number; employeeId: number; workplaceId: number | null; machineId: number | null; start: string }[] {
  const dragged = rows.find((r) => r.id === draggedId);
  if (!dragged) throw new Error(`event ${draggedId} is not part of the booking`);
  const shift = Date.parse(newStart) - Date.parse(dragged.start);
  const seen = new Set<number>();
  const inBlock = new Set(rows.filter((r) => r.id === draggedId || blockIds.includes(r.id)).map((r) => r.serviceId));
  const out = [];
  for (const row of [...rows].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    if (row.serviceId == null || row.employeeId == null || seen.has(row.serviceId)) continue;
    seen.add(row.serviceId);
    const isDragged = inBlock.has(row.serviceId);
    const moveTo = isDragged && newEntityId !== undefined ? newEntityId : undefined;
    out.push({
      serviceId: row.serviceId,
      employeeId: viewType === 'employee' && moveTo != null ? moveTo : row.employeeId,
      workplaceId: viewType === 'workplace' && moveTo !== undefined ? moveTo : row.workplaceId,
      machineId: viewType === 'machine' && moveTo !== undefined ? moveTo : row.machineId,
      start: new Date(Date.parse(row.start) + shift).toISOString(),
    });
  }
  return out;
}
