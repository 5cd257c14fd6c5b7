// Types of the availability engine (availability.ts): its input, what it answers, and the engine's
// own interface. Plain serializable data, no behaviour.
import type { ClosedDate, LocationClosure, Timetable } from './schedule.ts';

export type Preference = 'PREFERRED' | 'NEUTRAL' | 'NON_PREFERRED';

/** A resource (workplace, machine) and how much it is wanted. */
export interface ResourcePreference {
  id: number;
  preference: Preference;
}

/** Busy intervals [start, end) in epoch ms, in any order; they may overlap. */
export type BusyList = ReadonlyArray<readonly [number, number]>;

/** Vendor booking settings. */
export interface AvailabilitySettings {
  /** Vendor bookingSlotsPropositionInterval: slots start every N minutes from local midnight (> 0). */
  slotIntervalMinutes: number;
  /** Vendor minStart: no slot starts before this local minute of the day (0..1440). */
  minStartMinute: number;
  /** Vendor maxEnd: the whole booking (client exit included) ends by this local minute (0..1440). */
  maxEndMinute: number;
  /** Vendor cancellationNotice: no slot starts before now + this many hours. */
  cancellationNoticeHours: number;
  /** Vendor availableBookingsInterval: no slot on a local date after today + N days; 0 = unlimited. */
  bookingPeriodDays: number;
  /** Vendor workplacesEnabled: services that list workplaces need a free one. */
  workplacesEnabled: boolean;
  /** Vendor machinesEnabled; only `false` turns machine requirements off (undefined = on). */
  machinesEnabled?: boolean;
  /**
   * Vendor capacityThreshold (percent): an employee's next working block of a day (e.g. the
   * afternoon after the lunch break) is proposed only once the blocks before it are booked at least
   * this much. 100 or more (the default) or 0 = every block is open. Not applied by verify.
   */
  capacityThresholdPercent?: number;
  /**
   * Vendor actualFreeTimeSlotFirstBooking: besides the grid, the first slot of each free stretch of
   * an employee starts exactly when that stretch begins (e.g. 10:10, right after a booking ends).
   */
  firstSlotAtFreeStart?: boolean;
  /**
   * Vendor dailyServiceLimit: a service is no longer offered on a local date that already holds this
   * many bookings of it (see AvailabilityInput.serviceDayCounts); null or undefined = no limit.
   */
  dailyServiceLimit?: number | null;
  /**
   * Vendor recommendSlots: mark up to RECOMMENDED_PER_DAY times of a day that leave the fewest
   * unusable gaps (availability.rank.ts). Only `false` turns it off (undefined = on).
   */
  recommendSlots?: boolean;
}

export interface AvailabilityServicePart {
  /** Minutes from the service start at which the employee is busy again. */
  minutesFromStart: number;
  /** Minutes the employee is busy for this part. */
  duration: number;
}

export interface AvailabilityService {
  id: number;
  /** Minutes (the duration requested for this booking, e.g. a customer's calculated duration). */
  duration: number;
  /** Minutes after the service during which customer, workplace and machine stay held; the next service starts after it. */
  breakDuration: number;
  /** Minutes held after the last service of the booking (ignored for the others). */
  clientExitDuration: number;
  /** When the employee is busy; empty = busy for the whole duration. */
  parts: AvailabilityServicePart[];
  /** Employees offering the service and their preference for it. */
  employees: Array<{ id: number; preference: Preference }>;
  /** Workplaces offering the service, at any location (filtered by the booking's location); empty = needs none. */
  workplaceIds: number[];
  /** Non-empty = needs one machine of one of these models at the location. */
  machineModelIds: number[];
  /**
   * The service's preferred and non-preferred workplaces and machines (absent = neutral): among the
   * free ones, an any-resource booking gets a preferred one first and a non-preferred one last.
   */
  workplacePreferences?: ResourcePreference[];
  machinePreferences?: ResourcePreference[];
  /**
   * Service executionOrder: in a booking of several services, lower orders are done first; equal
   * orders keep the requested order. Undefined = 0.
   */
  executionOrder?: number;
}

export interface AvailabilityEmployee {
  id: number;
  /** false = no working time at all. */
  timetablesEnabled: boolean;
  /** All timetables of the employee (recurring and exceptional) that may touch the date range. */
  timetables: Timetable[];
  /** Employee-busy intervals (Event start/end of active events, minus excluded events). */
  busy: BusyList;
  /**
   * Busy times of the employee's own private calendar (calendar sync): busy like an event, but a
   * booking refused for one says so (EMPLOYEE_CALENDAR_BUSY), not that someone else booked it.
   */
  calendarBusy?: BusyList;
  /** Workplaces the employee can work at; empty = any. */
  workplaceIds: number[];
  /**
   * Minutes of the shortest service the employee performs: a free piece shorter than it is lost
   * time when slots are ranked. Absent = the shortest requested service.
   */
  shortestServiceMinutes?: number;
  /**
   * The employee's preferred and non-preferred workplaces (absent = neutral): after the service's
   * own preference, the employee gets a preferred workplace first and a non-preferred one last.
   */
  workplacePreferences?: ResourcePreference[];
}

export interface AvailabilityWorkplace {
  id: number;
  locationId: number;
  /** Held intervals (Event customerStart/customerEnd of active events on this workplace). */
  busy: BusyList;
}

export interface AvailabilityMachine {
  id: number;
  machineModelId: number;
  locationId: number;
  /** Held intervals (Event customerStart/customerEnd of active events on this machine). */
  busy: BusyList;
}

/** Everything the engine needs for one request; plain serializable data. */
export interface AvailabilityInput {
  /** Vendor IANA time zone, e.g. 'Europe/Zurich'; all dates and minutes are local to it. */
  timezone: string;
  /** Current instant (epoch ms); nothing starts before it. */
  now: number;
  /** Location of the booking. */
  locationId: number;
  /** First local date 'YYYY-MM-DD' of availableDates (inclusive). */
  dateFrom: string;
  /** Last local date 'YYYY-MM-DD' of availableDates (inclusive). */
  dateTo: string;
  settings: AvailabilitySettings;
  /** Services of the booking, done back to back in execution order (see executionSequence). */
  services: AvailabilityService[];
  /** Employees (at least those offering one of the services). */
  employees: AvailabilityEmployee[];
  /** Workplaces (others than at `locationId` are ignored). */
  workplaces: AvailabilityWorkplace[];
  /** Machines (others than at `locationId` are ignored). */
  machines: AvailabilityMachine[];
  /** Locations with their closedFrom, for closures. */
  locations: LocationClosure[];
  /** Closed dates of the vendor. */
  closedDates: ClosedDate[];
  /** Only this employee (staff choice); takes precedence over the favourite settings. */
  employeeId?: number | null;
  /** The customer's favourite employee: tried first for every service. */
  favoriteEmployeeId?: number | null;
  /** Only the favourite employee (ignored when there is no favourite). */
  favoriteEmployeeOnly?: boolean;
  /** Booked minutes per employee in the range, to pick the least loaded among equals. */
  load?: Record<number, number>;
  /** Bookings per service and local date, keyed `${serviceId}|${date}`, for the daily service limit. */
  serviceDayCounts?: Record<string, number>;
}

/** One service of a slot and who/what does it. */
export interface SlotAssignment {
  serviceId: number;
  employeeId: number;
  workplaceId: number | null;
  machineId: number | null;
  /** Service start (epoch ms). */
  start: number;
  /** Service start + duration. */
  end: number;
  /** Start of the hold of customer, workplace and machine (= start). */
  customerStart: number;
  /** End of the hold: start + duration + break (+ client exit for the last service). */
  customerEnd: number;
  /** Intervals during which the employee is busy (one event per part when saving). */
  parts: Array<[number, number]>;
}

export interface Slot {
  /** Booking start (epoch ms). */
  start: number;
  /** End of the last hold (epoch ms). */
  end: number;
  /** Local 'HH:mm' of the start (a repeated hour on a DST day gives the same label twice). */
  time: string;
  /** UTC offset of the start, '+01:00': tells the two occurrences of a repeated hour apart. */
  offset: string;
  assignments: SlotAssignment[];
  /** One of the day's best times for leaving no unusable gap (availability.rank.ts). */
  recommended: boolean;
}

export interface AvailableDate {
  date: string;
  slotCount: number;
  /** Local 'HH:mm' of every bookable start of the date, in start order. */
  times: string[];
  /** UTC offset of each of those starts ('+02:00' then '+01:00' in a repeated hour). */
  offsets: string[];
  /** Whether each of those starts is recommended (see Slot.recommended). */
  recommended: boolean[];
}

/** Timing of one service of a booking (see the layout at the top of this file). */
export interface ServiceTimeline {
  /** Service start. */
  start: number;
  /** start + duration. */
  end: number;
  /** Hold of customer, workplace and machine: [start, start + duration + break (+ client exit if last)). */
  holdStart: number;
  holdEnd: number;
  /** Employee-busy intervals, one per service part in input order, or [start, end] when the service
   *  has no parts (empty only for a zero-length service). */
  parts: Array<[number, number]>;
}

/** One event the client wants to book, as chosen from a slot. */
export interface RequestedEvent {
  serviceId: number;
  employeeId: number;
  workplaceId?: number | null;
  machineId?: number | null;
  /** Service start (epoch ms). */
  start: number;
}

export type ConflictReason =
  /** The service is not part of the input. */
  | 'UNKNOWN_SERVICE'
  /** The service starts before one with a lower execution order of the same booking. */
  | 'EXECUTION_ORDER'
  /** The employee does not offer the service (or is unknown). */
  | 'EMPLOYEE_NOT_OFFERING'
  /** The employee filter or favourite-only excludes the employee. */
  | 'EMPLOYEE_NOT_ALLOWED'
  /** The booking's start is not on the vendor's slot grid (every slotIntervalMinutes from midnight). */
  | 'OFF_GRID'
  /** The service already has the vendor's daily service limit of bookings that day. */
  | 'DAILY_LIMIT_REACHED'
  /** Starts in the past or within the cancellation notice. */
  | 'TOO_SOON'
  /** Starts on a local date after today + booking period. */
  | 'BEYOND_BOOKING_PERIOD'
  /** Starts before minStart or its hold ends after maxEnd. */
  | 'OUTSIDE_OPENING_HOURS'
  /** The employee does not work at the location for a busy part (timetable, closure). */
  | 'EMPLOYEE_NOT_WORKING'
  /** The employee is busy (existing event or another requested event). */
  | 'EMPLOYEE_BUSY'
  /** The employee's own private calendar is busy then (calendar sync). */
  | 'EMPLOYEE_CALENDAR_BUSY'
  /** Workplaces are enabled, the service needs one and none was given. */
  | 'WORKPLACE_REQUIRED'
  /** Unknown, at another location, not offering the service or not one the employee works at. */
  | 'WORKPLACE_INVALID'
  | 'WORKPLACE_BUSY'
  /** The service needs a machine and none was given. */
  | 'MACHINE_REQUIRED'
  /** Unknown, at another location or of a model the service does not use. */
  | 'MACHINE_INVALID'
  | 'MACHINE_BUSY';

export interface BookingConflict {
  /** Index in the requested list. */
  index: number;
  serviceId: number;
  employeeId: number;
  workplaceId: number | null;
  machineId: number | null;
  start: number;
  reasons: ConflictReason[];
}

/** A prepared engine for one input; reuse it for several dates of the same request. */
export interface AvailabilityEngine {
  /** Bookable slots on one local date, sorted by start. */
  slots(date: string): Slot[];
  /** Number and local times of the bookable slots on one local date. */
  countSlots(date: string): { slotCount: number; times: string[]; recommended: boolean[] };
  /** Dates of [dateFrom, dateTo] with at least one slot, and their slot counts. */
  dates(): AvailableDate[];
  /** Conflicts of a requested booking; empty = bookable. */
  verify(requested: readonly RequestedEvent[]): BookingConflict[];
  /** Event layout (busy parts and holds) of a requested booking, without checking it. */
  plan(requested: readonly RequestedEvent[]): SlotAssignment[];
}
