import type { AgendaViewType } from './urls.ts';

// Mapping between the server's events (UTC instants) and EventCalendar's events and resources.
// The library is fed floating wall-clock strings ("YYYY-MM-DDTHH:mm:ss") computed in the vendor's
// IANA zone, so what it shows never depends on the browser's zone; its moves come back as
// wall-clock deltas that are resolved in the vendor's zone again (DST days included).

export const DISPLAY_TYPES = ['planning', 'dayGrid', 'weekGrid'] as const;
export type DisplayType = (typeof DISPLAY_TYPES)[number];
export type ViewMode = 'personal' | 'team';

export {
  toWall,
  fromWall,
  shiftWall,
  offsetOf,
  weekStart,
  addDaysTo,
  datesShown,
  instantsOf,
  libraryView,
} from './wallTime.ts';
import { toWall } from './wallTime.ts';

/** A block as the server sends it (the flat `AgendaEvent`). */
export interface ServerEvent {
  id: number;
  kind: string;
  start: string;
  end: string;
  summary: string;
  /** The service's name, else the summary. */
  title: string;
  customerName?: string | null;
  /** The event's colour, else its employee's, else primary. */
  color: string;
  bookingStatus?: string | null;
  bookingId?: number | null;
  serviceId?: number | null;
  /** Set on the parts of a service with processing time. */
  servicePartId?: number | null;
  employeeId?: number | null;
  workplaceId?: number | null;
  machineId?: number | null;
  locationId?: number | null;
}

export interface AgendaResource {
  id: string;
  title: string;
  /** The server id of the employee, workplace or machine; null for the "unassigned" column. */
  entityId: number | null;
}

const PREFIX: Record<AgendaViewType, string> = { employee: 'e', workplace: 'w', machine: 'm' };
export const UNASSIGNED = 'none';

export function resourceKey(viewType: AgendaViewType, id: number | null | undefined): string {
  return id == null ? UNASSIGNED : `${PREFIX[viewType]}${id}`;
}

export function resourceIdOfEvent(event: ServerEvent, viewType: AgendaViewType): string {
  const id =
    viewType === 'employee' ? event.employeeId : viewType === 'workplace' ? event.workplaceId : event.machineId;
  return resourceKey(viewType, id);
}

/**
 * The column an event is drawn in: its resource's, or the unassigned column when its resource is
 * not one of the columns (an employee deleted since, a workplace or machine of a closed location), so
 * that no event of the range is left undrawn. `columns` null: every resource is a column.
 */
export function columnOfEvent(
  event: ServerEvent,
  viewType: AgendaViewType,
  columns: ReadonlySet<string> | null,
): string {
  const key = resourceIdOfEvent(event, viewType);
  return columns && !columns.has(key) ? UNASSIGNED : key;
}

/** Entity id behind a resource key of the view type (null for the unassigned column). */
export function entityOfResource(key: string): number | null {
  return key === UNASSIGNED ? null : Number(key.slice(1));
}

/** Columns in the order given (the server sorts by name); an "unassigned" column when an event has none. */
export function toResources(
  entities: readonly { id: number; name: string }[],
  viewType: AgendaViewType,
  withUnassigned: boolean,
  unassignedTitle: string,
): AgendaResource[] {
  const resources: AgendaResource[] = entities.map((e) => ({
    id: resourceKey(viewType, e.id),
    title: e.name,
    entityId: e.id,
  }));
  if (withUnassigned) {
    resources.push({ id: UNASSIGNED, title: unassignedTitle, entityId: null });
  }
  return resources;
}

export interface LibraryEvent {
  id: string;
  resourceIds: string[];
  start: string;
  end: string;
  title: string;
  backgroundColor?: string;
  display?: 'auto' | 'background';
  classNames?: string[];
  editable?: boolean;
  /** False for a service shown as one block over its parts: its length is the service's. */
  durationEditable?: boolean;
  styles?: string[];
  extendedProps: Record<string, unknown>;
}

export interface MapOptions {
  viewType: AgendaViewType;
  timezone: string;
  /** The block colour of a server colour name; the same name must always give the same colour (results are memoised). */
  colorOf: (color: string) => string;
  privateTitle: string;
  selected: ReadonlySet<number>;
  /** Events starting before this instant (ms) cannot be moved: the vendor's calendar lock. */
  lockedBefore: number;
  /** Only the events of these resources (personal mode); all when null. */
  resourceIds: ReadonlySet<string> | null;
  /** The view's columns (`columnOfEvent`); null: every resource is a column. */
  columns: ReadonlySet<string> | null;
}

/**
 * Remembers the mapped form of each server event object: the events list of a live calendar keeps
 * the same objects for unchanged events (Apollo's result cache), so a change maps only what changed
 * and hands the calendar the same objects as before for the rest.
 */
export type MappingMemo = WeakMap<ServerEvent, { key: string; mapped: LibraryEvent }>;

export function createMappingMemo(): MappingMemo {
  return new WeakMap();
}

/**
 * A booking is drawn as one block per column: its services in the same column (two services one
 * after the other, or the parts of a service with processing time, stored as one event per part
 * with the employee free between them) make one block from the first start to the last end, the
 * time between them drawn as pauses. Returns the other events of each first event, and the ids of
 * the events that are drawn by their first.
 */
export function bookingBlocks(
  events: readonly ServerEvent[],
  viewType: AgendaViewType,
): { parts: Map<number, ServerEvent[]>; joined: Set<number> } {
  const byKey = new Map<string, ServerEvent[]>();
  for (const e of events) {
    if (e.bookingId == null || e.kind === 'PRIVATE') continue;
    const key = `${e.bookingId}|${resourceIdOfEvent(e, viewType)}`;
    const list = byKey.get(key);
    if (list) list.push(e);
    else byKey.set(key, [e]);
  }
  const parts = new Map<number, ServerEvent[]>();
  const joined = new Set<number>();
  for (const list of byKey.values()) {
    if (list.length < 2) continue;
    const sorted = [...list].sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id);
    parts.set(sorted[0].id, sorted);
    for (const e of sorted.slice(1)) joined.add(e.id);
  }
  return { parts, joined };
}

/** Colour classes of a booking's state: executed, no-show and cancelled blocks look different. */
export function statusClass(status: string | null | undefined): string | null {
  return status && status !== 'OPEN' ? `agenda-status-${status.toLowerCase().replace('_', '-')}` : null;
}

export function toLibraryEvents(
  events: readonly ServerEvent[],
  options: MapOptions,
  memo?: MappingMemo,
): LibraryEvent[] {
  const out: LibraryEvent[] = [];
  const common = `${options.viewType}|${options.timezone}|${options.privateTitle}|${options.colorOf('primary')}`;
  const { parts, joined } = bookingBlocks(events, options.viewType);
  for (const event of events) {
    const resourceId = columnOfEvent(event, options.viewType, options.columns);
    if (options.resourceIds && !options.resourceIds.has(resourceId)) continue;
    if (joined.has(event.id)) continue;
    const group = parts.get(event.id);
    if (group) {
      const selected = group.some((e) => options.selected.has(e.id));
      out.push(mapBookingBlock(group, resourceId, options, selected, Date.parse(event.start) >= options.lockedBefore));
      continue;
    }
    const selected = options.selected.has(event.id);
    const editable = Date.parse(event.start) >= options.lockedBefore;
    const key = `${common}|${resourceId}|${selected}|${editable}`;
    const known = memo?.get(event);
    if (known && known.key === key) {
      out.push(known.mapped);
      continue;
    }
    const mapped = mapEvent(event, resourceId, options, selected, editable);
    memo?.set(event, { key, mapped });
    out.push(mapped);
  }
  return out;
}

function mapEvent(
  event: ServerEvent,
  resourceId: string,
  options: MapOptions,
  selected: boolean,
  editable: boolean,
): LibraryEvent {
  const title =
    event.kind === 'PRIVATE'
      ? event.summary || options.privateTitle
      : [event.title || event.summary, event.customerName].filter(Boolean).join(' · ');
  const status = statusClass(event.bookingStatus);
  return {
    id: String(event.id),
    resourceIds: [resourceId],
    start: toWall(event.start, options.timezone),
    end: toWall(event.end, options.timezone),
    title,
    backgroundColor: options.colorOf(event.color),
    classNames: [...(selected ? ['agenda-selected'] : []), ...(status ? [status] : [])],
    editable,
    extendedProps: { eventId: event.id, bookingId: event.bookingId ?? null, kind: event.kind },
  };
}

/**
 * One block for a booking's events in a column: the first event's id (a move moves the whole
 * booking), its length fixed, its services named, and the pauses as fractions of the block (drawn
 * lighter by the page).
 */
function mapBookingBlock(
  group: readonly ServerEvent[],
  resourceId: string,
  options: MapOptions,
  selected: boolean,
  editable: boolean,
): LibraryEvent {
  const first = group[0];
  const from = Date.parse(first.start);
  const to = Math.max(...group.map((e) => Date.parse(e.end)));
  const pauses: [number, number][] = [];
  for (let i = 1; i < group.length; i++) {
    const gapFrom = Date.parse(group[i - 1].end);
    const gapTo = Date.parse(group[i].start);
    if (gapTo > gapFrom) pauses.push([(gapFrom - from) / (to - from), (gapTo - from) / (to - from)]);
  }
  const block = mapEvent(first, resourceId, options, selected, editable);
  const services = [...new Set(group.map((e) => e.title || e.summary).filter(Boolean))];
  const title = [services.join(' + '), first.customerName].filter(Boolean).join(' · ');
  // The pauses as the stops of a gradient over the block (AgendaGrid.css draws it down a day's
  // column and across the timeline).
  const pct = (f: number) => `${Math.round(f * 1000) / 10}%`;
  const stops = pauses.flatMap(([a, b]) => [
    `transparent ${pct(a)}`,
    `var(--agenda-pause) ${pct(a)} ${pct(b)}`,
    `transparent ${pct(b)}`,
  ]);
  return {
    ...block,
    title,
    styles: stops.length ? [`--agenda-pauses: transparent 0%, ${stops.join(', ')}`] : [],
    end: toWall(to, options.timezone),
    durationEditable: false,
    classNames: [...(block.classNames ?? []), 'agenda-processing'],
    extendedProps: { ...block.extendedProps, parts: group.map((e) => e.id), pauses },
  };
}
