// Cancelling a booking: customers their own, in the future and outside the cancellation notice;
// staff any of their vendor's. The events become inactive, so the time is free again; what follows
// (the customer's e-mail, webhooks, calendars) follows its booking.canceled change.
import type { Context } from '../../../context.ts';
import type { BookingStatus } from '../../../generated/prisma/client.ts';
import { ConflictError } from '../../../lib/errors.ts';
import { recordChange } from '../../changes/index.ts';
import { bookingTimes, bookingVendorDb, findViewableBooking, isStaffOf } from '../core/booking.access.ts';
import { assertCalendarUnlocked, assertTransition } from '../../booking-core/index.ts';
import { m } from '../booking.messages.ts';
import { nowMs } from '../../../lib/clock.ts';

/** Why the viewer cannot cancel the booking now, or null when they can. */
export function cancelRefusal(
  ctx: Context,
  booking: {
    vendorId: number;
    status: BookingStatus;
    events: { customerStart: Date; customerEnd: Date }[];
    vendor: { cancellationNotice: number };
  },
  now = nowMs(),
): string | null {
  if (booking.status !== 'OPEN' && booking.status !== 'PENDING') return m(ctx.lang, 'notOpen');
  const { start } = bookingTimes(booking.events);
  if (isStaffOf(ctx, booking.vendorId)) return null;
  if (!start || start.getTime() <= now) return m(ctx.lang, 'cancelPast');
  const hours = booking.vendor.cancellationNotice;
  if (start.getTime() - now < hours * 3_600_000) return m(ctx.lang, 'cancelNotice', { hours });
  return null;
}

/**
 * Cancels a booking. `byCustomer`: staff cancel at the customer's request (a customer's own
 * cancellation always is); within the cancellation notice it counts as a late cancellation.
 */
export async function cancelBooking(
  ctx: Context,
  id: number,
  message?: string | null,
  now = nowMs(),
  byCustomer = false,
) {
  const booking = await findViewableBooking(ctx, id);
  const asStaff = isStaffOf(ctx, booking.vendorId);
  const refused = cancelRefusal(ctx, booking, now);
  if (refused) throw new ConflictError(refused);
  await assertCalendarUnlocked(
    ctx,
    booking.vendorId,
    booking.events.map((e) => e.customerStart),
    now,
  );
  assertTransition(booking.status, 'CANCELED', ctx.lang);
  await bookingVendorDb(ctx, booking.vendorId).$transaction(async (tx) => {
    // Guarded by status, so two cancellations at once do not both pass.
    const { count } = await tx.booking.updateMany({
      where: { id, status: { in: ['OPEN', 'PENDING'] } },
      data: {
        status: 'CANCELED',
        cancelMessage: message?.trim() || null,
        closedAt: new Date(now),
        canceledByCustomer: !asStaff || byCustomer,
      },
    });
    if (count === 0) throw new ConflictError(m(ctx.lang, 'notOpen'));
    await tx.event.updateMany({ where: { bookingId: id }, data: { active: false } });
    // Inactive events leave the calendar: for it they are removed.
    await recordChange(tx, ctx, booking.vendorId, {
      type: 'booking.canceled',
      subjectId: id,
      data: { removed: booking.events.filter((e) => e.active), message: message?.trim() || null },
    });
  });
  return booking;
}
