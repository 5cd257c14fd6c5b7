// Creating a booking: verified against the engine, then saved in one transaction; the database's
// exclusion constraints are the last line against a race for the same slot.
import moment from 'moment-timezone';
import type { Context } from '../../context.ts';
import {
  type BookingStatus,
  type Prisma,
  Prisma as PrismaSql,
  type PrismaClient,
} from '../../generated/prisma/client.ts';
import {
  AuthenticationError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../lib/errors.ts';
import { type Lang, t } from '../../lib/i18n.ts';
import { Role } from '../../lib/roles.ts';
import { type BookingConflict, type ConflictReason, serviceTimeline, verifyBooking } from '../../scheduling/index.ts';
import { loadAvailabilityInput } from '../availability/availability.loader.ts';
import { publishEventChanges } from '../events/event.publish.ts';
import { serviceLines } from '../invoices/invoice.lines.ts';
import { invoiceTotal } from '../invoices/invoice.math.ts';
import { queueBookingCancellation, queueBookingConfirmation } from '../notifications/booking-emails.ts';
import { queueEmail } from '../notifications/mailer.ts';
import { m } from './booking.messages.ts';

export interface BookingEventRequest {
  serviceId: number;
  employeeId: number;
  workplaceId?: number | null;
  machineId?: number | null;
  start?: Date | null;
  /** Wall-clock "YYYY-MM-DD HH:mm" in the vendor's time zone, instead of start. */
  localStart?: string | null;
}

export interface CreateBookingRequest {
  vendorId: number;
  locationId: number;
  customerId?: number | null;
  comment?: string | null;
  privateComment?: string | null;
  events: BookingEventRequest[];
  legalConditions?: { id: number; accepted: boolean }[] | null;
}

/** True for a PostgreSQL exclusion violation (SQLSTATE 23P01), however the driver wraps it. */
export function isOverlapViolation(error: unknown): boolean {
  return errorMatches(error, /23P01|no_overlap|exclusion constraint/i);
}

/** True for a deadlock (PostgreSQL 40P01, Prisma P2034): two bookings' inserts waiting on each other's rows. */
export function isDeadlock(error: unknown): boolean {
  return errorMatches(error, /40P01|P2034|deadlock/i);
}

function errorMatches(error: unknown, pattern: RegExp): boolean {
  const seen = new Set<unknown>();
  const visit = (e: unknown): boolean => {
    if (!e || typeof e !== 'object' || seen.has(e)) return false;
    seen.add(e);
    const text = `${(e as { message?: string }).message ?? ''} ${(e as { code?: string }).code ?? ''}`;
    if (pattern.test(text)) return true;
    return Object.values(e as Record<string, unknown>).some(visit) || visit((e as { cause?: unknown }).cause);
  };
  return visit(error);
}

const slotTaken = (ctx: Context, count: number) =>
  new ConflictError(t(ctx.lang, count > 1 ? 'booking.slotsTaken' : 'booking.slotTaken'));

export interface UpdateBookingRequest {
  events: BookingEventRequest[];
  comment?: string | null;
  privateComment?: string | null;
  /** Tell the customer by e-mail. */
  email?: boolean | null;
}

type Vendor = { id: number; timezone: string; publicName: string };

/** Parses the requested events, loads the engine's data and verifies them (own events excluded). */
async function checkRequest(
  ctx: Context,
  vendor: Vendor,
  locationId: number,
  customerId: number | null,
  events: readonly BookingEventRequest[],
  asStaff: boolean,
  excludeEventIds: number[] = [],
) {
  if (!events.length) {
    throw new ValidationError(t(ctx.lang, 'booking.noEvents'), {
      events: { required: t(ctx.lang, 'validation.required') },
    });
  }
  const tz = vendor.timezone;
  const requested = events.map((e, index) => {
    const start = e.start ? e.start.getTime() : moment.tz(e.localStart ?? '', 'YYYY-MM-DD HH:mm', true, tz).valueOf();
    if (!Number.isFinite(start)) {
      throw new ValidationError(t(ctx.lang, 'form.errors'), {
        [`events.${index}.start`]: { invalid: t(ctx.lang, 'validation.invalid') },
      });
    }
    return {
      serviceId: e.serviceId,
      employeeId: e.employeeId,
      workplaceId: e.workplaceId ?? null,
      machineId: e.machineId ?? null,
      start,
    };
  });
  const dates = requested.map((r) => moment.tz(r.start, tz).format('YYYY-MM-DD')).sort();
  const data = await loadAvailabilityInput(ctx.prisma, ctx.lang, {
    vendorId: vendor.id,
    locationId,
    services: requested.map((r) => ({ id: r.serviceId })),
    dateFrom: dates[0]!,
    dateTo: dates.at(-1)!,
    customerId,
    excludeEventIds,
  });
  let ignored = new Set<ConflictReason>();
  // Staff may book inside the cancellation notice and with any employee; customers may not.
  if (asStaff) {
    data.settings = { ...data.settings, cancellationNoticeHours: 0, bookingPeriodDays: 0 };
    data.favoriteEmployeeOnly = false;
    data.favoriteEmployeeId = null;
    const employee = ctx.viewer?.employeeId
      ? await ctx.prisma.employee.findUnique({ where: { id: ctx.viewer.employeeId } })
      : null;
    if (ctx.viewer!.role >= Role.admin || employee?.canCreateBookingsOutOfTimetables) {
      ignored = new Set(['EMPLOYEE_NOT_WORKING', 'OUTSIDE_OPENING_HOURS', 'TOO_SOON']);
    }
  }
  const conflicts = verifyBooking(data, requested)
    .map((c) => ({ ...c, reasons: c.reasons.filter((r) => !ignored.has(r)) }))
    .filter((c) => c.reasons.length > 0);
  return { requested, data, conflicts, day: new Date(`${dates[0]}T00:00:00Z`) };
}

type Checked = Awaited<ReturnType<typeof checkRequest>>;

/** Event rows of a verified request (one per service part), without booking and vendor. */
async function eventRowsFor(ctx: Context, checked: Checked, locationId: number, manual: boolean) {
  const services = new Map(checked.data.services.map((s) => [s.id, s]));
  const partIds = await ctx.prisma.servicePart.findMany({
    where: { serviceId: { in: [...services.keys()] } },
    orderBy: [{ serviceId: 'asc' }, { position: 'asc' }],
  });
  const rows: Omit<Prisma.EventCreateManyInput, 'bookingId' | 'vendorId'>[] = [];
  const lastStart = Math.max(...checked.requested.map((r) => r.start));
  for (const r of checked.requested) {
    const service = services.get(r.serviceId)!;
    const timeline = serviceTimeline(service, r.start, r.start === lastStart);
    const ids = partIds.filter((p) => p.serviceId === r.serviceId).map((p) => p.id);
    for (const [i, [s, e]] of timeline.parts.entries()) {
      rows.push({
        start: new Date(s),
        end: new Date(e),
        customerStart: new Date(timeline.holdStart),
        customerEnd: new Date(timeline.holdEnd),
        serviceId: r.serviceId,
        servicePartId: ids[i] ?? null,
        employeeId: r.employeeId,
        workplaceId: r.workplaceId,
        machineId: r.machineId,
        locationId,
        effectiveDuration: service.duration,
        manual,
      });
    }
  }
  return rows;
}

/** Invoice lines of the requested services at the prices valid on the booking's day. */
async function invoiceLinesFor(ctx: Context, checked: Checked) {
  const lines = await serviceLines(
    ctx.prisma,
    checked.requested.map((r) => r.serviceId),
    checked.day,
    ctx.lang,
  );
  return { lines, total: invoiceTotal(lines) };
}

/**
 * Runs a write; a lost race on the exclusion constraints becomes the spec's conflict. Concurrent
 * inserts checked by the same constraints can deadlock: PostgreSQL aborts one transaction, which
 * is retried (the other may well have rolled back).
 */
async function guardOverlap<T>(ctx: Context, count: number, write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (isOverlapViolation(error)) throw slotTaken(ctx, count);
      if (isDeadlock(error)) {
        if (attempt < 3) continue;
        throw slotTaken(ctx, count);
      }
      throw error;
    }
  }
}

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
  if (checked.conflicts.length) throw slotTaken(ctx, input.events.length);
  const eventRows = await eventRowsFor(ctx, checked, input.locationId, asStaff);
  const { lines, total } = await invoiceLinesFor(ctx, checked);

  const booking = await guardOverlap(ctx, input.events.length, () =>
    ctx.prisma.$transaction(async (tx) => {
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
    }),
  );
  await publishEventChanges(ctx.app, 'CREATED', booking.events);
  return booking;
}

// ---------------------------------------------------------------------------------------------
// Lifecycle: status machine, reading, lists, verify, edit, cancel, delete.

const TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  OPEN: ['EXECUTED', 'NO_SHOW', 'CANCELED'],
  EXECUTED: [],
  NO_SHOW: [],
  CANCELED: [],
};

/** Booking status machine (spec §4): OPEN -> EXECUTED | NO_SHOW | CANCELED, nothing else. */
export function assertTransition(from: BookingStatus, to: BookingStatus, lang: Lang = 'fr') {
  if (!TRANSITIONS[from].includes(to)) throw new ConflictError(m(lang, 'transition', { from, to }));
}

const isStaffOf = (ctx: Context, vendorId: number) =>
  ctx.viewer != null && ctx.viewer.vendorId === vendorId && ctx.viewer.role >= Role.staff;

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

/** Why the viewer cannot cancel the booking now, or null when they can. */
export function cancelRefusal(
  ctx: Context,
  booking: {
    vendorId: number;
    status: BookingStatus;
    events: { customerStart: Date; customerEnd: Date }[];
    vendor: { cancellationNotice: number };
  },
  now = Date.now(),
): string | null {
  if (booking.status !== 'OPEN') return m(ctx.lang, 'notOpen');
  const { start } = bookingTimes(booking.events);
  if (isStaffOf(ctx, booking.vendorId)) return null;
  if (!start || start.getTime() <= now) return m(ctx.lang, 'cancelPast');
  const hours = booking.vendor.cancellationNotice;
  if (start.getTime() - now < hours * 3_600_000) return m(ctx.lang, 'cancelNotice', { hours });
  return null;
}

export interface BookingListFilter {
  vendorId?: number;
  customerId?: number;
  userId?: number;
  open: boolean;
  dateFrom?: string | null;
  dateTo?: string | null;
}

/**
 * Bookings of a list: open (OPEN and ending today or later in the vendor's time zone, soonest
 * first) or closed (all others, latest first). Sorting by the events' times needs SQL.
 */
export function bookingList(prisma: PrismaClient, filter: BookingListFilter) {
  const where: Prisma.Sql[] = [];
  if (filter.vendorId != null) where.push(PrismaSql.sql`b."vendorId" = ${filter.vendorId}`);
  if (filter.customerId != null) where.push(PrismaSql.sql`b."customerId" = ${filter.customerId}`);
  if (filter.userId != null) where.push(PrismaSql.sql`c."userId" = ${filter.userId}`);
  if (filter.dateFrom) where.push(PrismaSql.sql`ev.s >= (${filter.dateFrom}::date)::timestamp AT TIME ZONE v.timezone`);
  if (filter.dateTo) {
    where.push(PrismaSql.sql`ev.s < ((${filter.dateTo}::date + 1))::timestamp AT TIME ZONE v.timezone`);
  }
  const isOpen = PrismaSql.sql`(b.status = 'OPEN' AND ev.e >= date_trunc('day', now() AT TIME ZONE v.timezone) AT TIME ZONE v.timezone)`;
  where.push(filter.open ? isOpen : PrismaSql.sql`NOT ${isOpen}`);
  const from = PrismaSql.sql`FROM "Booking" b
    JOIN "Vendor" v ON v.id = b."vendorId"
    LEFT JOIN "Customer" c ON c.id = b."customerId"
    LEFT JOIN LATERAL (SELECT min(x."customerStart") AS s, max(x."customerEnd") AS e
      FROM "Event" x WHERE x."bookingId" = b.id) ev ON true
    WHERE ${PrismaSql.join(where, ' AND ')}`;
  const order = filter.open
    ? PrismaSql.sql`ev.s ASC NULLS LAST, b.id ASC`
    : PrismaSql.sql`ev.s DESC NULLS LAST, b.id DESC`;
  return {
    count: async () => (await prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n ${from}`)[0]?.n ?? 0,
    ids: async (window: { skip: number; take: number }) =>
      (
        await prisma.$queryRaw<{ id: number }[]>`SELECT b.id ${from} ORDER BY ${order}
          LIMIT ${window.take} OFFSET ${window.skip}`
      ).map((r) => r.id),
  };
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

export type VerifiedEvent = BookingConflict & { messages: string[] };

/** Server check before saving: conflicts per requested event, with the spec's message. */
export async function verifyBookingRequest(
  ctx: Context,
  input: Omit<CreateBookingRequest, 'legalConditions' | 'comment' | 'privateComment'> & { bookingId?: number | null },
) {
  const vendor = await ctx.prisma.vendor.findUnique({ where: { id: input.vendorId } });
  if (!vendor) throw new NotFoundError(t(ctx.lang, 'notFound.vendor'));
  const asStaff = isStaffOf(ctx, vendor.id);
  let exclude: number[] = [];
  let customerId = asStaff ? (input.customerId ?? null) : null;
  if (input.bookingId) {
    const booking = await findViewableBooking(ctx, input.bookingId);
    exclude = booking.events.map((e) => e.id);
    customerId = booking.customerId;
  }
  if (!asStaff && ctx.viewer) {
    customerId =
      (
        await ctx.prisma.customer.findUnique({
          where: { vendorId_userId: { vendorId: vendor.id, userId: ctx.viewer.userId } },
        })
      )?.id ?? null;
  }
  const checked = await checkRequest(ctx, vendor, input.locationId, customerId, input.events, asStaff, exclude);
  const conflicts: VerifiedEvent[] = checked.conflicts.map((c) => ({
    ...c,
    messages: c.reasons.map((r) => m(ctx.lang, r)),
  }));
  return {
    available: conflicts.length === 0,
    message: conflicts.length ? slotTaken(ctx, conflicts.length).message : m(ctx.lang, 'verifyOk'),
    conflicts,
  };
}

function describeStart(start: Date | null, tz: string, lang: Lang) {
  return start ? moment.tz(start, tz).locale(lang).format('dddd DD.MM.YYYY HH:mm') : '';
}

/** Moves a booking or changes its services: its own events do not conflict with the new ones. */
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
  if (checked.conflicts.length) throw slotTaken(ctx, input.events.length);
  const eventRows = await eventRowsFor(ctx, checked, booking.locationId, true);
  const { lines, total } = await invoiceLinesFor(ctx, checked);
  const invoice = await ctx.prisma.invoice.findUnique({ where: { bookingId: id }, include: { payments: true } });
  const customer = booking.customer;
  const updated = await guardOverlap(ctx, input.events.length, () =>
    ctx.prisma.$transaction(async (tx) => {
      await tx.event.deleteMany({ where: { bookingId: id } });
      await tx.event.createMany({ data: eventRows.map((e) => ({ ...e, vendorId: booking.vendorId, bookingId: id })) });
      await tx.booking.update({
        where: { id },
        data: {
          ...(input.comment != null ? { comment: input.comment } : {}),
          ...(input.privateComment != null ? { privateComment: input.privateComment } : {}),
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
      if (input.email && customer?.email) {
        const lang = customer.language ?? ctx.lang;
        await queueEmail(tx, {
          vendorId: booking.vendorId,
          to: customer.email,
          subject: m(lang, 'updatedSubject'),
          body: m(lang, 'updatedBody', {
            name: `${customer.firstname} ${customer.lastname}`.trim(),
            vendor: booking.vendor.publicName,
            when: describeStart(bookingTimes(saved.events).start, booking.vendor.timezone, lang),
          }),
        });
      }
      return saved;
    }),
  );
  await publishEventChanges(ctx.app, 'DELETED', old);
  await publishEventChanges(ctx.app, 'CREATED', updated.events);
  return updated;
}

/** Cancels with a message: the events become inactive, so the time is free again. */
export async function cancelBooking(ctx: Context, id: number, message?: string | null, now = Date.now()) {
  const booking = await findViewableBooking(ctx, id);
  const refusal = cancelRefusal(ctx, booking, now);
  if (refusal) throw new ConflictError(refusal);
  assertTransition(booking.status, 'CANCELED', ctx.lang);
  const byStaff = isStaffOf(ctx, booking.vendorId);
  await ctx.prisma.$transaction(async (tx) => {
    // Guarded by status, so two cancellations at once do not both pass.
    const { count } = await tx.booking.updateMany({
      where: { id, status: 'OPEN' },
      data: { status: 'CANCELED', cancelMessage: message?.trim() || null, closedAt: new Date(now) },
    });
    if (count === 0) throw new ConflictError(m(ctx.lang, 'notOpen'));
    await tx.event.updateMany({ where: { bookingId: id }, data: { active: false } });
    if (byStaff) await queueBookingCancellation(tx, id, message);
  });
  // Inactive events leave the calendar: for it they are deleted.
  await publishEventChanges(
    ctx.app,
    'DELETED',
    booking.events.filter((e) => e.active),
  );
  return booking;
}

/** Deletes a booking with its events and its unpaid invoice (staff of its vendor). */
export async function deleteBooking(ctx: Context, id: number) {
  const booking = await findViewableBooking(ctx, id);
  if (!isStaffOf(ctx, booking.vendorId)) throw new ForbiddenError(t(ctx.lang, 'auth.forbidden'));
  const invoice = await ctx.prisma.invoice.findUnique({ where: { bookingId: id }, include: { payments: true } });
  if (invoice?.payments.length) throw new ConflictError(m(ctx.lang, 'hasPayments'));
  await ctx.prisma.$transaction(async (tx) => {
    if (invoice) await tx.invoice.delete({ where: { id: invoice.id } });
    await tx.booking.delete({ where: { id } });
  });
  await publishEventChanges(
    ctx.app,
    'DELETED',
    booking.events.filter((e) => e.active),
  );
  return { id };
}

/** The customer record of a user at a vendor, created on first booking. */
async function customerForUser(ctx: Context, vendorId: number, userId: number) {
  const existing = await ctx.prisma.customer.findUnique({ where: { vendorId_userId: { vendorId, userId } } });
  if (existing) return existing;
  const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  try {
    return await ctx.prisma.customer.create({
      data: {
        vendorId,
        userId,
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        phoneMobile: user.phone,
        language: user.language,
      },
    });
  } catch {
    // Created meanwhile by a concurrent request of the same user.
    return ctx.prisma.customer.findUniqueOrThrow({ where: { vendorId_userId: { vendorId, userId } } });
  }
}
