// Creating a booking: verified against the engine, then saved in one SQL statement under the
// resources' locks (booking.insert.ts); the database's exclusion constraints are the last line
// against a race. Everything the statement needs (event rows, invoice lines) is prepared before
// it, so the locks are held only for the inserts. What follows (the confirmation, webhooks,
// calendar sync, live calendars, team chat) follows its booking.created change.
import type { Context } from '../../../context.ts';
import {
  AuthenticationError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../../lib/errors.ts';
import { t } from '../../../lib/i18n.ts';
import { Role } from '../../../lib/roles.ts';
import { noteChange, originOf } from '../../changes/index.ts';
import type { MessageCustomer } from '../../notifications/index.ts';
import { bookingVendorDb } from '../core/booking.access.ts';
import { m } from '../booking.messages.ts';
import { customerForUser } from '../core/booking.customer.ts';
import { assertCalendarUnlocked } from '../../booking-core/index.ts';
import { phaseTimer } from './booking.timing.ts';
import { checkRequest, type CreateBookingRequest, refusal } from '../core/booking.verify.ts';
import { bookingWriteData } from '../core/booking.data.ts';
import { insertBooking } from './booking.insert.ts';
import { mustBeConfirmed } from '../core/booking.held.ts';
import { eventRowsFor, guardedWrite, invoiceLinesFor } from '../core/booking.write.ts';

export async function createBooking(ctx: Context, input: CreateBookingRequest, source?: 'EXPRESS') {
  const timer = phaseTimer(ctx);
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationError(t(ctx.lang, 'auth.required'));
  if (!input.events.length) {
    throw new ValidationError(t(ctx.lang, 'booking.noEvents'), {
      events: { required: t(ctx.lang, 'validation.required') },
    });
  }
  // Customers and guests book at any vendor: the scope is the booking's vendor.
  const db = bookingVendorDb(ctx, input.vendorId);
  const vendor = await db.vendor.findUnique({
    where: { id: input.vendorId },
    include: { legalConditions: true },
  });
  if (!vendor) throw new NotFoundError(t(ctx.lang, 'notFound.vendor'));
  // Spec §4: new bookings only in live mode, from staff as from customers.
  if (!vendor.liveMode) throw new ConflictError(m(ctx.lang, 'notLive'));
  const asStaff = viewer.vendorId === vendor.id && viewer.role >= Role.staff;
  const express = source === 'EXPRESS';
  if (express && !asStaff) throw new ForbiddenError(t(ctx.lang, 'auth.forbidden'));

  // Staff book for a customer of their vendor (express bookings may have none: a walk-in);
  // anyone else books for themselves.
  let customer: (MessageCustomer & { id: number }) | undefined;
  if (asStaff) {
    if (input.customerId) {
      customer =
        (await db.customer.findUnique({
          where: { id: input.customerId },
          include: { user: { select: { language: true } } },
        })) ?? undefined;
      if (!customer) throw new NotFoundError(t(ctx.lang, 'notFound.customer'));
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
    customer = await customerForUser(ctx, db, vendor.id, viewer.userId);
  }
  const customerId = customer?.id ?? null;
  // An online booking by a customer with too many no-shows waits for the salon's confirmation.
  const held = !asStaff && customerId != null && (await mustBeConfirmed(db, vendor, customerId));
  timer.mark('prepare');

  const checked = await checkRequest(ctx, vendor, input.locationId, customerId, input.events, asStaff);
  if (checked.conflicts.length) throw refusal(ctx, checked.conflicts, input.events.length);
  timer.mark('verify');
  // The services' parts, prices and names and the location, in one read; the calendar lock check
  // beside it.
  const [, loaded] = await Promise.all([
    assertCalendarUnlocked(
      ctx,
      vendor,
      checked.requested.map((r) => r.start),
    ),
    bookingWriteData(
      db,
      vendor.id,
      checked.requested.map((r) => r.serviceId),
      checked.day,
      input.locationId,
    ),
  ]);
  const [eventRows, { lines, total }] = await Promise.all([
    eventRowsFor(db, checked, input.locationId, asStaff, loaded.parts),
    invoiceLinesFor(ctx, db, checked, loaded),
  ]);
  const legalConditions = (input.legalConditions ?? []).filter((c) =>
    vendor.legalConditions.some((l) => l.id === c.id),
  );
  timer.mark('rows');

  const { booking, changeId } = await guardedWrite(ctx, input.events.length, () =>
    insertBooking(db, {
      vendorId: vendor.id,
      customerId,
      locationId: input.locationId,
      source: express ? 'EXPRESS' : asStaff ? 'STAFF' : 'PUBLIC',
      status: held ? 'PENDING' : 'OPEN',
      comment: input.comment ?? '',
      privateComment: asStaff ? (input.privateComment ?? '') : '',
      createdByUserId: viewer.userId || null,
      legalConditions,
      events: eventRows,
      invoice: { total, lines },
      origin: originOf(ctx),
    }),
  );
  noteChange(ctx, changeId, vendor.id);
  timer.mark('tx');
  timer.done('createBooking');
  ctx.app.metrics.bookingCreated(express ? 'EXPRESS' : asStaff ? 'STAFF' : 'PUBLIC');
  return booking;
}
