// Creating a booking: verified against the engine, then saved in one transaction under the
// resources' locks; the database's exclusion constraints are the last line against a race.
import type { Context } from '../../context.ts';
import { AuthenticationError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import { Role } from '../../lib/roles.ts';
import { publishEventChanges } from '../events/event.publish.ts';
import { queueBookingConfirmation } from '../notifications/booking-emails.ts';
import { postNewBooking } from '../vendors/chat.service.ts';
import { customerForUser } from './booking.customer.ts';
import { assertCalendarUnlocked } from './booking.lock.ts';
import { checkRequest, type CreateBookingRequest, refusal } from './booking.verify.ts';
import { eventRowsFor, invoiceLinesFor, lockedWrite } from './booking.write.ts';

export async function createBooking(ctx: Context, input: CreateBookingRequest, source?: 'EXPRESS') {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationError(t(ctx.lang, 'auth.required'));
  if (!input.events.length) {
    throw new ValidationError(t(ctx.lang, 'booking.noEvents'), {
      events: { required: t(ctx.lang, 'validation.required') },
    });
  }
  const vendor = await ctx.prisma.vendor.findUnique({
    where: { id: input.vendorId },
    include: { legalConditions: true },
  });
  if (!vendor) throw new NotFoundError(t(ctx.lang, 'notFound.vendor'));
  const asStaff = viewer.vendorId === vendor.id && viewer.role >= Role.staff;
  const express = source === 'EXPRESS';
  if (express && !asStaff) throw new ForbiddenError(t(ctx.lang, 'auth.forbidden'));

  // Staff book for a customer of their vendor (express bookings may have none: a walk-in);
  // anyone else books for themselves.
  let customerId: number | null = null;
  if (asStaff) {
    if (input.customerId) {
      const customer = await ctx.vendorDb().customer.findUnique({ where: { id: input.customerId } });
      if (!customer) throw new NotFoundError(t(ctx.lang, 'notFound.customer'));
      customerId = customer.id;
    } else if (!express) {
      throw new ValidationError(t(ctx.lang, 'booking.customerRequired'), {
        customer_id: { required: t(ctx.lang, 'validation.required') },
      });
    }
  } else {
    const required = vendor.legalConditions.filter((c) => c.required);
    const accepted = new Set((input.legalConditions ?? []).filter((c) => c.accepted).map((c) => c.id));
    if (required.some((c) => !accepted.has(c.id))) {
      throw new ValidationError(t(ctx.lang, 'booking.legalConditions'), {
        legal_conditions: { required: t(ctx.lang, 'booking.legalConditions') },
      });
    }
    customerId = (await customerForUser(ctx, vendor.id, viewer.userId)).id;
  }

  const checked = await checkRequest(ctx, vendor, input.locationId, customerId, input.events, asStaff);
  if (checked.conflicts.length) throw refusal(ctx, checked.conflicts, input.events.length);
  await assertCalendarUnlocked(
    ctx,
    vendor.id,
    checked.requested.map((r) => r.start),
  );
  const eventRows = await eventRowsFor(ctx, checked, input.locationId, asStaff);
  const { lines, total } = await invoiceLinesFor(ctx, checked);

  const booking = await lockedWrite(ctx, checked.requested, input.events.length, async (tx) => {
    const created = await tx.booking.create({
      data: {
        vendorId: vendor.id,
        customerId,
        locationId: input.locationId,
        source: express ? 'EXPRESS' : asStaff ? 'STAFF' : 'PUBLIC',
        comment: input.comment ?? '',
        privateComment: asStaff ? (input.privateComment ?? '') : '',
        createdByUserId: viewer.userId,
        legalConditions: {
          create: (input.legalConditions ?? [])
            .filter((c) => vendor.legalConditions.some((l) => l.id === c.id))
            .map((c) => ({ legalConditionId: c.id, accepted: c.accepted })),
        },
      },
    });
    await tx.event.createMany({
      data: eventRows.map((e) => ({ ...e, vendorId: vendor.id, bookingId: created.id })),
    });
    await tx.invoice.create({
      data: {
        vendorId: vendor.id,
        bookingId: created.id,
        customerId,
        total,
        balance: total,
        lines: { create: lines },
      },
    });
    // The customer's confirmation, in their language, exists only if the booking does.
    await queueBookingConfirmation(tx, created.id);
    return tx.booking.findUniqueOrThrow({ where: { id: created.id }, include: { events: true } });
  });
  await publishEventChanges(ctx.app, 'CREATED', booking.events);
  // Told to the vendor's team chat by this process only, after the commit; never fails the booking.
  void postNewBooking(ctx.app, vendor, booking.id);
  return booking;
}
