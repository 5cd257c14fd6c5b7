import { withQuery } from '../../lib/urls.ts';

export const invoicesUrl = (query: Record<string, string | number | undefined> = {}): string =>
  withQuery('/invoices', query);
export const closedBookingsUrl = (query: Record<string, string | number | undefined> = {}): string =>
  withQuery('/bookings/closed', query);
