// What saving a new booking reads besides the engine's data, in ONE statement: the services' parts
// (for the events' part ids), their prices valid on the booking's day and their names (for the
// invoice lines and the confirmation), and the location (for the confirmation) — instead of five
// ORM queries, each a round trip. Raw SQL is not scoped: vendorRaw gives every clause the vendor's filter.
import { vendorRaw } from '../../../db/raw.ts';
import type { VendorDb } from '../../../db/scoped.ts';
import { Prisma } from '../../../generated/prisma/client.ts';
import type { Lang } from '../../../lib/i18n.ts';
import type { MessageLocation } from '../../notifications/index.ts';

export interface BookingWriteData {
  /** Parts of the services, by service then position. */
  parts: { id: number; serviceId: number }[];
  /** Prices valid on the day, newest first. */
  prices: { serviceId: number; amount: number }[];
  /** The services' names, by id. */
  names: { serviceId: number; language: Lang; name: string }[];
  location: MessageLocation | null;
}

/** The rows of `serviceIds` (of the vendor) and of the location that a new booking needs; `day` is its UTC date. */
export async function bookingWriteData(
  db: VendorDb,
  vendorId: number,
  serviceIds: readonly number[],
  day: Date,
  locationId: number,
): Promise<BookingWriteData> {
  const ids = [...new Set(serviceIds)];
  const date = day.toISOString().slice(0, 10);
  const [row] = await vendorRaw(db, vendorId).query<BookingWriteData>(
    (vendor) => Prisma.sql`
    WITH s AS (SELECT "id" FROM "Service" WHERE ${vendor()} AND "id" = ANY(${ids}::int[]))
    SELECT
      COALESCE((SELECT json_agg(json_build_object('id', p."id", 'serviceId', p."serviceId")
        ORDER BY p."serviceId", p."position", p."id")
        FROM "ServicePart" p JOIN s ON s."id" = p."serviceId"), '[]'::json) AS "parts",
      COALESCE((SELECT json_agg(json_build_object('serviceId', p."serviceId", 'amount', p."amount")
        ORDER BY p."validFrom" DESC)
        FROM "ServicePrice" p JOIN s ON s."id" = p."serviceId" WHERE p."validFrom" <= ${date}::date), '[]'::json) AS "prices",
      COALESCE((SELECT json_agg(json_build_object('serviceId', t."serviceId", 'language', t."language", 'name', t."name")
        ORDER BY t."id")
        FROM "ServiceTranslation" t JOIN s ON s."id" = t."serviceId"), '[]'::json) AS "names",
      (SELECT json_build_object('name', l."name", 'street', l."street", 'zip', l."zip", 'city', l."city")
        FROM "Location" l WHERE l."id" = ${locationId} AND ${vendor('l')}) AS "location"`,
  );
  return row!;
}
