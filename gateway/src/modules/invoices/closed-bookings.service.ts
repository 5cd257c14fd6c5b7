// The staff lists of closed bookings and invoices (spec "Other screens"), filtered by period,
// location, employee and status. Periods are days in the vendor's time zone.
import moment from 'moment-timezone';
import type { Context } from '../../context.ts';
import type { AnyDb } from '../../db/scoped.ts';
import type { BookingStatus, InvoiceStatus, Prisma } from '../../generated/prisma/client.ts';
import { ValidationError } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import { isValidDate } from '../../scheduling/index.ts';
import { PAGE_SIZES, paginate } from '../common/index.ts';

/** The time zone of a period when no vendor is named (a customer's invoices across salons). */
const DEFAULT_TIMEZONE = 'Europe/Zurich';

export interface MoneyFilters {
  dateFrom?: string | null;
  dateTo?: string | null;
  locationId?: number | null;
  employeeId?: number | null;
}

/**
 * [start, end) instants of a period of days in a vendor's time zone (the staff's vendor, or the one
 * `db` is scoped to with its id; none named: a customer's invoices across salons); open ends stay open.
 */
export async function periodOf(
  ctx: Context,
  args: MoneyFilters,
  vendor: { db: AnyDb; id: number } | null = { db: ctx.vendorDb(), id: ctx.vendorId() },
): Promise<{ gte?: Date; lt?: Date } | null> {
  if (!args.dateFrom && !args.dateTo) return null;
  for (const [field, value] of [
    ['date_from', args.dateFrom],
    ['date_to', args.dateTo],
  ] as const) {
    if (value && !isValidDate(value)) {
      throw new ValidationError(t(ctx.lang, 'form.errors'), {
        [field]: { invalid: t(ctx.lang, 'validation.invalid') },
      });
    }
  }
  const row = vendor
    ? await vendor.db.vendor.findUnique({ where: { id: vendor.id }, select: { timezone: true } })
    : null;
  const tz = row?.timezone ?? DEFAULT_TIMEZONE;
  return {
    ...(args.dateFrom ? { gte: moment.tz(args.dateFrom, tz).startOf('day').toDate() } : {}),
    ...(args.dateTo ? { lt: moment.tz(args.dateTo, tz).add(1, 'day').startOf('day').toDate() } : {}),
  };
}

/** Closed bookings (executed, no-show or canceled), latest closed first. */
export async function listClosedBookings(
  ctx: Context,
  args: MoneyFilters & { page?: number | null; limit?: number | null; status?: BookingStatus | null },
) {
  const period = await periodOf(ctx, args);
  const where: Prisma.BookingWhereInput = {
    status: args.status && args.status !== 'OPEN' ? args.status : { in: ['EXECUTED', 'NO_SHOW', 'CANCELED'] },
    ...(args.locationId ? { locationId: args.locationId } : {}),
  };
  const events: Prisma.EventWhereInput = {
    ...(args.employeeId ? { employeeId: args.employeeId } : {}),
    ...(period ? { start: period } : {}),
  };
  if (Object.keys(events).length) where.events = { some: events };
  const db = ctx.vendorDb();
  return paginate(
    args,
    PAGE_SIZES.default,
    () => db.booking.count({ where }),
    (w) =>
      db.booking.findMany({ ...w, where, orderBy: [{ closedAt: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }] }),
  );
}

/** Where clause of the staff invoice list's location and employee filters (through the booking). */
export function invoiceBookingFilter(args: MoneyFilters): Prisma.InvoiceWhereInput {
  const booking: Prisma.BookingWhereInput = {
    ...(args.locationId ? { locationId: args.locationId } : {}),
    ...(args.employeeId ? { events: { some: { employeeId: args.employeeId } } } : {}),
  };
  return Object.keys(booking).length ? { booking } : {};
}

export type { InvoiceStatus };
