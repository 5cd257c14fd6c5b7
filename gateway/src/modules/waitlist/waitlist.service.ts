// Joining and leaving the waitlist, and the staff's list. A customer joins for themselves at any
// vendor (the scope is the entry's vendor); staff of the vendor add one of their customers. Every
// id that comes in is checked within the vendor before it is stored.
import { type Context, scopedClient } from '../../context.ts';
import type { VendorDb } from '../../db/scoped.ts';
import type { Prisma, WaitlistStatus } from '../../generated/prisma/client.ts';
import { todayIn } from '../../scheduling/calendar.ts';
import { AuthenticationError, NotFoundError } from '../../lib/errors.ts';
import { type Lang, t } from '../../lib/i18n.ts';
import { Role } from '../../lib/roles.ts';
import { FieldErrorList } from '../../lib/validate.ts';
import { customerForUser, isStaffOf } from '../bookings/index.ts';
import { PAGE_SIZES, paginate } from '../common/index.ts';
import { m } from './waitlist.messages.ts';
import { MAX_RANGE_DAYS, minuteOf, rangeProblems } from './waitlist.rules.ts';

export interface JoinWaitlistInput {
  vendorId: number;
  locationId: number;
  serviceIds: number[];
  dateFrom: string;
  dateTo: string;
  employeeId?: number | null;
  timeFrom?: string | null;
  timeTo?: string | null;
  customerId?: number | null;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Checks the services, the location and the employee within the vendor; throws field errors. */
async function checkIds(db: VendorDb, lang: Lang, input: JoinWaitlistInput, asStaff: boolean, errors: FieldErrorList) {
  const serviceIds = [...new Set(input.serviceIds)];
  const [location, services, employee] = await Promise.all([
    db.location.findFirst({ where: { id: input.locationId, deletedAt: null }, select: { id: true, isPublic: true } }),
    db.service.findMany({
      where: { id: { in: serviceIds }, deletedAt: null, ...(asStaff ? {} : { onlineBookable: true }) },
      select: { id: true },
    }),
    input.employeeId
      ? db.employee.findFirst({
          where: { id: input.employeeId, deletedAt: null },
          select: { id: true, services: { select: { serviceId: true } } },
        })
      : null,
  ]);
  if (!location || (!asStaff && !location.isPublic))
    errors.add('location_id', 'invalid', {}, t(lang, 'notFound.location'));
  if (!serviceIds.length) errors.add('service_ids', 'required');
  else if (services.length !== serviceIds.length)
    errors.add('service_ids', 'invalid', {}, m(lang, 'serviceNotOffered'));
  if (input.employeeId) {
    const offers = new Set(employee?.services.map((s) => s.serviceId) ?? []);
    if (!employee || serviceIds.some((id) => !offers.has(id))) {
      errors.add('employee_id', 'invalid', {}, m(lang, 'employeeNotOffered'));
    }
  }
  return serviceIds;
}

export async function joinWaitlist(ctx: Context, input: JoinWaitlistInput) {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationError(t(ctx.lang, 'auth.required'));
  const asStaff = isStaffOf(ctx, input.vendorId);
  const db = asStaff ? ctx.vendorDb() : scopedClient(ctx.prisma, input.vendorId);
  const vendor = await db.vendor.findUnique({ where: { id: input.vendorId }, select: { id: true, timezone: true } });
  if (!vendor) throw new NotFoundError(t(ctx.lang, 'notFound.vendor'));
  const timeFrom = minuteOf(input.timeFrom);
  const timeTo = minuteOf(input.timeTo);
  const errors = new FieldErrorList(ctx.lang);
  for (const p of rangeProblems({ ...input, timeFrom, timeTo }, day(todayIn(vendor.timezone)))) {
    if (p.rule === 'invalidTime') errors.add(p.field, 'invalidTime');
    else errors.add(p.field, p.rule, {}, m(ctx.lang, p.rule, { max: MAX_RANGE_DAYS }));
  }
  const serviceIds = await checkIds(db, ctx.lang, input, asStaff, errors);
  if (asStaff && !input.customerId) errors.add('customer_id', 'required');
  errors.throwIfAny();

  let customer: { id: number; language: Lang | null; user?: { language: Lang } | null };
  if (asStaff) {
    const found = await db.customer.findUnique({
      where: { id: input.customerId! },
      select: { id: true, language: true, userId: true, user: { select: { language: true } } },
    });
    if (!found) throw new NotFoundError(t(ctx.lang, 'notFound.customer'));
    customer = found as typeof customer;
  } else {
    customer = (await customerForUser(ctx, db, vendor.id, viewer.userId)) as typeof customer;
  }
  const userId = asStaff
    ? ((await db.customer.findUnique({ where: { id: customer.id }, select: { userId: true } }))?.userId ?? null)
    : viewer.userId;
  return db.waitlistEntry.create({
    data: {
      vendorId: vendor.id,
      locationId: input.locationId,
      customerId: customer.id,
      userId,
      employeeId: input.employeeId ?? null,
      serviceIds,
      dateFrom: new Date(`${input.dateFrom}T00:00:00Z`),
      dateTo: new Date(`${input.dateTo}T00:00:00Z`),
      timeFrom,
      timeTo,
      language: customer.language ?? customer.user?.language ?? ctx.lang,
      createdByUserId: viewer.userId || null,
    },
  });
}

/** An entry the viewer may remove: staff of its vendor, or the customer who joined. */
async function removableEntry(ctx: Context, id: number) {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationError(t(ctx.lang, 'auth.required'));
  const entry = await ctx.prisma.waitlistEntry.findUnique({
    where: { id },
    select: { id: true, vendorId: true, userId: true },
  });
  const own = entry != null && viewer.role < Role.staff && entry.userId === viewer.userId;
  if (!entry || !(isStaffOf(ctx, entry.vendorId) || own)) throw new NotFoundError(m(ctx.lang, 'notFound'));
  return entry;
}

export async function deleteWaitlistEntry(ctx: Context, id: number) {
  const entry = await removableEntry(ctx, id);
  await scopedClient(ctx.prisma, entry.vendorId).waitlistEntry.delete({ where: { id: entry.id } });
  return { id };
}

export interface WaitlistListArgs {
  page?: number | null;
  limit?: number | null;
  status?: WaitlistStatus | null;
  locationId?: number | null;
}

/** The vendor's entries, oldest first (the order they are offered in); a range that is over counts as expired. */
export async function listWaitlist(ctx: Context, args: WaitlistListArgs) {
  const db = ctx.vendorDb();
  const vendor = await db.vendor.findUniqueOrThrow({ where: { id: ctx.vendorId() }, select: { timezone: true } });
  const today = todayIn(vendor.timezone);
  const active = { in: ['WAITING', 'OFFERED'] as WaitlistStatus[] };
  const byStatus: Prisma.WaitlistEntryWhereInput =
    args.status === 'EXPIRED'
      ? { OR: [{ status: 'EXPIRED' }, { status: active, dateTo: { lt: today } }] }
      : args.status === 'WAITING' || args.status === 'OFFERED'
        ? { status: args.status, dateTo: { gte: today } }
        : args.status
          ? { status: args.status }
          : { status: active, dateTo: { gte: today } };
  const where = { ...byStatus, ...(args.locationId ? { locationId: args.locationId } : {}) };
  return paginate(
    args,
    PAGE_SIZES.default,
    () => db.waitlistEntry.count({ where }),
    (window) => db.waitlistEntry.findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], ...window }),
  );
}

/**
 * The logged-in customer's own entries still waiting, at every vendor: an entry whose range is over
 * (the salon's day) is no longer waiting, even before a match sets it expired.
 */
export async function myWaitlist(ctx: Context) {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationError(t(ctx.lang, 'auth.required'));
  const entries = await ctx.prisma.waitlistEntry.findMany({
    where: { userId: viewer.userId, status: { in: ['WAITING', 'OFFERED'] } },
    include: { vendor: { select: { timezone: true } } },
    orderBy: [{ dateFrom: 'asc' }, { id: 'asc' }],
  });
  return entries
    .filter((e) => e.dateTo.getTime() >= todayIn(e.vendor.timezone).getTime())
    .map(({ vendor: _vendor, ...entry }) => entry);
}
