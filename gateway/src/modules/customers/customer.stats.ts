// A customer's figures for the staff: bookings, revenue and visits.
import { pickTranslation } from '../../lib/translate.ts';
import type { Context } from '../../context.ts';
import { nowMs } from '../../lib/clock.ts';
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
      where: { start: { gte: now }, booking: { ...base, status: 'OPEN' } },
      orderBy: { start: 'asc' },
    }),
    ctx.prisma.booking.count({ where: { ...base, status: 'OPEN', events: { some: { start: { gte: now } } } } }),
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
