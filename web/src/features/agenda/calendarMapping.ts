import moment from '../../lib/momentTimezone.ts';
import type { AgendaViewType } from './urls.ts';

// Mapping between the server's events (UTC instants) and EventCalendar's events and resources.
// The library is fed floating wall-clock strings ("YYYY-MM-DDTHH:mm:ss") computed in the vendor's
// IANA zone, so what it shows never depends on the browser's zone; its moves come back as
// wall-clock deltas that are resolved in the vendor's zone again (DST days included).

export const DISPLAY_TYPES = ['planning', 'dayGrid', 'weekGrid'] as const;
export type DisplayType = (typeof DISPLAY_TYPES)[number];
export type ViewMode = 'personal' | 'team';

const WALL = 'YYYY-MM-DDTHH:mm:ss';

/** Wall-clock time of an instant in the vendor's zone, as the library's floating string. */
export function toWall(instant: string | number | Date, timezone: string): string {
  // The zone's offset at the instant, applied by hand: a week's hundreds of blocks each need two,
  // and building and formatting a moment for each was a visible part of the first paint.
  const zone = moment.tz.zone(timezone);
  const ms =
    typeof instant === 'number' ? instant : typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (!zone || !Number.isFinite(ms)) return moment.tz(instant, timezone).format(WALL);
  // utcOffset is in minutes west of UTC (Europe/Zurich in winter: -60).
  return new Date(ms - zone.utcOffset(ms) * 60_000).toISOString().slice(0, 19);
}

/**
 * The instant of a vendor wall-clock time. A time skipped by the spring change moves forward by
 * the gap (02:30 → 03:30); an ambiguous autumn time takes the first (summer) offset.
 */
export function fromWall(wall: string, timezone: string): string {
  return moment.tz(wall, WALL, timezone).toISOString();
}

/** Adds seconds of wall clock, as the library's drag delta is counted. */
export function shiftWall(wall: string, seconds: number): string {
  return moment.utc(wall, WALL).add(seconds, 'seconds').format(WALL);
}

/** UTC offset of the zone at an instant, in the library's "+HH:MM" form (for its now line). */
export function offsetOf(timezone: string, at: number = Date.now()): string {
  return moment.tz(at, timezone).format('Z');
}

/** Monday of the week of a date (spec: weeks start on Monday). */
export function weekStart(date: string): string {
  return moment.utc(date, 'YYYY-MM-DD').isoWeekday(1).format('YYYY-MM-DD');
}

export function addDaysTo(date: string, days: number): string {
  return moment.utc(date, 'YYYY-MM-DD').add(days, 'days').format('YYYY-MM-DD');
}

/** The local dates [first, last] a display covers. */
export function datesShown(display: DisplayType, date: string): { first: string; last: string } {
  if (display === 'dayGrid') return { first: date, last: date };
  const first = weekStart(date);
  return { first, last: addDaysTo(first, 6) };
}

/** Instants [from, to) of the local dates [first, last]: 23 or 25 hours on DST days. */
export function instantsOf(first: string, last: string, timezone: string): { from: string; to: string } {
  return {
    from: moment.tz(first, 'YYYY-MM-DD', timezone).toISOString(),
    to: moment.tz(addDaysTo(last, 1), 'YYYY-MM-DD', timezone).toISOString(),
  };
}

/**
 * The library's view. A team week is a timeline (one row per employee, workplace or machine, the
 * days across) rather than one time-grid column per entity and day: 30 employees make 30 rows, not
 * 210 columns, which a browser draws several times faster and a phone can scroll.
 */
export function libraryView(display: DisplayType, columns = 1): string {
  if (display === 'planning') return 'listWeek';
  if (display === 'dayGrid') return 'resourceTimeGridDay';
  return columns > 1 ? 'resourceTimelineWeek' : 'resourceTimeGridWeek';
}

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
 * A service with processing time is stored as one event per part (the employee is free between
 * them): its parts, with the same booking, service and column, are drawn as one block from the
 * first part's start to the last part's end. Returns the other parts of each first part, and the
 * ids of the parts that are drawn by their first.
 */
export function processingGroups(
  events: readonly ServerEvent[],
  viewType: AgendaViewType,
): { parts: Map<number, ServerEvent[]>; joined: Set<number> } {
  const byKey = new Map<string, ServerEvent[]>();
  for (const e of events) {
    if (e.bookingId == null || e.serviceId == null || e.servicePartId == null) continue;
    const key = `${e.bookingId}|${e.serviceId}|${resourceIdOfEvent(e, viewType)}`;
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
  const { parts, joined } = processingGroups(events, options.viewType);
  for (const event of events) {
    const resourceId = resourceIdOfEvent(event, options.viewType);
    if (options.resourceIds && !options.resourceIds.has(resourceId)) continue;
    if (joined.has(event.id)) continue;
    const group = parts.get(event.id);
    if (group) {
      const selected = group.some((e) => options.selected.has(e.id));
      out.push(mapProcessing(group, resourceId, options, selected, Date.parse(event.start) >= options.lockedBefore));
      continue;
    }
    const selected = options.selected.has(event.id);
    const editable = Date.parse(event.start) >= options.lockedBefore;
    const key = `${common}|${selected}|${editable}`;
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
 * One block for a service's parts: the first part's id (a move moves the whole booking), its
 * length fixed, and the pauses as fractions of the block (drawn lighter by the page).
 */
function mapProcessing(
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
  // The pauses as the stops of a gradient over the block (AgendaCalendar.css draws it down a day's
  // column and across the timeline).
  const pct = (f: number) => `${Math.round(f * 1000) / 10}%`;
  const stops = pauses.flatMap(([a, b]) => [
    `transparent ${pct(a)}`,
    `var(--agenda-pause) ${pct(a)} ${pct(b)}`,
    `transparent ${pct(b)}`,
  ]);
  return {
    ...block,
    styles: stops.length ? [`--agenda-pauses: transparent 0%, ${stops.join(', ')}`] : [],
    end: toWall(to, options.timezone),
    durationEditable: false,
    classNames: [...(block.classNames ?? []), 'agenda-processing'],
    extendedProps: { ...block.extendedProps, parts: group.map((e) => e.id), pauses },
  };
}

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
 * The services of a booking after one of its events is dragged: every service moves by the same
 * time, and the dragged event's service goes to the new column (employee, workplace or machine).
 * A service split in parts is sent once, from its first part.
 */
export function movedBookingEvents(
  rows: readonly BookingEventRow[],
  draggedId: number,
  newStart: string,
  viewType: AgendaViewType,
  newEntityId: number | null | undefined,
): { serviceId: number; employeeId: number; workplaceId: number | null; machineId: number | null; start: string }[] {
  const dragged = rows.find((r) => r.id === draggedId);
  if (!dragged) throw new Error(`event ${draggedId} is not part of the booking`);
  const shift = Date.parse(newStart) - Date.parse(dragged.start);
  const seen = new Set<number>();
  const out = [];
  for (const row of [...rows].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    if (row.serviceId == null || row.employeeId == null || seen.has(row.serviceId)) continue;
    seen.add(row.serviceId);
    const isDragged = row.serviceId === dragged.serviceId;
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
