// Saving a new booking in ONE SQL statement: the resources' locks, the booking, its accepted legal
// conditions, its events, its invoice with its lines, and its booking.created change (whose effects,
// the confirmation, webhooks, calendar sync and team chat, are planned when it is dispatched after
// the commit). One statement is one transaction and one round trip, instead of a transaction of
// six (begin, locks, inserts, commit), each its own round trip and ORM query — the bulk of a
// booking's database time and of the gateway's CPU per booking.
//
// Order: every insert reads the booking row, whose insert reads the locks' row, so the locks are
// held (per resource and day, in the global order of `lockKeys`) before any event is inserted; the
// exclusion constraints still decide, and a lost race fails the whole statement.
import { lockKeys } from '../../../db/locks.ts';
import type { VendorDb } from '../../../db/scoped.ts';
import { vendorRaw } from '../../../db/raw.ts';
import { type Booking, type Event, Prisma } from '../../../generated/prisma/client.ts';
import type { ChangeOrigin } from '../../changes/index.ts';
import type { eventRowsFor, invoiceLinesFor } from '../core/booking.write.ts';

type EventRow = Awaited<ReturnType<typeof eventRowsFor>>[number];
type InvoiceLineRow = Awaited<ReturnType<typeof invoiceLinesFor>>['lines'][number];

export interface NewBooking {
  vendorId: number;
  customerId: number | null;
  locationId: number;
  source: 'EXPRESS' | 'STAFF' | 'PUBLIC';
  /** PENDING: held until staff confirm it (an online booking by a customer with too many no-shows). */
  status: 'OPEN' | 'PENDING';
  comment: string;
  privateComment: string;
  createdByUserId: number | null;
  legalConditions: readonly { id: number; accepted: boolean }[];
  events: readonly EventRow[];
  invoice: { total: number; lines: readonly Omit<InvoiceLineRow, 'invoiceId'>[] };
  /** Who made it and through which door: its booking.created change. */
  origin: ChangeOrigin;
}

const bookingDates = ['closedAt', 'createdAt', 'updatedAt'] as const;
const eventDates = ['start', 'end', 'customerStart', 'customerEnd', 'createdAt'] as const;

/** A row read back as JSON, with its timestamps as dates again (as the ORM returns them). */
function withDates<T>(row: Record<string, unknown>, keys: readonly string[]): T {
  for (const key of keys) if (typeof row[key] === 'string') row[key] = new Date(row[key] as string);
  return row as T;
}

const dateOrNull = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());

/** Inserts the booking and everything saved with it; returns the booking with its events (by id) and its change. */
export async function insertBooking(
  db: VendorDb,
  b: NewBooking,
): Promise<{ booking: Booking & { events: Event[] }; changeId: number }> {
  const keys = lockKeys(b.events);
  const events = b.events.map((e, i) => ({
    i,
    start: dateOrNull(e.start),
    end: dateOrNull(e.end as Date),
    customerStart: dateOrNull(e.customerStart),
    customerEnd: dateOrNull(e.customerEnd),
    serviceId: e.serviceId ?? null,
    servicePartId: e.servicePartId ?? null,
    employeeId: e.employeeId ?? null,
    workplaceId: e.workplaceId ?? null,
    machineId: e.machineId ?? null,
    locationId: e.locationId ?? null,
    effectiveDuration: e.effectiveDuration ?? null,
    manual: e.manual ?? false,
  }));
  const lines = b.invoice.lines.map((l, i) => ({
    i,
    serviceId: l.serviceId ?? null,
    description: l.description,
    unitPrice: l.unitPrice,
    quantity: l.quantity ?? 1,
    discount: l.discount ?? 0,
    subtotal: l.subtotal,
    total: l.total,
  }));
  const [row] = await vendorRaw(db, b.vendorId).query<{
    booking: Record<string, unknown>;
    events: Record<string, unknown>[];
    changeId: number;
  }>(
    (vendor) => Prisma.sql`
    WITH locks AS (
      SELECT count(pg_advisory_xact_lock(l.k1, l.k2)) AS n
      FROM unnest(${keys.map((k) => k[0])}::int[], ${keys.map((k) => k[1])}::int[]) AS l(k1, k2)
    ),
    b AS (
      INSERT INTO "Booking" ("vendorId", "customerId", "locationId", "source", "status", "comment",
        "privateComment", "createdByUserId", "updatedAt")
      SELECT ${vendor.id()}, ${b.customerId}::int, ${b.locationId}, ${b.source}::"BookingSource",
        ${b.status}::"BookingStatus", ${b.comment}, ${b.privateComment}, ${b.createdByUserId}, now()
      FROM locks
      RETURNING *
    ),
    lc AS (
      INSERT INTO "BookingLegalCondition" ("bookingId", "legalConditionId", "accepted")
      SELECT b."id", x."id", x."accepted"
      FROM b, jsonb_to_recordset(${JSON.stringify(b.legalConditions)}::jsonb) AS x("id" int, "accepted" boolean)
    ),
    ev AS (
      INSERT INTO "Event" ("vendorId", "bookingId", "start", "end", "customerStart", "customerEnd", "serviceId",
        "servicePartId", "employeeId", "workplaceId", "machineId", "locationId", "effectiveDuration", "manual")
      SELECT ${vendor.id()}, b."id", x."start", x."end", x."customerStart", x."customerEnd", x."serviceId",
        x."servicePartId", x."employeeId", x."workplaceId", x."machineId", x."locationId", x."effectiveDuration",
        x."manual"
      FROM b, jsonb_to_recordset(${JSON.stringify(events)}::jsonb) AS x("start" timestamptz,
        "end" timestamptz, "customerStart" timestamptz, "customerEnd" timestamptz, "serviceId" int,
        "servicePartId" int, "employeeId" int, "workplaceId" int, "machineId" int, "locationId" int,
        "effectiveDuration" int, "manual" boolean, "i" int)
      ORDER BY x."i"
      RETURNING *
    ),
    inv AS (
      INSERT INTO "Invoice" ("vendorId", "bookingId", "customerId", "total", "balance")
      SELECT ${vendor.id()}, b."id", ${b.customerId}::int, ${b.invoice.total}, ${b.invoice.total}
      FROM b
      RETURNING "id"
    ),
    il AS (
      INSERT INTO "InvoiceLine" ("invoiceId", "serviceId", "description", "unitPrice", "quantity", "discount",
        "subtotal", "total")
      SELECT inv."id", x."serviceId", x."description", x."unitPrice", x."quantity", x."discount", x."subtotal",
        x."total"
      FROM inv, jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS x("serviceId" int,
        "description" text, "unitPrice" int, "quantity" int, "discount" int, "subtotal" int, "total" int, "i" int)
      ORDER BY x."i"
    ),
    ch AS (
      INSERT INTO "Change" ("vendorId", "type", "subjectId", "actor", "door", "actorUserId", "data")
      SELECT ${vendor.id()}, 'booking.created', b."id", ${b.origin.actor}, ${b.origin.door}, ${b.origin.actorUserId}::int,
        jsonb_build_object('added', COALESCE((SELECT jsonb_agg(to_jsonb(ev) ORDER BY ev."id") FROM ev), '[]'::jsonb))
          || ${b.status === 'PENDING' ? '{"held":true}' : '{}'}::jsonb
      FROM b
      RETURNING "id"
    )
    SELECT to_jsonb(b) AS "booking",
      COALESCE((SELECT jsonb_agg(to_jsonb(ev) ORDER BY ev."id") FROM ev), '[]'::jsonb) AS "events",
      (SELECT "id" FROM ch) AS "changeId"
    FROM b`,
  );
  if (!row) throw new Error('the booking was not saved');
  return {
    booking: {
      ...withDates<Booking>(row.booking, bookingDates),
      events: row.events.map((e) => withDates<Event>(e, eventDates)),
    },
    changeId: row.changeId,
  };
}
