// A customer's figures for the staff: bookings, revenue and visits.
import { pickTranslation } from '../../lib/translate.ts';
import type { Context } from '../../context.ts';
import { nowMs } from '../../lib/clock.ts';
import type { VendorDb } from '../../db/scoped.ts';
import { ForbiddenError } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import { customerAccess } from './customer.service.ts';

export interface CustomerStats {
  customerId: number;
  visits: number;
  noShows: number;
  canceled: number;
  upcoming: number;
  /** Rappen paid over all invoices. */
  totalSpent: number;
  /** Rappen still due on closed bookings. */
  openBalance: number;
  lastVisit: Date | null;
  nextVisit: Date | null;
  /** The services of executed bookings, most done first (at most 3). */
  favoriteServices: { serviceId: number; name: string; count: number }[];
}

/** Visits, spend, no-shows and last visit of a customer (spec §7 bookings/stats-for-customer). */
export async function customerStats(ctx: Context, id: number): Promise<CustomerStats> {
  const { customer, db } = await customerAccess(ctx, id);
  const base = { customerId: customer.id };
  const now = new Date(nowMs());
  const [byStatus, paid, due, last, next, upcoming, services] = await Promise.all([
    ctx.prisma.booking.groupBy({ by: ['status'], where: base, _count: { _all: true } }),
    ctx.prisma.payment.aggregate({ where: { vendorId: customer.vendorId, invoice: base }, _sum: { amount: true } }),
    ctx.prisma.invoice.aggregate({
      where: { ...base, balance: { gt: 0 }, booking: { status: { in: ['EXECUTED', 'NO_SHOW'] } } },
      _sum: { balance: true },
    }),
    db.event.findFirst({
      where: { booking: { ...base, status: 'EXECUTED' } },
      orderBy: { start: 'desc' },
    }),
    db.event.findFirst({
      where: { start: { gte: now }, booking: { ...base, status: { in: ['OPEN', 'PENDING'] } } },
      orderBy: { start: 'asc' },
    }),
    ctx.prisma.booking.count({
      where: { ...base, status: { in: ['OPEN', 'PENDING'] }, events: { some: { start: { gte: now } } } },
    }),
    ctx.prisma.event.groupBy({
      by: ['serviceId', 'bookingId'],
      where: { vendorId: customer.vendorId, serviceId: { not: null }, booking: { ...base, status: 'EXECUTED' } },
    }),
  ]);
  // One count per booking, even when a service is split into several parts.
  const perService = new Map<number, number>();
  for (const row of services) {
    if (row.serviceId != null) perService.set(row.serviceId, (perService.get(row.serviceId) ?? 0) + 1);
  }
  const top = [...perService].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 3);
  const names = top.length
    ? await ctx.prisma.serviceTranslation.findMany({ where: { serviceId: { in: top.map(([id]) => id) } } })
    : [];
  const nameOf = (id: number) =>
    pickTranslation(
      names.filter((n) => n.serviceId === id),
      ctx.lang,
    )?.name ?? '';
  const count = (status: string) => byStatus.find((s) => s.status === status)?._count._all ?? 0;
  return {
    customerId: customer.id,
    visits: count('EXECUTED'),
    noShows: count('NO_SHOW'),
    canceled: count('CANCELED'),
    upcoming,
    totalSpent: paid._sum.amount ?? 0,
    openBalance: due._sum.balance ?? 0,
    lastVisit: last?.start ?? null,
    nextVisit: next?.start ?? null,
    favoriteServices: top.map(([serviceId, count]) => ({ serviceId, name: nameOf(serviceId), count })),
  };
}

/** A customer's missed appointments at their vendor over the last 12 months (staff only). */
export interface NoShowRecord {
  noShows: number;
  /** Cancelled by the customer (or at their request) within the vendor's cancellation notice before the start. */
  lateCancellations: number;
  /** The window's start: 12 months before now (the app's clock). */
  since: Date;
  /** The vendor's cancellation notice in hours, the measure of "late" (0: no cancellation is late). */
  cancellationNoticeHours: number;
}

/** The start of the 12-month window ending at `now`: the same instant one year earlier. */
export function noShowWindowStart(now: number): Date {
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - 1);
  return since;
}

/**
 * No-shows and late cancellations of a customer whose booking started in the last 12 months
 * (`since` ≤ start ≤ now). A cancellation is late when the customer cancelled (or staff at their
 * request) less than `cancellationNotice` hours before the start (the vendor's setting that also
 * stops customers from cancelling online inside it). Read through the vendor's scoped client, so
 * another vendor's bookings never count.
 */
export async function noShowRecord(
  db: VendorDb,
  customerId: number,
  cancellationNoticeHours: number,
  now = nowMs(),
): Promise<NoShowRecord> {
  const since = noShowWindowStart(now);
  const rows = await db.booking.findMany({
    where: {
      customerId,
      OR: [{ status: 'NO_SHOW' }, { status: 'CANCELED', canceledByCustomer: true }],
      events: { some: { customerStart: { gte: since, lte: new Date(now) } } },
    },
    select: { status: true, closedAt: true, events: { select: { customerStart: true } } },
  });
  let noShows = 0;
  let lateCancellations = 0;
  for (const row of rows) {
    const start = Math.min(...row.events.map((e) => e.customerStart.getTime()));
    if (start < since.getTime() || start > now) continue;
    if (row.status === 'NO_SHOW') noShows++;
    else if (row.closedAt && start - row.closedAt.getTime() < cancellationNoticeHours * 3_600_000) lateCancellations++;
  }
  return { noShows, lateCancellations, since, cancellationNoticeHours };
}

/** The record of a customer the staff viewer's vendor has (another vendor's customer is refused). */
export async function customerNoShowRecord(
  ctx: Context,
  customer: { id: number; vendorId: number },
): Promise<NoShowRecord> {
  if (customer.vendorId !== ctx.vendorId()) throw new ForbiddenError(t(ctx.lang, 'auth.forbidden'));
  const db = ctx.vendorDb();
  const vendor = await db.vendor.findUniqueOrThrow({
    where: { id: customer.vendorId },
    select: { cancellationNotice: true },
  });
  return noShowRecord(db, customer.id, vendor.cancellationNotice);
}
