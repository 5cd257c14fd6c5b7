// Deleting a booking with its events and its unpaid invoice (staff of its vendor).
import type { Context } from '../../../context.ts';
import { ConflictError, ForbiddenError } from '../../../lib/errors.ts';
import { t } from '../../../lib/i18n.ts';
import { recordChange } from '../../changes/index.ts';
import { findViewableBooking, isStaffOf } from '../core/booking.access.ts';
import { m } from '../booking.messages.ts';

export async function deleteBooking(ctx: Context, id: number) {
  const booking = await findViewableBooking(ctx, id);
  if (!isStaffOf(ctx, booking.vendorId)) throw new ForbiddenError(t(ctx.lang, 'auth.forbidden'));
  const db = ctx.vendorDb();
  const invoice = await db.invoice.findUnique({ where: { bookingId: id }, include: { payments: true } });
  if (invoice?.payments.length) throw new ConflictError(m(ctx.lang, 'hasPayments'));
  await db.$transaction(async (tx) => {
    if (invoice) await tx.invoice.delete({ where: { id: invoice.id } });
    await tx.booking.delete({ where: { id } });
    await recordChange(tx, ctx, booking.vendorId, {
      type: 'booking.deleted',
      subjectId: id,
      data: { removed: booking.events.filter((e) => e.active) },
    });
  });
  return { id };
}
