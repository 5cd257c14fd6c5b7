// Calendar events made by staff: appointments of a booking, or private events without a customer.
// Every change publishes to the vendor's calendar channel; nothing crosses vendors.
import moment from 'moment-timezone';
import type { Context } from '../../context.ts';
import { type BookingStatus, type EventColor, type EventKind, Prisma } from '../../generated/prisma/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { type Lang, t } from '../../lib/i18n.ts';
import { isDeadlock, isOverlapViolation } from '../../db/errors.ts';
import { type LockedResources, lockResources } from '../../db/locks.ts';
import type { VendorDb } from '../../db/scoped.ts';
import { assertCalendarUnlocked } from '../booking-core/index.ts';
import { m } from './event.messages.ts';
import { recordChange } from '../changes/index.ts';
import { vendorRaw } from '../../db/raw.ts';

export interface EventInput {
  kind?: EventKind | null;
  start: Date;
  end: Date;
  employeeId?: number | null;
  workplaceId?: number | null;
  machineId?: number | null;
  locationId?: number | null;
  serviceId?: number | null;
  bookingId?: number | null;
  summary?: string | null;
  color?: EventColor | null;
}

/** Checks that every referenced row is of the viewer's vendor. */
async function checkRelations(ctx: Context, input: EventInput) {
  const db = ctx.vendorDb();
  const checks: [string, number | null | undefined, (id: number) => Promise<unknown>][] = [
    ['employee_id', input.employeeId, (id) => db.employee.findUnique({ where: { id } })],
    ['workplace_id', input.workplaceId, (id) => db.workplace.findUnique({ where: { id } })],
    ['machine_id', input.machineId, (id) => db.machine.findUnique({ where: { id } })],
    ['location_id', input.locationId, (id) => db.location.findUnique({ where: { id } })],
    ['service_id', input.serviceId, (id) => db.service.findUnique({ where: { id } })],
    ['booking_id', input.bookingId, (id) => db.booking.findUnique({ where: { id } })],
  ];
  const errors: Record<string, Record<string, string>> = {};
  await Promise.all(
    checks.map(async ([field, id, find]) => {
      if (id != null && !(await find(id))) errors[field] = { invalid: m(ctx.lang, 'related') };
    }),
  );
  if (!(input.end > input.start)) errors.end = { afterTime: m(ctx.lang, 'endAfterStart') };
  if (input.employeeId == null && input.workplaceId == null && input.machineId == null) {
    errors.employee_id = { required: m(ctx.lang, 'resourceRequired') };
  }
  if (Object.keys(errors).length) throw new ValidationError(t(ctx.lang, 'form.errors'), errors);
}

function rowData(input: EventInput) {
  const kind = input.kind ?? (input.bookingId ? 'APPOINTMENT' : 'PRIVATE');
  return {
    kind,
    start: input.start,
    end: input.end,
    customerStart: input.start,
    customerEnd: input.end,
    employeeId: input.employeeId ?? null,
    workplaceId: input.workplaceId ?? null,
    machineId: input.machineId ?? null,
    locationId: input.locationId ?? null,
    serviceId: input.serviceId ?? null,
    bookingId: kind === 'PRIVATE' ? null : (input.bookingId ?? null),
    summary: input.summary ?? '',
    color: input.color ?? null,
    manual: true,
    effectiveDuration: Math.round((input.end.getTime() - input.start.getTime()) / 60_000),
  };
}

/**
 * Runs an event write in a transaction that first takes the resource locks of the holds involved
 * (per resource and day, in the same global order as booking writes), so an event and a booking
 * racing for one employee, workplace or machine queue instead of deadlocking; the exclusion
 * constraints still decide, and a lost race is the "busy" conflict.
 */
async function guard<T>(ctx: Context, holds: readonly LockedResources[], write: (tx: VendorDb) => Promise<T>) {
  try {
    return await ctx.vendorDb().$transaction(async (tx) => {
      await lockResources(tx, holds);
      return write(tx);
    });
  } catch (error) {
    if (isOverlapViolation(error) || isDeadlock(error)) throw new ConflictError(m(ctx.lang, 'busy'));
    throw error;
  }
}

export async function createEvent(ctx: Context, input: EventInput) {
  await checkRelations(ctx, input);
  await assertCalendarUnlocked(ctx, ctx.vendorId(), [input.start]);
  const data = rowData(input);
  const vendorId = ctx.vendorId();
  return guard(ctx, [data], async (tx) => {
    const event = await tx.event.create({ data: { vendorId, ...data } });
    await recordChange(tx, ctx, vendorId, { type: 'event.created', subjectId: event.id, data: { added: [event] } });
    return event;
  });
}

/** An edit: fields left out keep their value, an explicit null clears them. */
export async function updateEvent(ctx: Context, id: number, input: EventInput) {
  const before = await ctx.vendorDb().event.findUnique({ where: { id } });
  if (!before) throw new NotFoundError(m(ctx.lang, 'notFound'));
  const keep = <K extends keyof EventInput & keyof typeof before>(key: K) =>
    (input[key] === undefined ? before[key] : input[key]) as EventInput[K];
  const merged: EventInput = {
    ...input,
    kind: input.kind ?? before.kind,
    employeeId: keep('employeeId'),
    workplaceId: keep('workplaceId'),
    machineId: keep('machineId'),
    locationId: keep('locationId'),
    serviceId: keep('serviceId'),
    bookingId: keep('bookingId'),
    summary: keep('summary'),
    color: keep('color'),
  };
  await checkRelations(ctx, merged);
  await assertCalendarUnlocked(ctx, before.vendorId, [before.start, input.start]);
  const data = rowData(merged);
  // An appointment keeps its customer hold relative to the move (break, client exit).
  if (before.bookingId) {
    data.customerStart = new Date(before.customerStart.getTime() + (input.start.getTime() - before.start.getTime()));
    data.customerEnd = new Date(
      Math.max(before.customerEnd.getTime() + (input.end.getTime() - before.end.getTime()), input.end.getTime()),
    );
    // Spec §5: the effective duration is what happened. A move keeps it; staff stretching or
    // shortening the block record the difference, for every part of that service in the booking
    // (the customer's calculated duration is the median of these).
    const change = Math.round(
      (input.end.getTime() - input.start.getTime() - (before.end.getTime() - before.start.getTime())) / 60_000,
    );
    const known = before.effectiveDuration ?? Math.round((before.end.getTime() - before.start.getTime()) / 60_000);
    data.effectiveDuration =
      change === 0 ? (before.effectiveDuration ?? data.effectiveDuration) : Math.max(5, known + change);
  }
  const resized =
    before.bookingId != null && before.serviceId != null && data.effectiveDuration !== before.effectiveDuration;
  const event = await guard(ctx, [before, data], async (tx) => {
    const saved = await tx.event.update({ where: { id }, data });
    if (resized) {
      await tx.event.updateMany({
        where: { bookingId: before.bookingId, serviceId: before.serviceId, id: { not: id } },
        data: { effectiveDuration: data.effectiveDuration },
      });
    }
    // An appointment moved in the calendar moves its booking.
    await recordChange(
      tx,
      ctx,
      before.vendorId,
      before.bookingId
        ? { type: 'booking.moved', subjectId: before.bookingId, data: { updated: [saved], previous: [before] } }
        : { type: 'event.moved', subjectId: id, data: { updated: [saved], previous: [before] } },
    );
    return saved;
  });
  return event;
}

export async function deleteEvent(ctx: Context, id: number) {
  const before = await ctx.vendorDb().event.findUnique({ where: { id } });
  if (!before) throw new NotFoundError(m(ctx.lang, 'notFound'));
  await assertCalendarUnlocked(ctx, before.vendorId, [before.start]);
  await ctx.vendorDb().$transaction(async (tx) => {
    await tx.event.delete({ where: { id } });
    await recordChange(
      tx,
      ctx,
      before.vendorId,
      before.bookingId
        ? { type: 'booking.updated', subjectId: before.bookingId, data: { removed: [before] } }
        : { type: 'event.deleted', subjectId: id, data: { removed: [before] } },
    );
  });
  return { id };
}

/** Active events overlapping the local dates [from, to] of the vendor, optionally of one resource. */
export async function eventsBetween(
  ctx: Context,
  args: {
    from: string;
    to?: string | null;
    employeeId?: number | null;
    workplaceId?: number | null;
    machineId?: number | null;
  },
) {
  const vendor = await ctx.vendorDb().vendor.findUniqueOrThrow({ where: { id: ctx.vendorId() } });
  const start = moment.tz(args.from, vendor.timezone).startOf('day').toDate();
  const end = moment
    .tz(args.to ?? args.from, vendor.timezone)
    .add(1, 'day')
    .startOf('day')
    .toDate();
  return {
    where: {
      active: true,
      customerStart: { lt: end },
      customerEnd: { gt: start },
      ...(args.employeeId ? { employeeId: args.employeeId } : {}),
      ...(args.workplaceId ? { workplaceId: args.workplaceId } : {}),
      ...(args.machineId ? { machineId: args.machineId } : {}),
    },
  };
}

/** What the staff calendar paints of an event: flat, no nested objects. */
export interface AgendaEventRow {
  id: number;
  kind: EventKind;
  start: Date;
  end: Date;
  bookingId: number | null;
  serviceId: number | null;
  /** The part of a service with processing time (the employee is free between parts). */
  servicePartId: number | null;
  employeeId: number | null;
  workplaceId: number | null;
  machineId: number | null;
  locationId: number | null;
  summary: string;
  /** The service's name in the viewer's language (else French, else any), else the summary. */
  title: string;
  customerName: string | null;
  /** The event's colour, else its employee's, else primary. */
  color: EventColor;
  bookingStatus: BookingStatus | null;
}

/**
 * The calendar's events overlapping [from, to) (or the one event `id`), in ONE SQL statement with
 * the joins the blocks need (employee colour, booking status, customer name, service name), instead
 * of a read per relation and nested objects per event. Raw SQL is not scoped: vendorRaw gives it the vendor's filter.
 */
export async function agendaEvents(
  ctx: Context,
  args: { from: Date; to: Date } | { id: number },
  lang: Lang = ctx.lang,
): Promise<AgendaEventRow[]> {
  const vendorId = ctx.vendorId();
  const filter =
    'id' in args
      ? Prisma.sql`e."id" = ${args.id} AND e."active"`
      : Prisma.sql`e."active" AND e."customerStart" < ${args.to} AND e."customerEnd" > ${args.from}`;
  return vendorRaw(ctx.vendorDb(), vendorId).query<AgendaEventRow>(
    (vendor) => Prisma.sql`
    SELECT e."id", e."kind"::text AS "kind", e."start", e."end", e."bookingId", e."serviceId", e."servicePartId",
      e."employeeId",
      e."workplaceId", e."machineId", e."locationId", e."summary",
      COALESCE(NULLIF(st."name", ''), e."summary") AS "title",
      CASE WHEN c."id" IS NULL THEN NULL ELSE c."firstname" || ' ' || c."lastname" END AS "customerName",
      COALESCE(e."color", emp."color", 'primary')::text AS "color",
      b."status"::text AS "bookingStatus"
    FROM "Event" e
    LEFT JOIN "Employee" emp ON emp."id" = e."employeeId"
    LEFT JOIN "Booking" b ON b."id" = e."bookingId"
    LEFT JOIN "Customer" c ON c."id" = b."customerId"
    LEFT JOIN LATERAL (
      SELECT t."name" FROM "ServiceTranslation" t WHERE t."serviceId" = e."serviceId"
      ORDER BY (t."language"::text = ${lang}) DESC, (t."language"::text = 'fr') DESC, t."id" LIMIT 1
    ) st ON e."serviceId" IS NOT NULL
    WHERE ${vendor('e')} AND ${filter}
    ORDER BY e."start", e."id"`,
  );
}
