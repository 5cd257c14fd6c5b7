// Bookings held for the salon's confirmation: an online booking by a customer with at least the
// vendor's `requireConfirmationAboveNoShows` no-shows in the last 12 months is saved PENDING (its
// time is held; the rule is core/booking.held.ts); staff confirm it (OPEN) or cancel it. Staff
// bookings are never held. What follows the confirmation (the customer's e-mail, webhooks, live
// calendars) follows its booking.confirmed change.
import type { Context } from '../../../context.ts';
import { ConflictError, NotFoundError } from '../../../lib/errors.ts';
import { recordChange } from '../../changes/index.ts';
import { findViewableBooking, isStaffOf } from '../core/booking.access.ts';
import { m } from '../booking.messages.ts';
import { assertTransition } from '../../booking-core/index.ts';

/** Staff confirm a held booking: PENDING becomes OPEN, and the customer is told it is confirmed. */
export async function confirmBooking(ctx: Context, id: number) {
  const booking = await findViewableBooking(ctx, id);
  if (!isStaffOf(ctx, booking.vendorId)) throw new NotFoundError(m(ctx.lang, 'notFound'));
  if (booking.status !== 'PENDING') throw new ConflictError(m(ctx.lang, 'notPending'));
  assertTransition(booking.status, 'OPEN', ctx.lang);
  await ctx.vendorDb().$transaction(async (tx) => {
    // Guarded by status, so a confirmation and a cancellation at once do not both pass.
    const { count } = await tx.booking.updateMany({ where: { id, status: 'PENDING' }, data: { status: 'OPEN' } });
    if (count === 0) throw new ConflictError(m(ctx.lang, 'notPending'));
    await recordChange(tx, ctx, booking.vendorId, {
      type: 'booking.confirmed',
      subjectId: id,
      data: { updated: booking.events.filter((e) => e.active) },
    });
  });
  return booking;
}
