// Invoices of bookings, payments and the booking close (spec §3 Invoice, §4, §5). Amounts are
// integer Rappen; totals, balance and status are recomputed in one place (recomputeInvoice).
import moment from 'moment-timezone';
import { ACTUAL_DURATION, isActualDuration, paymentRounding } from '@salon/shared';
import type { Context } from '../../context.ts';
import type { AnyDb } from '../../db/scoped.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { AuthenticationError, type FieldErrors, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { type Lang, t } from '../../lib/i18n.ts';
import { Role } from '../../lib/roles.ts';
import { assertTransition } from '../booking-core/index.ts';
import { PAGE_SIZES, paginate } from '../common/index.ts';
import { customerAccess } from '../customers/index.ts';
import { recordChange } from '../changes/index.ts';
import { accrueLoyalty } from '../loyalty/index.ts';
import { lockVoucherUses } from '../vouchers/index.ts';
import { invoiceBookingFilter, periodOf } from './closed-bookings.service.ts';
import { recordEffectiveDurations } from './invoice.durations.ts';
import { m } from './invoice.messages.ts';
import { invoiceState, lineAmounts, type LineAmountsInput, serviceLines } from '../invoice-core/index.ts';
import { nowMs } from '../../lib/clock.ts';
import { vendorRaw } from '../../db/raw.ts';

type Db = AnyDb;
export type PaymentMethod = 'CASH' | 'CARD' | 'POSTCARD' | 'VOUCHER';

/** Total, balance and status of an invoice from its lines and payments. */
export async function recomputeInvoice(db: Db, invoiceId: number) {
  const lines = await db.invoiceLine.findMany({ where: { invoiceId }, select: { total: true } });
  const payments = await db.payment.findMany({ where: { invoiceId }, select: { amount: true } });
  const state = invoiceState(lines, payments);
  return db.invoice.update({
    where: { id: invoiceId },
    data: { total: state.total, balance: state.balance, status: state.status },
  });
}

/**
 * The invoice of a booking, created from its events' services at the prices of the booking's
 * day when it does not exist yet (bookings made before invoices, or by other doors).
 */
export async function ensureBookingInvoice(db: Db, bookingId: number, lang: Lang) {
  const existing = await db.invoice.findUnique({ where: { bookingId } });
  if (existing) return existing;
  const booking = await db.booking.findUniqueOrThrow({
    where: { id: bookingId },
    include: { events: { orderBy: { start: 'asc' } }, vendor: { select: { timezone: true } } },
  });
  // One line per service, not per service part.
  const serviceIds: number[] = [];
  const seen = new Set<string>();
  for (const e of booking.events) {
    const key = `${e.serviceId}:${e.customerStart.getTime()}`;
    if (e.serviceId != null && !seen.has(key)) {
      seen.add(key);
      serviceIds.push(e.serviceId);
    }
  }
  const first = booking.events[0]?.start ?? booking.createdAt;
  const day = new Date(`${moment.tz(first, booking.vendor.timezone).format('YYYY-MM-DD')}T00:00:00Z`);
  const lines = await serviceLines(db, serviceIds, day, lang);
  const state = invoiceState(lines, []);
  return db.invoice.create({
    data: {
      vendorId: booking.vendorId,
      bookingId,
      customerId: booking.customerId,
      total: state.total,
      balance: state.balance,
      status: state.status,
      lines: { create: lines },
    },
  });
}

/** An invoice the viewer may read: staff of its vendor, or the customer it belongs to. */
export async function readableInvoice(ctx: Context, where: { id: number } | { bookingId: number }) {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationError(t(ctx.lang, 'auth.required'));
  // No partial relation is loaded here: GraphQL would take it for the whole customer (id null).
  if (viewer.role >= Role.staff && viewer.vendorId != null) {
    return ctx.vendorDb().invoice.findFirst({ where });
  }
  // A customer reads the invoices of their own customer records, at any vendor.
  return ctx.prisma.invoice.findFirst({ where: { ...where, customer: { userId: viewer.userId } } });
}

export async function listInvoices(
  ctx: Context,
  args: {
    page?: number | null;
    limit?: number | null;
    customerId?: number | null;
    status?: Prisma.InvoiceWhereInput['status'] | null;
    dateFrom?: string | null;
    dateTo?: string | null;
    locationId?: number | null;
    employeeId?: number | null;
  },
) {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationError(t(ctx.lang, 'auth.required'));
  const staff = viewer.role >= Role.staff && viewer.vendorId != null;
  let where: Prisma.InvoiceWhereInput;
  // Staff read their vendor's invoices; a customer those of their own customer records.
  let db: AnyDb = ctx.prisma;
  let customerVendor: { db: AnyDb; id: number } | null = null;
  if (staff) {
    db = ctx.vendorDb();
    where = args.customerId ? { customerId: args.customerId } : {};
  } else if (args.customerId) {
    const access = await customerAccess(ctx, args.customerId);
    db = access.db;
    customerVendor = { db: access.db, id: access.customer.vendorId };
    where = { customerId: access.customer.id };
  } else where = { customer: { userId: viewer.userId } };
  if (args.status) where.status = args.status;
  if (staff) Object.assign(where, invoiceBookingFilter(args));
  // Days are the salon's days: an invoice made at 00:30 in Zurich belongs to that Zurich day.
  const period = await periodOf(ctx, args, staff ? { db, id: viewer.vendorId! } : customerVendor);
  if (period) where.createdAt = period;
  return paginate(
    args,
    PAGE_SIZES.default,
    () => db.invoice.count({ where }),
    (w) => db.invoice.findMany({ ...w, where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  );
}

export interface InvoiceLineInput extends LineAmountsInput {
  serviceId?: number | null;
  description?: string | null;
}

/** Replaces the lines of an invoice whose booking is still open (discounts, extra products). */
export async function updateInvoiceLines(ctx: Context, id: number, lines: InvoiceLineInput[]) {
  const invoice = await ctx.vendorDb().invoice.findUnique({ where: { id }, include: { booking: true } });
  if (!invoice) throw new NotFoundError(m(ctx.lang, 'notFound'));
  if (invoice.booking && invoice.booking.status !== 'OPEN') {
    throw new ValidationError(m(ctx.lang, 'invoiceLocked'), { lines: { excluded: m(ctx.lang, 'invoiceLocked') } });
  }
  const errors: FieldErrors = {};
  if (!lines.length) errors.lines = { required: m(ctx.lang, 'lineRequired') };
  lines.forEach((l, i) => {
    for (const key of ['unitPrice', 'quantity', 'discount'] as const) {
      const v = l[key];
      if (v != null && !Number.isInteger(v))
        errors[`lines.${i}.${key === 'unitPrice' ? 'unit_price' : key}`] = { integer: m(ctx.lang, 'integerRequired') };
    }
    if (l.quantity < 1) errors[`lines.${i}.quantity`] = { minimumValue: t(ctx.lang, 'validation.invalid') };
    if (l.discountPercent != null && (l.discountPercent < 0 || l.discountPercent > 100)) {
      errors[`lines.${i}.discount_percent`] = { maximumValue: t(ctx.lang, 'validation.invalid') };
    }
  });
  const serviceIds = lines.map((l) => l.serviceId).filter((s): s is number => s != null);
  const known = await ctx.vendorDb().service.findMany({ where: { id: { in: serviceIds } }, select: { id: true } });
  lines.forEach((l, i) => {
    if (l.serviceId != null && !known.some((s) => s.id === l.serviceId)) {
      errors[`lines.${i}.service_id`] = { invalid: t(ctx.lang, 'notFound.service') };
    }
  });
  if (Object.keys(errors).length) throw new ValidationError(t(ctx.lang, 'form.errors'), errors);
  return ctx.vendorDb().$transaction(async (tx) => {
    await tx.invoiceLine.deleteMany({ where: { invoiceId: id } });
    await tx.invoiceLine.createMany({
      data: lines.map((l) => {
        const a = lineAmounts(l);
        return { invoiceId: id, serviceId: l.serviceId ?? null, description: l.description?.trim() ?? '', ...a };
      }),
    });
    return recomputeInvoice(tx, id);
  });
}

export interface PaymentInput {
  method: PaymentMethod;
  amount: number;
  voucherCode?: string | null;
}

export interface CloseBookingInput {
  status: 'EXECUTED' | 'NO_SHOW';
  payments?: PaymentInput[] | null;
  /** Negative payments (refunds) are taken only with this explicit confirmation. */
  confirmNegative?: boolean | null;
  /** What each service actually took, in minutes (spec §5 effective duration); others keep theirs. */
  durations?: { serviceId: number; minutes: number }[] | null;
}

function checkPayments(ctx: Context, input: CloseBookingInput) {
  const errors: FieldErrors = {};
  if (input.status !== 'EXECUTED' && input.status !== 'NO_SHOW')
    errors.status = { invalid: m(ctx.lang, 'closeStatus') };
  (input.payments ?? []).forEach((p, i) => {
    const field = `payments.${i}.amount`;
    if (!Number.isInteger(p.amount)) errors[field] = { integer: m(ctx.lang, 'integerRequired') };
    else if (p.amount === 0) errors[field] = { greaterThan: m(ctx.lang, 'zeroAmount') };
    else if (p.amount < 0 && p.method === 'VOUCHER') errors[field] = { excluded: m(ctx.lang, 'voucherNotNegative') };
    else if (p.amount < 0 && !input.confirmNegative) {
      errors[field] = { negative: m(ctx.lang, 'negativeNeedsConfirmation') };
    }
    if (p.method === 'VOUCHER' && !p.voucherCode?.trim()) {
      errors[`payments.${i}.voucher_code`] = { required: m(ctx.lang, 'voucherCodeRequired') };
    }
  });
  (input.durations ?? []).forEach((d, i) => {
    const field = `durations.${i}.minutes`;
    if (!Number.isInteger(d.minutes)) errors[field] = { integer: m(ctx.lang, 'integerRequired') };
    else if (!isActualDuration(d.minutes)) errors[field] = { min: m(ctx.lang, 'durationRange', ACTUAL_DURATION) };
  });
  if (Object.keys(errors).length) throw new ValidationError(t(ctx.lang, 'form.errors'), errors);
}

/**
 * Closes an open booking as executed or no-show with its payments, in one transaction: the
 * booking row is locked, vouchers are locked and checked, payments recorded, the invoice
 * recomputed and loyalty accrued (executed bookings only).
 */
export async function closeBooking(ctx: Context, bookingId: number, input: CloseBookingInput) {
  const vendorId = ctx.vendorId();
  checkPayments(ctx, input);
  const vendor = await ctx.vendorDb().vendor.findUniqueOrThrow({ where: { id: vendorId } });
  const today = moment.tz(nowMs(), vendor.timezone).format('YYYY-MM-DD');
  const payments = input.payments ?? [];
  const result = await ctx.vendorDb().$transaction(async (tx) => {
    const [locked] = await vendorRaw(tx, vendorId).query<{
      id: number;
      status: 'PENDING' | 'OPEN' | 'EXECUTED' | 'NO_SHOW' | 'CANCELED';
    }>(
      (vendor) => Prisma.sql`SELECT "id", "status" FROM "Booking" WHERE "id" = ${bookingId} AND ${vendor()} FOR UPDATE`,
    );
    if (!locked) throw new NotFoundError(m(ctx.lang, 'bookingNotFound'));
    assertTransition(locked.status, input.status, ctx.lang);
    const invoice = await ensureBookingInvoice(tx, bookingId, ctx.lang);
    const { locationId: bookingLocation } = await tx.booking.findUniqueOrThrow({
      where: { id: bookingId },
      select: { locationId: true },
    });
    const voucherIds = await lockVoucherUses(
      tx,
      ctx.lang,
      vendorId,
      today,
      payments.flatMap((p, index) =>
        p.method === 'VOUCHER' ? [{ index, code: p.voucherCode!, amount: p.amount }] : [],
      ),
    );
    if (payments.length) {
      await tx.payment.createMany({
        data: payments.map((p, index) => ({
          vendorId,
          invoiceId: invoice.id,
          method: p.method,
          amount: p.amount,
          // Cash is taken to 5 Rappen; the amount settles the invoice, the rounding is the till's.
          rounding: paymentRounding(p.method, p.amount),
          voucherId: voucherIds.get(index) ?? null,
          locationId: bookingLocation,
          takenByUserId: ctx.viewer?.userId || null,
        })),
      });
    }
    await recomputeInvoice(tx, invoice.id);
    if (input.status === 'EXECUTED') {
      const events = await tx.event.findMany({ where: { bookingId } });
      await recordEffectiveDurations(tx, ctx.lang, events, bookingId, input.durations ?? []);
    }
    const booking = await tx.booking.update({
      where: { id: bookingId },
      data: { status: input.status, closedAt: new Date(nowMs()) },
      include: { events: true },
    });
    if (input.status === 'EXECUTED' && booking.customerId != null) {
      const paidRappen = payments.filter((p) => p.method !== 'VOUCHER').reduce((s, p) => s + p.amount, 0);
      await accrueLoyalty(tx, { vendorId, customerId: booking.customerId, bookingId, paidRappen, today }, vendor);
    }
    await recordChange(tx, ctx, vendorId, {
      type: 'booking.closed',
      subjectId: bookingId,
      data: { updated: booking.events },
    });
    return booking;
  });
  return result;
}
