// Live merging of pushed changes into the loaded range of events.

export interface TimedEvent {
  id: number;
  start: string;
  end: string;
}

export type EventChangeKind = 'CREATED' | 'UPDATED' | 'DELETED';

export interface Range {
  from: string;
  to: string;
}

/** Half-open overlap: an event ending exactly at `from` is not part of the day. */
export function overlaps(event: TimedEvent, range: Range): boolean {
  return Date.parse(event.start) < Date.parse(range.to) && Date.parse(event.end) > Date.parse(range.from);
}

export function byStart<T extends TimedEvent>(a: T, b: T): number {
  return Date.parse(a.start) - Date.parse(b.start) || Date.parse(a.end) - Date.parse(b.end) || a.id - b.id;
}

/** Merges a pushed change: CREATED/UPDATED upsert (or drop when moved out of the day), DELETED removes. */
export function applyEventChange<T extends TimedEvent>(
  events: readonly T[],
  change: { type: EventChangeKind; eventId: number; event: T | null },
  range: Range,
): T[] {
  const others = events.filter((e) => e.id !== change.eventId);
  // A deleted event comes without its body (null).
  if (change.type === 'DELETED' || !change.event || !overlaps(change.event, range)) return others;
  return [...others, change.event].sort(byStart);
}

/**
 * A pushed change applied to a cached list of whole (not normalised) events: the other events keep
 * their objects (so their mapped blocks are reused), the changed one leaves the list and comes back
 * as pushed at its place by start when it still overlaps the range. The list itself when the
 * change concerns nothing in it and does not enter it.
 */
export function applyChangeToList<T extends TimedEvent>(
  list: readonly T[],
  change: { type: EventChangeKind; eventId: number; event: T | null },
  range: Range,
): readonly T[] {
  const index = list.findIndex((e) => e.id === change.eventId);
  const others = index < 0 ? list : [...list.slice(0, index), ...list.slice(index + 1)];
  if (change.type === 'DELETED' || !change.event || !overlaps(change.event, range)) return others;
  const start = Date.parse(change.event.start);
  let at = others.findIndex((e) => Date.parse(e.start) > start);
  if (at < 0) at = others.length;
  return [...others.slice(0, at), change.event, ...others.slice(at)];
}

/**
 * The employee whose calendar the employee view shows (spec §4): the one the user picked (kept from
 * the last visit), else the user's own employee, else the first employee with timetables enabled.
 * When the current one has no timetable, one with timetables enabled is selected instead; an
 * employee without timetables is shown only when no one has them.
 */
export function defaultEmployeeId(
  employees: readonly { id: number; timetablesEnabled: boolean }[],
  viewer: { employeeId: number | null; admin: boolean },
  picked: number | null,
): number | null {
  const withTimetable = employees.find((e) => e.timetablesEnabled);
  const usable = (id: number | null) => {
    const e = employees.find((x) => x.id === id);
    return e && (e.timetablesEnabled || !withTimetable) ? e.id : null;
  };
  return usable(picked) ?? usable(viewer.employeeId) ?? withTimetable?.id ?? employees[0]?.id ?? null;
}
