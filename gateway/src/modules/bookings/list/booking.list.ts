// Booking lists (a customer's, the viewer's): open or closed, sorted by the events' times in SQL.
import { type VendorFilter, vendorRaw } from '../../../db/raw.ts';
import type { AnyDb } from '../../../db/scoped.ts';
import { type Prisma, Prisma as PrismaSql } from '../../../generated/prisma/client.ts';

export interface BookingListFilter {
  vendorId?: number;
  customerId?: number;
  userId?: number;
  open: boolean;
  dateFrom?: string | null;
  dateTo?: string | null;
}

/**
 * Bookings of a list: open (OPEN or awaiting confirmation, and ending today or later in the vendor's
 * time zone, soonest first) or closed (all others, latest first). Sorting by the events' times needs SQL.
 */
export function bookingList(prisma: AnyDb, filter: BookingListFilter) {
  const where: Prisma.Sql[] = [];
  if (filter.customerId != null) where.push(PrismaSql.sql`b."customerId" = ${filter.customerId}`);
  if (filter.userId != null) where.push(PrismaSql.sql`c."userId" = ${filter.userId}`);
  if (filter.dateFrom) where.push(PrismaSql.sql`ev.s >= (${filter.dateFrom}::date)::timestamp AT TIME ZONE v.timezone`);
  if (filter.dateTo) {
    where.push(PrismaSql.sql`ev.s < ((${filter.dateTo}::date + 1))::timestamp AT TIME ZONE v.timezone`);
  }
  const isOpen = PrismaSql.sql`(b.status IN ('OPEN', 'PENDING') AND ev.e >= date_trunc('day', now() AT TIME ZONE v.timezone) AT TIME ZONE v.timezone)`;
  where.push(filter.open ? isOpen : PrismaSql.sql`NOT ${isOpen}`);
  // One vendor's list takes its filter from vendorRaw; the user's own bookings cross vendors.
  const from = (vendor: VendorFilter | null) => PrismaSql.sql`FROM "Booking" b
    JOIN "Vendor" v ON v.id = b."vendorId"
    LEFT JOIN "Customer" c ON c.id = b."customerId"
    LEFT JOIN LATERAL (SELECT min(x."customerStart") AS s, max(x."customerEnd") AS e
      FROM "Event" x WHERE x."bookingId" = b.id) ev ON true
    WHERE ${PrismaSql.join(vendor ? [vendor('b'), ...where] : where, ' AND ')}`;
  const order = filter.open
    ? PrismaSql.sql`ev.s ASC NULLS LAST, b.id ASC`
    : PrismaSql.sql`ev.s DESC NULLS LAST, b.id DESC`;
  const query = <T>(select: (from: Prisma.Sql) => Prisma.Sql): Promise<T[]> =>
    filter.vendorId != null
      ? vendorRaw(prisma, filter.vendorId).query<T>((vendor) => select(from(vendor)))
      : prisma.$queryRaw<T[]>(select(from(null)));
  return {
    count: async () => (await query<{ n: number }>((f) => PrismaSql.sql`SELECT count(*)::int AS n ${f}`))[0]?.n ?? 0,
    ids: async (window: { skip: number; take: number }) =>
      (
        await query<{ id: number }>(
          (f) => PrismaSql.sql`SELECT b.id ${f} ORDER BY ${order} LIMIT ${window.take} OFFSET ${window.skip}`,
        )
      ).map((r) => r.id),
  };
}
