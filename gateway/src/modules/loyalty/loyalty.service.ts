// Loyalty accrual at booking close, points statistics and points conversion.
import moment from 'moment-timezone';
import type { Context } from '../../context.ts';
import type { AnyDb } from '../../db/scoped.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { ValidationError } from '../../lib/errors.ts';
import { customerAccess, vendorCustomer } from '../customers/index.ts';
import { generateCode, withBalances } from '../vouchers/index.ts';
import { m } from './loyalty.messages.ts';
import { earnsVoucher, type LoyaltySettings, pointsFor, pointsValue, visitsUntilVoucher } from './loyalty.rules.ts';
import { nowMs } from '../../lib/clock.ts';
import { vendorRaw } from '../../db/raw.ts';

/** Loyalty vouchers are valid one year from issue. */
const VOUCHER_VALIDITY_YEARS = 1;

const PAID_VISIT = (customerId: number): Prisma.BookingWhereInput => ({
  customerId,
  status: 'EXECUTED',
  invoice: { status: { in: ['PAID', 'OVERPAID'] } },
});

async function issueLoyaltyVoucher(tx: AnyDb, vendorId: number, customerId: number, value: number, today: string) {
  const validUntil = moment.utc(today).add(VOUCHER_VALIDITY_YEARS, 'year').format('YYYY-MM-DD');
  // A unique violation would abort the surrounding transaction: look a generated code up first.
  for (;;) {
    const code = generateCode();
    if (await tx.voucher.findFirst({ where: { vendorId, code }, select: { id: true } })) continue;
    return tx.voucher.create({
      data: {
        vendorId,
        customerId,
        kind: 'FIDELITY',
        code,
        faceValue: value,
        validFrom: new Date(`${today}T00:00:00Z`),
        validUntil: new Date(`${validUntil}T00:00:00Z`),
      },
    });
  }
}

/**
 * Inside the closing transaction of an executed booking: points for what was paid (vouchers
 * excluded) and, when the booking is paid and completes a series, a loyalty voucher.
 */
export async function accrueLoyalty(
  tx: AnyDb,
  args: { vendorId: number; customerId: number; bookingId: number; paidRappen: number; today: string },
  settings: LoyaltySettings,
) {
  const points = pointsFor(args.paidRappen, settings);
  if (points > 0) {
    await tx.pointEntry.create({
      data: { vendorId: args.vendorId, customerId: args.customerId, bookingId: args.bookingId, points },
    });
  }
  const invoice = await tx.invoice.findUnique({ where: { bookingId: args.bookingId }, select: { status: true } });
  if (!invoice || !['PAID', 'OVERPAID'].includes(invoice.status)) return { points, voucher: null };
  const paidVisits = await tx.booking.count({ where: { vendorId: args.vendorId, ...PAID_VISIT(args.customerId) } });
  const voucher = earnsVoucher(paidVisits, settings)
    ? await issueLoyaltyVoucher(tx, args.vendorId, args.customerId, settings.loyaltyVoucherValue, args.today)
    : null;
  return { points, voucher };
}

export interface PointsStats {
  customerId: number;
  points: number;
  /** Rappen the points are worth. */
  pointsValue: number;
  pointsPerChfConversion: number;
  paidVisits: number;
  numberOfVisitForVoucher: number;
  visitsUntilVoucher: number | null;
  loyaltyVoucherValue: number;
  fidelityVouchers: number;
  /** Rappen left on the customer's loyalty vouchers that can still be spent. */
  fidelityBalance: number;
}

/** Points statistics of a customer (spec §7 points/stats). */
export async function pointsStats(ctx: Context, customerId: number): Promise<PointsStats> {
  const { customer, db } = await customerAccess(ctx, customerId);
  const vendor = await db.vendor.findUniqueOrThrow({ where: { id: customer.vendorId } });
  const [sum, paidVisits, vouchers] = await Promise.all([
    db.pointEntry.aggregate({ where: { customerId: customer.id }, _sum: { points: true } }),
    db.booking.count({ where: PAID_VISIT(customer.id) }),
    db.voucher.findMany({ where: { customerId: customer.id, kind: 'FIDELITY' } }),
  ]);
  const points = sum._sum.points ?? 0;
  const views = await withBalances(ctx, vouchers, moment.tz(nowMs(), vendor.timezone).format('YYYY-MM-DD'));
  return {
    customerId: customer.id,
    points,
    pointsValue: pointsValue(points, vendor),
    pointsPerChfConversion: vendor.pointsPerChfConversion,
    paidVisits,
    numberOfVisitForVoucher: vendor.numberOfVisitForVoucher,
    visitsUntilVoucher: visitsUntilVoucher(paidVisits, vendor),
    loyaltyVoucherValue: vendor.loyaltyVoucherValue,
    fidelityVouchers: vouchers.length,
    fidelityBalance: views
      .filter((v) => v.status === 'active' || v.status === 'partiallyUsed' || v.status === 'inProgress')
      .reduce((s, v) => s + v.balance, 0),
  };
}

/** Turns the whole-CHF part of a customer's points into a loyalty voucher (staff). */
export async function convertPoints(ctx: Context, customerId: number) {
  const customer = await vendorCustomer(ctx, customerId);
  const vendor = await ctx.vendorDb().vendor.findUniqueOrThrow({ where: { id: customer.vendorId } });
  const today = moment.tz(nowMs(), vendor.timezone).format('YYYY-MM-DD');
  return ctx.vendorDb().$transaction(async (tx) => {
    // Lock the customer so two conversions cannot spend the same points.
    await vendorRaw(tx, vendor.id).query(
      (v) => Prisma.sql`SELECT "id" FROM "Customer" WHERE "id" = ${customer.id} AND ${v()} FOR UPDATE`,
    );
    const sum = await tx.pointEntry.aggregate({
      where: { vendorId: vendor.id, customerId: customer.id },
      _sum: { points: true },
    });
    const value = pointsValue(sum._sum.points ?? 0, vendor);
    if (value <= 0) {
      throw new ValidationError(m(ctx.lang, 'notEnoughPoints'), {
        points: { minimumValue: m(ctx.lang, 'notEnoughPoints') },
      });
    }
    await tx.pointEntry.create({
      data: { vendorId: vendor.id, customerId: customer.id, points: -(value / 100) * vendor.pointsPerChfConversion },
    });
    return issueLoyaltyVoucher(tx, vendor.id, customer.id, value, today);
  });
}
