// Locations (spec §3, §4): unique name and slug per vendor, short name of at most 5 characters,
// open or closed from a date, deletable only once the closing date has passed (soft delete, so
// past bookings and cash closings keep their location).
import moment from 'moment-timezone';
import { boolean, integer, nullable, optional, type as shape } from 'superstruct';
import type { Context } from '../../context.ts';
import type { Location } from '../../generated/prisma/client.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { ensureIds, futureBookings, isUniqueViolation, slugify, verifyDeleteResult } from '../configuration/index.ts';
import { email, maxText, phone, requiredText, slug } from '@salon/shared';
import { notifyChange } from '../notifications-counters/index.ts';
import { m } from './location.messages.ts';
import { FieldErrorList, parseInput } from '../../lib/validate.ts';
import { nowMs } from '../../lib/clock.ts';

export interface LocationFields {
  name?: string | null;
  shortName?: string | null;
  slug?: string | null;
  regionId?: number | null;
  closedFrom?: string | null;
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  phone?: string | null;
  email?: string | null;
  isPublic?: boolean | null;
}

const LocationStruct = shape({
  name: requiredText(100),
  shortName: requiredText(5),
  slug: slug(),
  regionId: nullable(integer()),
  closedFrom: nullable(maxText(10)),
  street: maxText(200),
  zip: maxText(20),
  city: maxText(100),
  phone: nullable(phone()),
  email: nullable(email()),
  isPublic: optional(boolean()),
});

const dateKey = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/** Today in the vendor's time zone, YYYY-MM-DD. */
export async function vendorToday(ctx: Context): Promise<string> {
  const vendor = await ctx.vendorDb().vendor.findFirstOrThrow({ where: { id: ctx.vendorId() } });
  return moment.tz(nowMs(), vendor.timezone).format('YYYY-MM-DD');
}

/** Spec §4: deletable only once closed from a date that has passed. */
export function canDeleteLocation(location: Pick<Location, 'closedFrom'>, today: string): boolean {
  const closed = dateKey(location.closedFrom);
  return closed != null && closed < today;
}

export async function findLocation(ctx: Context, id: number) {
  const location = await ctx.vendorDb().location.findFirst({ where: { id, deletedAt: null } });
  if (!location) throw new NotFoundError(m(ctx.lang, 'notFound'));
  return location;
}

async function validated(ctx: Context, input: LocationFields, existing: Location | null) {
  const base = existing
    ? { ...existing, closedFrom: dateKey(existing.closedFrom) }
    : { street: '', zip: '', city: '', regionId: null, closedFrom: null, phone: null, email: null };
  const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const merged = { ...base, ...defined } as LocationFields;
  merged.slug ||= slugify(merged.name ?? '');
  if (merged.phone === '') merged.phone = null;
  if (merged.email === '') merged.email = null;
  const value = parseInput(LocationStruct, merged, ctx.lang);
  const db = ctx.vendorDb();
  const errors = new FieldErrorList(ctx.lang);
  const others = { deletedAt: null, ...(existing ? { id: { not: existing.id } } : {}) };
  const [sameName, sameSlug] = await Promise.all([
    db.location.findFirst({ where: { ...others, name: { equals: value.name, mode: 'insensitive' } } }),
    db.location.findFirst({ where: { ...others, slug: value.slug } }),
  ]);
  if (sameName) errors.add('name', 'valueAlreadyRegistered', { value: value.name });
  if (sameSlug) errors.add('slug', 'valueAlreadyRegistered', { value: value.slug });
  if (value.closedFrom != null) {
    const today = await vendorToday(ctx);
    const changed = value.closedFrom !== dateKey(existing?.closedFrom ?? null);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value.closedFrom) || !moment(value.closedFrom, 'YYYY-MM-DD', true).isValid()) {
      errors.add('closedFrom', 'invalid');
    } else if (changed && value.closedFrom < today) {
      errors.add('closedFrom', 'min', {}, m(ctx.lang, 'closedInPast'));
    } else if (changed && existing) {
      const blocking = await futureBookings(db, {
        locationId: existing.id,
        start: { gte: moment.tz(value.closedFrom, 'UTC').toDate() },
      });
      if (blocking) errors.add('closedFrom', 'bookings', {}, m(ctx.lang, 'closedWithBookings', { count: blocking }));
    }
  }
  errors.throwIfAny();
  await ensureIds(ctx.lang, 'regionId', value.regionId == null ? [] : [value.regionId], (ids) =>
    db.region.findMany({ where: { id: { in: ids } }, select: { id: true } }),
  );
  return {
    name: value.name,
    shortName: value.shortName,
    slug: value.slug,
    regionId: value.regionId,
    closedFrom: value.closedFrom ? new Date(`${value.closedFrom}T00:00:00Z`) : null,
    street: value.street,
    zip: value.zip,
    city: value.city,
    phone: value.phone,
    email: value.email,
    ...(value.isPublic != null ? { isPublic: value.isPublic } : {}),
  };
}

async function uniqueSafe<T>(ctx: Context, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // Created meanwhile by someone else with the same name or slug.
    if (isUniqueViolation(error)) throw new ConflictError(m(ctx.lang, 'taken'));
    throw error;
  }
}

export async function createLocation(ctx: Context, input: LocationFields) {
  const data = await validated(ctx, input, null);
  const created = await uniqueSafe(ctx, () =>
    ctx.vendorDb().location.create({ data: { ...data, vendorId: ctx.vendorId() } }),
  );
  await notifyChange(ctx, 'locations');
  return created;
}

export async function updateLocation(ctx: Context, id: number, input: LocationFields) {
  const existing = await findLocation(ctx, id);
  const data = await validated(ctx, input, existing);
  const updated = await uniqueSafe(ctx, () => ctx.vendorDb().location.update({ where: { id }, data }));
  await notifyChange(ctx, 'locations');
  return updated;
}

/** Closes from a date (today or later); reopening clears the date. */
export function closeLocation(ctx: Context, id: number, from: string | null) {
  return updateLocation(ctx, id, { closedFrom: from });
}

export async function verifyDeleteLocation(ctx: Context, id: number) {
  const location = await findLocation(ctx, id);
  const db = ctx.vendorDb();
  const [bookings, workplaces, machines, timetables, closedDates] = await Promise.all([
    futureBookings(db, { locationId: id }),
    db.workplace.count({ where: { locationId: id } }),
    db.machine.count({ where: { locationId: id } }),
    db.timetable.count({ where: { ranges: { some: { locationId: id } } } }),
    db.closedDate.count({ where: { locations: { some: { id } } } }),
  ]);
  return verifyDeleteResult(
    { futureBookings: bookings, workplaces, machines, timetables, closedDates },
    canDeleteLocation(location, await vendorToday(ctx)),
  );
}

/**
 * Soft delete once the closing date has passed: the row stays for past bookings and cash
 * closings; its name and slug are freed and its workplaces leave every configuration.
 */
export async function deleteLocation(ctx: Context, id: number) {
  const location = await findLocation(ctx, id);
  if (!canDeleteLocation(location, await vendorToday(ctx))) throw new ConflictError(m(ctx.lang, 'deleteOpen'));
  await ctx.vendorDb().$transaction(async (tx) => {
    // Link tables carry no vendorId: they are reached through the vendor's workplace or machine.
    const workplaces = { workplace: { locationId: id, vendorId: location.vendorId } };
    await tx.serviceWorkplace.deleteMany({ where: workplaces });
    await tx.employeeWorkplace.deleteMany({ where: workplaces });
    await tx.serviceMachine.deleteMany({ where: { machine: { locationId: id, vendorId: location.vendorId } } });
    await tx.location.update({
      where: { id },
      data: { deletedAt: new Date(nowMs()), name: `${location.name} #${id}`, slug: `${location.slug}--deleted-${id}` },
    });
  });
  await notifyChange(ctx, 'locations');
  return { id };
}
