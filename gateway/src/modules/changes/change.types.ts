// What a change is: its type, its subject, who made it and through which door, and what its
// effects need to know of it without reading it again.

/** Every kind of change the effects may follow. */
export const CHANGE_TYPES = [
  'booking.created',
  /** Its times or resources changed (staff edit, calendar drag, manage link). */
  'booking.moved',
  /** Something else changed (comments, customer). */
  'booking.updated',
  'booking.canceled',
  /** A held online booking (PENDING) confirmed by the salon: it is OPEN. */
  'booking.confirmed',
  /** Checked out: executed or no-show, with its payments. */
  'booking.closed',
  'booking.deleted',
  /** A private (non-booking) calendar event. */
  'event.created',
  'event.moved',
  'event.deleted',
  'customer.created',
  /** Working time was added back (a timetable changed, a closed date lifted): its days and locations. */
  'availability.freed',
] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** Who made the change. */
export type Actor = 'staff' | 'customer' | 'guest' | 'apiKey' | 'system';
/** The door it came through. */
export type Door = 'staffApp' | 'customerApp' | 'rest' | 'apiKey' | 'manageLink' | 'system';

/** A calendar event as the live calendars need it (instants as ISO strings in the stored change). */
export interface ChangedEvent {
  id: number;
  vendorId: number;
  start: Date;
  end: Date;
  customerStart: Date;
  customerEnd: Date;
  bookingId?: number | null;
  employeeId?: number | null;
  workplaceId?: number | null;
  machineId?: number | null;
  locationId?: number | null;
}

export interface ChangeData {
  /** Calendar events that appeared, that went away, that changed in place. */
  added?: ChangedEvent[];
  removed?: ChangedEvent[];
  updated?: ChangedEvent[];
  /** Events as they were before they changed in place (a calendar move): the time they freed. */
  previous?: ChangedEvent[];
  /** Local days ("YYYY-MM-DD") whose working time grew (availability.freed). */
  days?: string[];
  /** The locations of those days; absent: every location. */
  locationIds?: number[];
  /** A cancellation's message to the customer. */
  message?: string | null;
  /** The one who made the change asked to tell the customer (a salon's edit with "e-mail"). */
  notify?: boolean;
  /** A new online booking held until the salon confirms it (the customer's no-shows). */
  held?: boolean;
}

/** A change as it was recorded. */
export interface Change {
  id: number;
  vendorId: number;
  type: ChangeType;
  subjectId: number;
  actor: Actor;
  door: Door;
  actorUserId: number | null;
  data: ChangeData;
  occurredAt: Date;
}
