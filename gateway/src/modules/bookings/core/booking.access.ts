// Who may see a booking or a customer's bookings: staff of its vendor, or the customer it belongs to.
import { type Context, scopedClient } from '../../../context.ts';
import type { AnyDb, VendorDb } from '../../../db/scoped.ts';
import { AuthenticationError, NotFoundError } from '../../../lib/errors.ts';
import { t } from '../../../lib/i18n.ts';
import { Role } from '../../../lib/roles.ts';
import { m } from '../booking.messages.ts';

export const isStaffOf = (ctx: Context, vendorId: number) =>
  ctx.viewer != null && ctx.viewer.vendorId === vendorId && ctx.viewer.role >= Role.staff;

/**
 * The client confined to the vendor a booking is made or seen at. A customer or a guest books and
 * sees bookings at any vendor (no vendor in their token), so the scope is the booking's vendor,
 * once the caller has checked the viewer may act there. Staff of the vendor get their own scope.
 */
export function bookingVendorDb(ctx: Context, vendorId: number): VendorDb {
  return isStaffOf(ctx, vendorId) ? ctx.vendorDb() : scopedClient(ctx.prisma, vendorId);
}

/**
 * The unscoped client for the logged-in user's own bookings at every vendor (their lists filter
 * by the user): the one place a booking read crosses vendors on purpose.
 */
export function ownBookingsAcrossVendorsDb(ctx: Context): AnyDb {
  if (!ctx.viewer) throw new AuthenticationError(t(ctx.lang, 'auth.required'));
  return ctx.prisma;
}

/**
 * The client the availability loader takes: its raw SQL names the vendor in every clause (it serves
 * guests and customers of any vendor), so it is given the raw client.
 */
export function availabilityLoaderDb(ctx: Context) {
  return ctx.prisma;
}

/** A booking the viewer may see: staff of its vendor, or the customer it belongs to. */
export async function findViewableBooking(ctx: Context, id: number) {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationError(t(ctx.lang, 'auth.required'));
  const booking = await ctx.prisma.booking.findUnique({
    where: { id },
    include: {
      customer: { select: { userId: true, email: true, firstname: true, lastname: true, language: true } },
      events: { orderBy: [{ start: 'asc' }, { id: 'asc' }] },
      vendor: { select: { id: true, timezone: true, publicName: true, cancellationNotice: true } },
    },
  });
  if (!booking || !(isStaffOf(ctx, booking.vendorId) || booking.customer?.userId === viewer.userId)) {
    throw new NotFoundError(m(ctx.lang, 'notFound'));
  }
  return booking;
}

/** The staff's customer, or the customer record of the logged-in user; otherwise not found. */
export async function customerForViewer(ctx: Context, customerId: number) {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationError(t(ctx.lang, 'auth.required'));
  const customer = await ctx.prisma.customer.findUnique({ where: { id: customerId } });
  if (!customer || !(isStaffOf(ctx, customer.vendorId) || customer.userId === viewer.userId)) {
    throw new NotFoundError(t(ctx.lang, 'notFound.customer'));
  }
  return customer;
}

/** Hold of the whole booking: first start and last end of its events. */
export function bookingTimes(events: readonly { customerStart: Date; customerEnd: Date }[]) {
  if (!events.length) return { start: null, end: null };
  let start = events[0]!.customerStart;
  let end = events[0]!.customerEnd;
  for (const e of events) {
    if (e.customerStart < start) start = e.customerStart;
    if (e.customerEnd > end) end = e.customerEnd;
  }
  return { start, end };
}
