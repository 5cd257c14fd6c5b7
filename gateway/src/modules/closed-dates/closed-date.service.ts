// Closed dates (spec §3, §5): a day on which some locations are closed; availability and
// schedules leave those locations out. A closed date needs at least one location.
import type { Context } from '../../context.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { isValidDate, localMinuteToInstant } from '../../scheduling/calendar.ts';
import { ensureIds, verifyDeleteResult } from '../configuration/index.ts';
import { notifyChange } from '../notifications-counters/index.ts';
import { recordChange } from '../changes/index.ts';
import { m } from './closed-date.messages.ts';

export interface ClosedDateInput {
  date?: string | null;
  description?: string | null;
  locationIds?: number[] | null;
}

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

export async function findClosedDate(ctx: Context, id: number) {
  const row = await ctx
    .vendorDb()
    .closedDate.findFirst({ where: { id }, include: { locations: { select: { id: true } } } });
  if (!row) throw new NotFoundError(m(ctx.lang, 'notFound'));
  return row;
}

/** Checks the whole input and reports every failing field at once. */
async function parse(ctx: Context, input: Required<ClosedDateInput>) {
  const errors: Record<string, Record<string, string>> = {};
  if (!input.date || !isValidDate(input.date)) errors.date = { required: m(ctx.lang, 'dateRequired') };
  if (!input.locationIds?.length) errors.locationIds = { closedDateLocations: m(ctx.lang, 'locationsRequired') };
  if (Object.keys(errors).length) throw new ValidationError(m(ctx.lang, 'locationsRequired'), errors);
  const locationIds = await ensureIds(ctx.lang, 'locationIds', input.locationIds, (ids) =>
    ctx.vendorDb().location.findMany({ where: { id: { in: ids }, deletedAt: null }, select: { id: true } }),
  );
  return { date: day(input.date as string), description: (input.description ?? '').trim(), locationIds };
}

export async function createClosedDate(ctx: Context, input: ClosedDateInput) {
  const value = await parse(ctx, {
    date: input.date ?? null,
    description: input.description ?? '',
    locationIds: input.locationIds ?? null,
  });
  const row = await ctx.vendorDb().closedDate.create({
    data: {
      vendorId: ctx.vendorId(),
      date: value.date,
      description: value.description,
      locations: { connect: value.locationIds.map((id) => ({ id })) },
    },
  });
  await notifyChange(ctx, 'closedDates');
  return row;
}

export async function updateClosedDate(ctx: Context, id: number, input: ClosedDateInput) {
  const existing = await findClosedDate(ctx, id);
  const value = await parse(ctx, {
    date: input.date ?? existing.date.toISOString().slice(0, 10),
    description: input.description ?? existing.description,
    locationIds: input.locationIds ?? existing.locations.map((l) => l.id),
  });
  const row = await ctx.vendorDb().$transaction(async (tx) => {
    const updated = await tx.closedDate.update({
      where: { id },
      data: {
        date: value.date,
        description: value.description,
        locations: { set: value.locationIds.map((locationId) => ({ id: locationId })) },
      },
    });
    // The day moved or a location reopened: that time is free again.
    const reopened = existing.locations
      .map((l) => l.id)
      .filter((l) => updated.date.getTime() !== existing.date.getTime() || !value.locationIds.includes(l));
    if (reopened.length) {
      await recordChange(tx, ctx, existing.vendorId, {
        type: 'availability.freed',
        subjectId: id,
        data: { days: [existing.date.toISOString().slice(0, 10)], locationIds: reopened },
      });
    }
    return updated;
  });
  await notifyChange(ctx, 'closedDates');
  return row;
}

/** Open bookings on a closed day at its locations, in the vendor's time zone. */
export async function bookingsOnClosedDate(ctx: Context, row: { date: Date; locations: { id: number }[] }) {
  const { timezone } = await ctx.vendorDb().vendor.findUniqueOrThrow({ where: { id: ctx.vendorId() } });
  const iso = row.date.toISOString().slice(0, 10);
  return ctx.vendorDb().booking.count({
    where: {
      status: { in: ['OPEN', 'PENDING'] },
      events: {
        some: {
          active: true,
          locationId: { in: row.locations.map((l) => l.id) },
          start: {
            gte: new Date(localMinuteToInstant(iso, 0, timezone)),
            lt: new Date(localMinuteToInstant(iso, 1440, timezone)),
          },
        },
      },
    },
  });
}

/** Deleting reopens the day; the bookings kept on it are reported so staff can confirm. */
export async function verifyDeleteClosedDate(ctx: Context, id: number) {
  const row = await findClosedDate(ctx, id);
  return verifyDeleteResult({ bookings: await bookingsOnClosedDate(ctx, row) });
}

export async function deleteClosedDate(ctx: Context, id: number) {
  const existing = await findClosedDate(ctx, id);
  await ctx.vendorDb().$transaction(async (tx) => {
    await tx.closedDate.delete({ where: { id } });
    // The day reopens: its time is offered to the waitlist.
    await recordChange(tx, ctx, existing.vendorId, {
      type: 'availability.freed',
      subjectId: id,
      data: { days: [existing.date.toISOString().slice(0, 10)], locationIds: existing.locations.map((l) => l.id) },
    });
  });
  await notifyChange(ctx, 'closedDates');
  return { id };
}
