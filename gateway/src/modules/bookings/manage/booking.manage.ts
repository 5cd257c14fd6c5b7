// A booking changed by its customer from the manage link (no login): cancelled, or moved to
// another offered slot. The same rules as a customer's own booking: outside the vendor's
// cancellation notice only, and a move goes through the verification of a new booking (public
// rules, same services) and the same resource locks and race handling. Its changes are the
// customer's, through the manage link: they have the same effects as from any other door.
import { type Context, scopedClient } from '../../../context.ts';
import { now } from '../../../lib/clock.ts';
import { ConflictError, ValidationError } from '../../../lib/errors.ts';
import { t } from '../../../lib/i18n.ts';
import { recordChange } from '../../changes/index.ts';
import { bookingTimes } from '../core/booking.access.ts';
import { m } from '../booking.messages.ts';
import { type BookingEventRequest, checkRequest, refusal } from '../core/booking.verify.ts';
import { eventRowsFor, invoiceLinesFor, lockedWrite } from '../core/booking.write.ts';

/** The booking a manage link names, with what its page shows. */
export async function loadLinkedBooking(ctx: Context, id: number) {
  return ctx.prisma.booking.findUnique({
    where: { id },
    include: {
      customer: { select: { id: true, email: true, firstname: true, lastname: true, language: true } },
      events: { orderBy: [{ start: 'asc' }, { id: 'asc' }] },
      vendor: true,
      location: true,
    },
  });
}

export type LinkedBooking = NonNullable<Awaited<ReturnType<typeof loadLinkedBooking>>>;

/** Why the customer cannot change the booking now, or null when they can. */
export function linkChangeRefusal(
  ctx: Context,
  booking: LinkedBooking,
  at = now().getTime(),
  /** A booking awaiting the salon's confirmation can be cancelled, not moved. */
  cancelling = false,
): string | null {
  if (booking.status !== 'OPEN' && !(cancelling && booking.status === 'PENDING')) return m(ctx.lang, 'notOpen');
  const { start } = bookingTimes(booking.events.filter((e) => e.active));
  if (!start || start.getTime() <= at) return m(ctx.lang, 'cancelPast');
  const hours = booking.vendor.cancellationNotice;
  if (start.getTime() - at < hours * 3_600_000) return m(ctx.lang, 'cancelNotice', { hours });
  return null;
}

/** Changes made with the link are the customer's, through the manage link. */
const BY_LINK = { door: 'manageLink', actor: 'customer' } as const;

export async function cancelLinkedBooking(ctx: Context, booking: LinkedBooking) {
  const refused = linkChangeRefusal(ctx, booking, now().getTime(), true);
  if (refused) throw new ConflictError(refused);
  const db = scopedClient(ctx.prisma, booking.vendorId);
  await db.$transaction(async (tx) => {
    // Guarded by status, so two cancellations at once do not both pass.
    const { count } = await tx.booking.updateMany({
      where: { id: booking.id, status: { in: ['OPEN', 'PENDING'] } },
      data: { status: 'CANCELED', closedAt: now(), canceledByCustomer: true },
    });
    if (count === 0) throw new ConflictError(m(ctx.lang, 'notOpen'));
    await tx.event.updateMany({ where: { bookingId: booking.id }, data: { active: false } });
    await recordChange(tx, ctx, booking.vendorId, {
      type: 'booking.canceled',
      subjectId: booking.id,
      data: { removed: booking.events.filter((e) => e.active) },
      ...BY_LINK,
    });
  });
}

/** Moves the booking to the offered slot `events` (the same services); returns its new version. */
export async function moveLinkedBooking(ctx: Context, booking: LinkedBooking, events: BookingEventRequest[]) {
  const refused = linkChangeRefusal(ctx, booking);
  if (refused) throw new ConflictError(refused);
  const old = booking.events.filter((e) => e.active);
  const same = (ids: number[]) => ids.sort((a, b) => a - b).join();
  if (same(events.map((e) => e.serviceId)) !== same(old.filter((e) => e.serviceId != null).map((e) => e.serviceId!))) {
    throw new ValidationError(t(ctx.lang, 'form.errors'), {
      events: { invalid: t(ctx.lang, 'validation.invalid') },
    });
  }
  const checked = await checkRequest(
    ctx,
    booking.vendor,
    booking.locationId,
    booking.customerId,
    events,
    false,
    booking.events.map((e) => e.id),
  );
  if (checked.conflicts.length) throw refusal(ctx, checked.conflicts, events.length);
  const db = scopedClient(ctx.prisma, booking.vendorId);
  const [eventRows, { lines, total }, invoice] = await Promise.all([
    eventRowsFor(db, checked, booking.locationId, false),
    invoiceLinesFor(ctx, db, checked),
    db.invoice.findUnique({ where: { bookingId: booking.id }, include: { payments: true } }),
  ]);
  const updated = await lockedWrite(ctx, db, [...old, ...eventRows], events.length, async (tx) => {
    const { count } = await tx.booking.updateMany({
      where: { id: booking.id, status: 'OPEN', manageVersion: booking.manageVersion },
      data: { manageVersion: { increment: 1 } },
    });
    // Cancelled or moved meanwhile (another tab, the salon): refuse rather than overwrite.
    if (count === 0) throw new ConflictError(m(ctx.lang, 'notOpen'));
    await tx.event.deleteMany({ where: { bookingId: booking.id } });
    await tx.event.createMany({
      data: eventRows.map((e) => ({ ...e, vendorId: booking.vendorId, bookingId: booking.id })),
    });
    if (invoice && invoice.payments.length === 0) {
      await tx.invoiceLine.deleteMany({ where: { invoiceId: invoice.id } });
      await tx.invoice.update({
        where: { id: invoice.id },
        data: { total, balance: total, lines: { create: lines } },
      });
    }
    const saved = await tx.booking.findUniqueOrThrow({ where: { id: booking.id }, include: { events: true } });
    await recordChange(tx, ctx, booking.vendorId, {
      type: 'booking.moved',
      subjectId: booking.id,
      data: { removed: old, added: saved.events },
      ...BY_LINK,
    });
    return saved;
  });
  return updated;
}
