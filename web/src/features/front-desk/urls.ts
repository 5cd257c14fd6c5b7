import { withQuery } from '../../lib/urls.ts';

/** What a new booking starts from (the calendar's clicked time and resource). */
export interface BookingAddParams {
  date?: string;
  time?: string;
  employeeId?: number;
  workplaceId?: number;
  machineId?: number;
  locationId?: number;
  customerId?: number;
}

export const bookingAddUrl = (params: BookingAddParams = {}): string => withQuery('/bookings/add', { ...params });
export const bookingEditUrl = (id: number | string): string => withQuery('/bookings/edit', { id });
export const bookingConfirmationUrl = (id: number | string): string => withQuery('/bookings/confirmation', { id });
/** Checking a customer out: close the booking as executed or no-show, with its invoice and payments. */
export const bookingCloseUrl = (id: number | string): string => withQuery('/bookings/close', { id });
