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
