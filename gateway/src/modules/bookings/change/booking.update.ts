// Moving a booking or changing its services: its own events do not conflict with the new ones.
import type { Context } from '../../../context.ts';
import { ConflictError, ForbiddenError } from '../../../lib/errors.ts';
import { t } from '../../../lib/i18n.ts';
import { recordChange } from '../../changes/index.ts';
import { findViewableBooking, isStaffOf } from '../core/booking.access.ts';
import { assertCalendarUnlocked } from '../../booking-core/index.ts';
import { m } from '../booking.messages.ts';
import { type BookingEventRequest, checkRequest, refusal } from '../core/booking.verify.ts';
import { eventRowsFor, invoiceLinesFor, lockedWrite } from '../core/booking.write.ts';

export interface UpdateBookingRequest {
  events: BookingEventRequest[];
  comment?: string | null;
  privateComment?: string | null;
  /** Tell the customer by e-mail. */
  email?: boolean | null;
}

export async function updateBooking(ctx: Context, id: number, input: UpdateBookingRequest) {
  const booking = await findViewableBooking(ctx, id);
  if (!isStaffOf(ctx, booking.vendorId)) throw new ForbiddenError(t(ctx.lang, 'auth.forbidden'));
  if (booking.status !== 'OPEN') throw new ConflictError(m(ctx.lang, 'notOpen'));
  const old = booking.events;
  const checked = await checkRequest(
    ctx,
    booking.vendor,
    booking.locationId,
    booking.customerId,
    input.events,
    true,
    old.map((e) => e.id),
  );
  if (checked.conflicts.length) throw refusal(ctx, checked.conflicts, input.events.length);
  await assertCalendarUnlocked(ctx, booking.vendorId, [
    ...old.map((e) => e.customerStart),
    ...checked.requested.map((r) => r.start),
  ]);
  // Staff only (checked above): their vendor's scope.
  const db = ctx.vendorDb();
  const [eventRows, { lines, total }, invoice] = await Promise.all([
    eventRowsFor(db, checked, booking.locationId, true),
    invoiceLinesFor(ctx, db, checked),
    db.invoice.findUnique({ where: { bookingId: id }, include: { payments: true } }),
  ]);
  const customer = booking.customer;
  const times = (events: readonly { customerStart: Date | string; customerEnd: Date | string }[]) =>
    events
      .map((e) => `${new Date(e.customerStart).getTime()}-${new Date(e.customerEnd).getTime()}`)
      .sort()
      .join();
  const moved = times(old) !== times(eventRows);
  const updated = await lockedWrite(ctx, db, [...old, ...eventRows], input.events.length, async (tx) => {
    await tx.event.deleteMany({ where: { bookingId: id } });
    await tx.event.createMany({ data: eventRows.map((e) => ({ ...e, vendorId: booking.vendorId, bookingId: id })) });
    await tx.booking.update({
      where: { id },
      data: {
        ...(input.comment != null ? { comment: input.comment } : {}),
        ...(input.privateComment != null ? { privateComment: input.privateComment } : {}),
        // A new time: the calendar entry's SEQUENCE goes up and the links sent so far stop working.
        ...(moved ? { manageVersion: { increment: 1 } } : {}),
      },
    });
    // Lines follow the services while nothing is paid.
    if (invoice && invoice.payments.length === 0) {
      await tx.invoiceLine.deleteMany({ where: { invoiceId: invoice.id } });
      await tx.invoice.update({
        where: { id: invoice.id },
        data: { total, balance: total, lines: { create: lines } },
      });
    }
    const saved = await tx.booking.findUniqueOrThrow({ where: { id }, include: { events: true } });
    await recordChange(tx, ctx, booking.vendorId, {
      type: moved ? 'booking.moved' : 'booking.updated',
      subjectId: id,
      data: { removed: old, added: saved.events, notify: !!input.email && !!customer?.email },
    });
    return saved;
  });
  return updated;
}
