// Cash closing per location and day (spec §2 /reports/cash-closing): totals per payment method,
// vouchers used and the payments. A closing is saved once, linking its payments; then read-only.
// Takings are the money that came in (cash, card, PostFinance), gift card sales included; a gift
// card spent on a booking is not takings (the money came in when the card was sold). Cash is taken
// to 5 Rappen: the rounding is counted apart from the cash settled on invoices, and the till
// expects both, so it balances to the coin.
import moment from 'moment-timezone';
import type { Context } from '../../context.ts';
import type { VendorDb } from '../../db/scoped.ts';
import type { Payment, PaymentMethod } from '../../generated/prisma/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import { isValidDate } from '../../scheduling/index.ts';
import { PAGE_SIZES, paginate } from '../common/index.ts';
import { m } from './cash-closing.messages.ts';
import { nowMs } from '../../lib/clock.ts';

type PaymentRow = Payment & {
  voucher: { code: string } | null;
  invoice?: { voucherSold: { code: string } | null } | null;
};

export interface CashClosingView {
  id: number | null;
  saved: boolean;
  locationId: number;
  date: string;
  /** Cash settled on invoices. */
  cashTotal: number;
  /** What the 5-Rappen rounding of cash payments added to the till (its own line). */
  cashRounding: number;
  cardTotal: number;
  postcardTotal: number;
  /** Gift cards spent (redemptions): shown, never added to the takings. */
  voucherTotal: number;
  /** Gift cards sold this day (already inside the cash, card and PostFinance totals). */
  voucherSalesTotal: number;
  /** Takings: cash with its rounding + card + PostFinance. */
  total: number;
  /** Rappen in the till when the day opened. */
  openingFloat: number;
  /** Methods whose total is negative (more refunded than taken): to be checked. */
  negativeMethods: PaymentMethod[];
  vouchersUsed: { voucherId: number; code: string; amount: number }[];
  payments: PaymentRow[];
  /** Rappen of cash counted in the till, entered when saving. */
  countedCash: number | null;
  closedByUserId: number | null;
  createdAt: Date | null;
}

const METHODS: PaymentMethod[] = ['CASH', 'CARD', 'POSTCARD', 'VOUCHER'];
const TAKINGS: PaymentMethod[] = ['CASH', 'CARD', 'POSTCARD'];

/** Totals of a set of payments, per method, with the vouchers used. */
export function summarize(payments: readonly PaymentRow[]) {
  const totals = Object.fromEntries(METHODS.map((method) => [method, 0])) as Record<PaymentMethod, number>;
  const vouchers = new Map<number, { voucherId: number; code: string; amount: number }>();
  let cashRounding = 0;
  for (const p of payments) {
    totals[p.method] += p.amount;
    cashRounding += p.rounding;
    if (p.voucherId != null) {
      const v = vouchers.get(p.voucherId) ?? { voucherId: p.voucherId, code: p.voucher?.code ?? '', amount: 0 };
      v.amount += p.amount;
      vouchers.set(p.voucherId, v);
    }
  }
  return {
    cashTotal: totals.CASH,
    cashRounding,
    cardTotal: totals.CARD,
    postcardTotal: totals.POSTCARD,
    voucherTotal: totals.VOUCHER,
    voucherSalesTotal: payments.filter((p) => p.invoice?.voucherSold).reduce((s, p) => s + p.amount, 0),
    total: TAKINGS.reduce((s, method) => s + totals[method], cashRounding),
    negativeMethods: METHODS.filter((method) => totals[method] < 0),
    vouchersUsed: [...vouchers.values()].sort((a, b) => a.code.localeCompare(b.code)),
  };
}

async function locationAndDay(ctx: Context, locationId: number, date: string) {
  if (!isValidDate(date)) {
    throw new ValidationError(t(ctx.lang, 'form.errors'), { date: { invalid: m(ctx.lang, 'invalidDate') } });
  }
  const location = await ctx.vendorDb().location.findUnique({ where: { id: locationId } });
  if (!location) throw new NotFoundError(t(ctx.lang, 'notFound.location'));
  const vendor = await ctx.vendorDb().vendor.findUniqueOrThrow({ where: { id: location.vendorId } });
  const start = moment.tz(date, vendor.timezone).startOf('day');
  return { location, tz: vendor.timezone, start: start.toDate(), end: start.clone().add(1, 'day').toDate() };
}

const paymentInclude = {
  voucher: { select: { code: true } },
  invoice: { select: { voucherSold: { select: { code: true } } } },
} as const;

/** The payments taken at a till on a day: by their till, or (older rows) their booking's location. */
function dayPayments(db: VendorDb, locationId: number, start: Date, end: Date) {
  return db.payment.findMany({
    where: {
      createdAt: { gte: start, lt: end },
      OR: [{ locationId }, { locationId: null, invoice: { booking: { locationId } } }],
    },
    include: paymentInclude,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}

/** The saved closing of a location and day, or a preview of what would be saved. */
export async function cashClosing(ctx: Context, locationId: number, date: string): Promise<CashClosingView> {
  const { start, end } = await locationAndDay(ctx, locationId, date);
  const saved = await ctx.vendorDb().cashClosing.findFirst({
    where: { locationId, date: new Date(`${date}T00:00:00Z`) },
    include: { payments: { include: paymentInclude, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } },
  });
  if (saved) {
    return {
      ...summarize(saved.payments),
      id: saved.id,
      saved: true,
      locationId,
      date,
      payments: saved.payments,
      openingFloat: saved.openingFloat,
      countedCash: saved.countedCash,
      closedByUserId: saved.closedByUserId,
      createdAt: saved.createdAt,
    };
  }
  const payments = await dayPayments(ctx.vendorDb(), locationId, start, end);
  return {
    ...summarize(payments),
    id: null,
    saved: false,
    locationId,
    date,
    payments,
    openingFloat: 0,
    countedCash: null,
    closedByUserId: null,
    createdAt: null,
  };
}

/** Saves the closing of a day once, in one transaction; a second save is a conflict. */
export async function saveCashClosing(
  ctx: Context,
  locationId: number,
  date: string,
  countedCash: number | null = null,
  openingFloat = 0,
): Promise<CashClosingView> {
  const { location, tz, start, end } = await locationAndDay(ctx, locationId, date);
  if (countedCash != null && (!Number.isInteger(countedCash) || countedCash < 0 || countedCash > 100_000_000)) {
    throw new ValidationError(t(ctx.lang, 'form.errors'), {
      counted_cash: { minimumValue: m(ctx.lang, 'invalidCountedCash') },
    });
  }
  if (!Number.isInteger(openingFloat) || openingFloat < 0 || openingFloat > 100_000_000) {
    throw new ValidationError(t(ctx.lang, 'form.errors'), {
      opening_float: { minimumValue: m(ctx.lang, 'invalidCountedCash') },
    });
  }
  if (date > moment.tz(nowMs(), tz).format('YYYY-MM-DD')) {
    throw new ValidationError(m(ctx.lang, 'futureDate'), { date: { invalid: m(ctx.lang, 'futureDate') } });
  }
  const day = new Date(`${date}T00:00:00Z`);
  try {
    await ctx.vendorDb().$transaction(async (tx) => {
      const existing = await tx.cashClosing.findUnique({ where: { locationId_date: { locationId, date: day } } });
      if (existing) throw new ConflictError(m(ctx.lang, 'alreadySaved'));
      const payments = await dayPayments(tx, locationId, start, end);
      const totals = summarize(payments);
      const closing = await tx.cashClosing.create({
        data: {
          vendorId: location.vendorId,
          locationId,
          date: day,
          cashTotal: totals.cashTotal,
          cashRounding: totals.cashRounding,
          cardTotal: totals.cardTotal,
          postcardTotal: totals.postcardTotal,
          voucherTotal: totals.voucherTotal,
          countedCash,
          openingFloat,
          closedByUserId: ctx.viewer?.userId || null,
        },
      });
      await tx.payment.updateMany({
        where: { id: { in: payments.map((p) => p.id) }, cashClosingId: null },
        data: { cashClosingId: closing.id },
      });
    });
  } catch (error) {
    if (error instanceof ConflictError) throw error;
    // Two saves at once: the unique (location, date) lets one through.
    if (/P2002|unique/i.test(String((error as { code?: string }).code ?? error))) {
      throw new ConflictError(m(ctx.lang, 'alreadySaved'));
    }
    throw error;
  }
  return cashClosing(ctx, locationId, date);
}

/** Saved closings, latest day first. */
export async function listCashClosings(
  ctx: Context,
  args: { locationId?: number | null; page?: number | null; limit?: number | null },
) {
  const db = ctx.vendorDb();
  const where = args.locationId ? { locationId: args.locationId } : {};
  return paginate(
    args,
    PAGE_SIZES.default,
    () => db.cashClosing.count({ where }),
    (w) => db.cashClosing.findMany({ ...w, where, orderBy: [{ date: 'desc' }, { locationId: 'asc' }] }),
  );
}

/**
 * The till a user works at: the location of their employee's workplaces (the first by name),
 * else the vendor's first open location. Null when the vendor has no location.
 */
export async function tillLocationId(ctx: Context): Promise<number | null> {
  const db = ctx.vendorDb();
  const userId = ctx.viewer?.userId;
  if (userId != null) {
    const own = await db.location.findFirst({
      where: { deletedAt: null, workplaces: { some: { employees: { some: { employee: { userId } } } } } },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true },
    });
    if (own) return own.id;
  }
  const first = await db.location.findFirst({
    where: { deletedAt: null },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    select: { id: true },
  });
  return first?.id ?? null;
}
