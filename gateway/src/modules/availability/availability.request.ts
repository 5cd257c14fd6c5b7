// Each availability request's own data in one statement: the configuration version, the busy lists
// of the resources that may serve it, and the customer's facts when asked for. Raw SQL: vendorRaw
// gives every clause the vendor's filter.
import { type VendorFilter, vendorRaw } from '../../db/raw.ts';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import type { AvailabilityRequest, RequestRow, VendorConfig } from './availability.rows.ts';

/**
 * One query: the configuration version, then one row per resource with its busy intervals in the
 * window (epoch ms arrays, no Date object per event), and the customer's facts when asked for.
 */
export function loadRequest(
  prisma: PrismaClient,
  config: VendorConfig,
  ids: { employees: number[]; workplaces: number[]; machines: number[] },
  req: AvailabilityRequest,
  window: { start: Date; end: Date },
  serviceIds: number[],
  now: number,
) {
  const vendorId = config.row.id;
  const exclude = req.excludeEventIds ?? [];
  const customerId = req.customerId ?? 0;
  const userId = req.userId ?? 0;
  const withCustomer = customerId > 0 || userId > 0;
  const withCounts = config.row.dailyServiceLimit != null;
  const extra = (vendor: VendorFilter) =>
    withCustomer || withCounts
      ? Prisma.sql`json_build_object(
          'customer', ${
            withCustomer
              ? Prisma.sql`(SELECT json_build_object('favoriteEmployeeId', c."favoriteEmployeeId",
                  'favoriteEmployeeOnly', c."favoriteEmployeeOnly")
                FROM "Customer" c WHERE (c.id = ${customerId} OR c."userId" = ${userId}) AND ${vendor('c')}
                ORDER BY c.id LIMIT 1)`
              : Prisma.sql`NULL::json`
          },
          -- Past effective durations of the customer, one per booking and service (spec §5).
          'history', ${
            withCustomer
              ? Prisma.sql`COALESCE((SELECT json_agg(json_build_object('serviceId', h."serviceId", 'duration', h.d)) FROM (
                  SELECT e."serviceId", max(e."effectiveDuration") AS d FROM "Customer" c
                  JOIN "Booking" b ON b."customerId" = c.id AND ${vendor('b')} AND b.status IN ('OPEN', 'EXECUTED')
                  JOIN "Event" e ON e."bookingId" = b.id
                  WHERE ${vendor('c')} AND (c.id = ${customerId} OR c."userId" = ${userId})
                    AND e."serviceId" = ANY(${serviceIds}::int[]) AND e."effectiveDuration" IS NOT NULL
                    AND e."end" <= ${new Date(now)}
                  GROUP BY e."bookingId", e."serviceId") h), '[]')`
              : Prisma.sql`'[]'::json`
          },
          -- Bookings per requested service and local day, only when the vendor limits them.
          'serviceDayCounts', ${
            withCounts
              ? Prisma.sql`COALESCE((SELECT json_agg(json_build_object('serviceId', x."serviceId", 'date', x.d, 'count', x.n)) FROM (
                  SELECT e."serviceId", (e.start AT TIME ZONE ${config.row.timezone})::date AS d,
                    count(DISTINCT e."bookingId")::int AS n
                  FROM "Event" e
                  WHERE ${vendor('e')} AND e.active
                    AND e."serviceId" = ANY(${serviceIds}::int[]) AND e."bookingId" IS NOT NULL
                    AND NOT (e.id = ANY(${exclude}::int[]))
                    AND e.start >= ${req.dateFrom}::date - 1 AND e.start < ${req.dateTo}::date + 2
                  GROUP BY 1, 2) x), '[]')`
              : Prisma.sql`'[]'::json`
          })`
      : Prisma.sql`NULL::json`;
  // Epoch ms as text, formatted only for the lists that use them: the employee's own time
  // (start, end) or the hold of the workplace and machine (customer start and end).
  const ms = (column: Prisma.Sql) => Prisma.sql`(date_part('epoch', ${column}) * 1000)::int8`;
  const busyOf = Prisma.sql`${ms(Prisma.sql`emp.start`)} || ',' || ${ms(Prisma.sql`emp."end"`)}`;
  const hold = Prisma.sql`${ms(Prisma.sql`ev."customerStart"`)} || ',' || ${ms(Prisma.sql`ev."customerEnd"`)}`;
  return vendorRaw(prisma, vendorId).query<RequestRow>(
    (vendor) => Prisma.sql`
    WITH ev AS (
      SELECT e."employeeId", e."workplaceId", e."machineId", e.start, e."end", e."customerStart", e."customerEnd"
      FROM "Event" e
      WHERE ${vendor('e')} AND e.active
        AND e."customerStart" < ${window.end} AND e."customerEnd" > ${window.start}
        -- The same overlap, as the GiST index on the hold's range sees it (migration 0011).
        AND tstzrange(e."customerStart", e."customerEnd", '[]') && tstzrange(${window.start}, ${window.end}, '[)')
        AND NOT (e.id = ANY(${exclude}::int[]))
    ), emp AS (
      SELECT ev."employeeId", ev.start, ev."end" FROM ev WHERE ev."employeeId" = ANY(${ids.employees}::int[])
    ), cal AS (
      -- Busy times read from the employees' own calendars (calendar sync), a list of their own.
      SELECT cb."employeeId", cb.start, cb."end" FROM "CalendarBusyBlock" cb
      WHERE ${vendor('cb')} AND cb."employeeId" = ANY(${ids.employees}::int[])
        AND cb.start < ${window.end} AND cb."end" > ${window.start}
    ), lists AS (
      SELECT '0:' || emp."employeeId" || ':' || string_agg(${busyOf}, ',') AS l FROM emp GROUP BY emp."employeeId"
      UNION ALL
      SELECT '3:' || cal."employeeId" || ':' || string_agg(${ms(Prisma.sql`cal.start`)} || ',' || ${ms(Prisma.sql`cal."end"`)}, ',')
        FROM cal GROUP BY cal."employeeId"
      UNION ALL
      SELECT '1:' || ev."workplaceId" || ':' || string_agg(${hold}, ',') FROM ev
        WHERE ev."workplaceId" = ANY(${ids.workplaces}::int[]) GROUP BY ev."workplaceId"
      UNION ALL
      SELECT '2:' || ev."machineId" || ':' || string_agg(${hold}, ',') FROM ev
        WHERE ev."machineId" = ANY(${ids.machines}::int[]) GROUP BY ev."machineId"
    )
    SELECT COALESCE((SELECT cv.version FROM "AvailabilityConfigVersion" cv WHERE ${vendor('cv')}), 0) AS version,
      (SELECT string_agg(l, ';') FROM lists) AS busy, ${extra(vendor)} AS extra`,
  );
}
