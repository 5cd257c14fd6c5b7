// The rows the availability loader reads (availability.loader.ts): the vendor's configuration as
// one row of JSON columns, and each request's busy lists and customer facts.
import type { Preference, ResourcePreference, TimetableRange } from '../../scheduling/index.ts';

export interface AvailabilityRequest {
  vendorId: number;
  locationId: number;
  services: { id: number; duration?: number | null }[];
  dateFrom: string;
  dateTo: string;
  employeeId?: number | null;
  favoriteEmployeeOnly?: boolean | null;
  excludeEventIds?: number[] | null;
  /** The customer booking, for favourite employee rules and calculated durations. */
  customerId?: number | null;
  /** Or the logged-in user, whose customer record at the vendor is used. */
  userId?: number | null;
}

export interface ServiceRow {
  id: number;
  duration: number;
  fixedDuration: boolean;
  breakDuration: number;
  clientExitDuration: number;
  executionOrder: number;
  parts: { minutesFromStart: number; duration: number }[];
  employees: { id: number; preference: Preference }[];
  workplaceIds: number[];
  machineModelIds: number[];
  /** The preferred and non-preferred ones only (the others are neutral). */
  workplacePreferences: ResourcePreference[];
  machinePreferences: ResourcePreference[];
}

export interface TimetableRow {
  id: number;
  type: 'RECURRING' | 'EXCEPTIONAL';
  validFrom: string;
  ranges: TimetableRange[];
}

export interface EmployeeRow {
  id: number;
  timetablesEnabled: boolean;
  workplaceIds: number[];
  /** The preferred and non-preferred ones only. */
  workplacePreferences: ResourcePreference[];
  serviceIds: number[];
  timetables: TimetableRow[];
}

/** The vendor's availability configuration, as one row of JSON columns. */
export interface ConfigRow {
  id: number;
  version: number;
  timezone: string;
  workplacesEnabled: boolean;
  machinesEnabled: boolean;
  bookingSlotsPropositionInterval: number;
  minStart: number;
  maxEnd: number;
  cancellationNotice: number;
  availableBookingsInterval: number;
  capacityThreshold: number;
  actualFreeTimeSlotFirstBooking: boolean;
  recommendSlots: boolean;
  dailyServiceLimit: number | null;
  locations: { id: number; closedFrom: string | null }[];
  closedDates: { date: string; locationIds: number[] }[];
  workplaces: { id: number; locationId: number }[];
  machines: { id: number; machineModelId: number; locationId: number }[];
  services: ServiceRow[];
  employees: EmployeeRow[];
}

/** A configuration ready for requests: the row with its lookups, and the dates it covers. */
export interface VendorConfig {
  row: ConfigRow;
  /** Exceptional timetables and closed dates from this date on are included. */
  since: string;
  locations: Map<number, { id: number; closedFrom: string | null }>;
  workplaceLocation: Map<number, number>;
  services: Map<number, ServiceRow>;
}

/**
 * Per-request data in one row: the configuration version, the busy lists as compact text
 * ("kind:id:start,end,start,end;..." in epoch ms, kind 0 employee, 1 workplace, 2 machine: cheaper
 * to decode than arrays or one row per resource), and the customer's facts when asked for.
 */
export interface RequestRow {
  version: number;
  busy: string | null;
  extra: {
    customer: { favoriteEmployeeId: number | null; favoriteEmployeeOnly: boolean } | null;
    history: { serviceId: number; duration: number }[];
    serviceDayCounts: { serviceId: number; date: string; count: number }[];
  } | null;
}
