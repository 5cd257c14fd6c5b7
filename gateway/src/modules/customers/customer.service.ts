// Customers of a vendor: search, CRUD, merge, accounts per user and vendor, statistics.
// Staff work through ctx.vendorDb(); a customer reaches only the rows linked to their own user.
import { type Context, scopedClient } from '../../context.ts';
import type { VendorDb } from '../../db/scoped.ts';
import { type Customer, Prisma } from '../../generated/prisma/client.ts';
import {
  AuthenticationError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import { Role } from '../../lib/roles.ts';
import { PAGE_SIZES, pageArgs, paginate } from '../common/pagination.ts';
import type { VerifyDelete } from '../common/results.ts';
import { m } from './customer.messages.ts';
import { type CustomerInput, normalizeCustomer, PHONE_FIELDS, toE164 } from './customer.rules.ts';
import { nowMs } from '../../lib/clock.ts';
import { enqueueWebhookEvent } from '../webhooks/webhook.enqueue.ts';

const viewerOf = (ctx: Context) => {
  if (!ctx.viewer) throw new AuthenticationError(t(ctx.lang, 'auth.required'));
  return ctx.viewer;
};

/** True when the viewer is staff (or admin) of this vendor. */
export function isStaffOf(ctx: Context, vendorId: number): boolean {
  return !!ctx.viewer && ctx.viewer.role >= Role.staff && ctx.viewer.vendorId === vendorId;
}

/**
 * A customer the viewer may read: any customer of their vendor for staff, only their own
 * customer records otherwise. Another's id is "not found", never the row.
 */
export async function readableCustomer(ctx: Context, id: number): Promise<Customer> {
  return (await customerAccess(ctx, id)).customer;
}

/**
 * The access-checked loader of customers: the customer and the client scoped to its vendor.
 * Staff reach their vendor's customers; anyone else only the records of their own user, at any
 * vendor (the one unscoped look-up of this module, by user id).
 */
export async function customerAccess(ctx: Context, id: number): Promise<{ customer: Customer; db: VendorDb }> {
  const viewer = viewerOf(ctx);
  if (viewer.role >= Role.staff && viewer.vendorId != null) {
    const customer = await ctx.vendorDb().customer.findUnique({ where: { id } });
    if (!customer) throw new NotFoundError(t(ctx.lang, 'notFound.customer'));
    return { customer, db: ctx.vendorDb() };
  }
  const customer = await ctx.prisma.customer.findFirst({ where: { id, userId: viewer.userId } });
  if (!customer) throw new NotFoundError(t(ctx.lang, 'notFound.customer'));
  return { customer, db: scopedClient(ctx.prisma, customer.vendorId) };
}

/** A customer of the staff viewer's vendor. */
export async function vendorCustomer(ctx: Context, id: number): Promise<Customer> {
  const customer = await ctx.vendorDb().customer.findUnique({ where: { id } });
  if (!customer) throw new NotFoundError(t(ctx.lang, 'notFound.customer'));
  return customer;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Search condition for one word: name, company or e-mail (accent- and case-insensitive), or phone digits. */
// "searchText" and "phoneDigits" are kept by a trigger and trigram-indexed (migration 0006).
function wordCondition(word: string): Prisma.Sql {
  const pattern = `%${escapeLike(word.toLowerCase())}%`;
  const text = Prisma.sql`c."searchText" LIKE public.immutable_unaccent(${pattern}::text)`;
  const digits = word.replace(/\D/g, '');
  if (digits.length < 3 || /[^\d\s+()./-]/.test(word)) return text;
  // A phone-like word searches the phone digits only (stored in E.164): a national number
  // (079...) is looked up in its international form (4179...), 0041... as 41...
  const international = digits.startsWith('00')
    ? digits.slice(2)
    : digits.startsWith('0')
      ? `41${digits.slice(1)}`
      : digits;
  return Prisma.sql`c."phoneDigits" LIKE ${`%${international}%`}`;
}

/** Server-side sorting of the customer list. */
export type CustomerSort = 'NAME' | 'EMAIL' | 'CITY' | 'CREATED_AT';

function orderSql(sort: CustomerSort, descending: boolean): Prisma.Sql {
  const dir = descending ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  switch (sort) {
    case 'EMAIL':
      return Prisma.sql`lower(coalesce(c."email", '')) ${dir}, c."id" ${dir}`;
    case 'CITY':
      return Prisma.sql`lower(coalesce(c."city", '')) ${dir}, c."id" ${dir}`;
    case 'CREATED_AT':
      return Prisma.sql`c."createdAt" ${dir}, c."id" ${dir}`;
    default:
      return Prisma.sql`lower(c."lastname") ${dir}, lower(c."firstname") ${dir}, c."id" ${dir}`;
  }
}

export async function listCustomers(
  ctx: Context,
  args: {
    page?: number | null;
    limit?: number | null;
    search?: string | null;
    sort?: CustomerSort | null;
    descending?: boolean | null;
  },
) {
  const vendorId = ctx.vendorId();
  const search = (args.search ?? '').trim();
  // A phone number is one term whatever its spacing; other searches match word by word.
  const words = /^[\d\s+()./-]+$/.test(search) ? [search] : search.split(/\s+/).filter(Boolean).slice(0, 6);
  const order = orderSql(args.sort ?? 'NAME', args.descending ?? false);
  if (!words.length && (args.sort ?? 'NAME') === 'NAME' && !args.descending) {
    const db = ctx.vendorDb();
    return paginate(
      args,
      PAGE_SIZES.customers,
      () => db.customer.count(),
      (w) => db.customer.findMany({ ...w, orderBy: [{ lastname: 'asc' }, { firstname: 'asc' }, { id: 'asc' }] }),
    );
  }
  const where = words.length
    ? Prisma.sql`c."vendorId" = ${vendorId} AND ${Prisma.join(words.map(wordCondition), ' AND ')}`
    : Prisma.sql`c."vendorId" = ${vendorId}`;
  // One scan gives the page and the count (a window count); a page past the end counts apart.
  const { page, limit, skip, take } = pageArgs(args.page, args.limit, PAGE_SIZES.customers);
  const found = await ctx.vendorDb().$queryRaw<{ id: number; total: number }[]>`
    SELECT c."id", count(*) OVER ()::int AS total FROM "Customer" c WHERE ${where}
    ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`;
  const total =
    found[0]?.total ??
    (skip === 0
      ? 0
      : ((
          await ctx.vendorDb().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "Customer" c WHERE ${where}`
        )[0]?.n ?? 0));
  const rows = found.length
    ? await ctx.vendorDb().customer.findMany({ where: { id: { in: found.map((r) => r.id) }, vendorId } })
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pageCount = Math.max(1, Math.ceil(total / limit));
  return {
    items: found.map((r) => byId.get(r.id)).filter((r): r is Customer => r !== undefined),
    pagination: {
      pageCount,
      currentPage: page,
      hasNextPage: page < pageCount,
      hasPrevPage: page > 1,
      count: total,
      limit,
    },
  };
}

/**
 * Customers of the vendor that may be the same person as the one being added or edited: the same
 * e-mail (case ignored) or one of the same phone numbers (any of the four, compared in E.164).
 */
export async function customerDuplicates(
  ctx: Context,
  args: { email?: string | null; phones?: readonly string[] | null; excludeId?: number | null },
): Promise<Customer[]> {
  const email = args.email?.trim() ?? '';
  const phones = [...new Set((args.phones ?? []).map((p) => toE164(p)).filter((p): p is string => !!p))];
  const or: Prisma.CustomerWhereInput[] = [];
  if (email.includes('@')) or.push({ email: { equals: email, mode: 'insensitive' } });
  for (const field of PHONE_FIELDS) if (phones.length) or.push({ [field]: { in: phones } });
  if (!or.length) return [];
  return ctx.vendorDb().customer.findMany({
    where: { OR: or, ...(args.excludeId ? { id: { not: args.excludeId } } : {}) },
    orderBy: [{ lastname: 'asc' }, { firstname: 'asc' }, { id: 'asc' }],
    take: 10,
  });
}

/** Checks that a favourite employee belongs to the vendor. */
async function checkFavorite(ctx: Context, data: Record<string, unknown>) {
  const id = data.favoriteEmployeeId;
  if (typeof id !== 'number') return;
  const employee = await ctx.vendorDb().employee.findFirst({ where: { id, deletedAt: null } });
  if (!employee) {
    throw new ValidationError(t(ctx.lang, 'form.errors'), {
      favorite_employee_id: { invalid: m(ctx.lang, 'employeeNotFound') },
    });
  }
}

function throwIfErrors(ctx: Context, errors: Record<string, Record<string, string>>) {
  if (Object.keys(errors).length) throw new ValidationError(t(ctx.lang, 'form.errors'), errors);
}

export async function createCustomer(ctx: Context, input: CustomerInput) {
  const { data, errors } = normalizeCustomer(input, ctx.lang);
  throwIfErrors(ctx, errors);
  await checkFavorite(ctx, data);
  const vendorId = ctx.vendorId();
  return ctx.vendorDb().$transaction(async (tx) => {
    const customer = await tx.customer.create({
      data: { ...(data as Prisma.CustomerUncheckedCreateInput), vendorId },
    });
    await enqueueWebhookEvent(tx, vendorId, 'customer.created', customer.id);
    return customer;
  });
}

export async function updateCustomer(ctx: Context, id: number, input: CustomerInput) {
  const { customer: current, db } = await customerAccess(ctx, id);
  const { data, errors } = normalizeCustomer(input, ctx.lang, current);
  throwIfErrors(ctx, errors);
  if (!isStaffOf(ctx, current.vendorId)) {
    // A customer edits their personal fields; the favourite employee is checked in their vendor.
    const favorite = data.favoriteEmployeeId;
    if (typeof favorite === 'number') {
      const employee = await db.employee.findFirst({ where: { id: favorite, deletedAt: null } });
      if (!employee) {
        throw new ValidationError(t(ctx.lang, 'form.errors'), {
          favorite_employee_id: { invalid: m(ctx.lang, 'employeeNotFound') },
        });
      }
    }
    return db.customer.update({ where: { id: current.id }, data });
  }
  await checkFavorite(ctx, data);
  return ctx.vendorDb().customer.update({ where: { id }, data });
}

export async function verifyDeleteCustomer(ctx: Context, id: number): Promise<VerifyDelete> {
  const customer = await vendorCustomer(ctx, id);
  const db = ctx.vendorDb();
  const now = new Date(nowMs());
  const [upcoming, bookings, vouchers, unpaid] = await Promise.all([
    db.booking.count({ where: { customerId: customer.id, status: 'OPEN', events: { some: { end: { gt: now } } } } }),
    db.booking.count({ where: { customerId: customer.id } }),
    db.voucher.count({ where: { customerId: customer.id } }),
    db.invoice.count({ where: { customerId: customer.id, status: { in: ['OPEN', 'PARTIAL'] }, total: { gt: 0 } } }),
  ]);
  return {
    canDelete: upcoming === 0,
    dependencies: [
      { kind: 'futureBookings', count: upcoming },
      { kind: 'bookings', count: bookings },
      { kind: 'vouchers', count: vouchers },
      { kind: 'unpaidInvoices', count: unpaid },
    ].filter((d) => d.count > 0),
  };
}

/** Deletes a customer without upcoming appointments; past bookings and invoices stay, unlinked. */
export async function deleteCustomer(ctx: Context, id: number) {
  const check = await verifyDeleteCustomer(ctx, id);
  if (!check.canDelete) throw new ConflictError(m(ctx.lang, 'futureBookings'));
  await ctx.vendorDb().customer.delete({ where: { id } });
  return { id };
}

/**
 * Merges several customers into one in one transaction: bookings, invoices, comments, vouchers
 * and points move to the kept customer, then the merged ones are deleted. `input` carries the
 * fields chosen for the kept customer.
 */
export async function mergeCustomers(ctx: Context, id: number, idsToDelete: number[], input: CustomerInput = {}) {
  const others = [...new Set(idsToDelete)].filter((other) => other !== id);
  if (!others.length) {
    throw new ValidationError(m(ctx.lang, 'mergeNothing'), {
      ids_to_delete: { required: t(ctx.lang, 'validation.required') },
    });
  }
  const kept = await vendorCustomer(ctx, id);
  const { data, errors } = normalizeCustomer(input, ctx.lang, kept);
  throwIfErrors(ctx, errors);
  await checkFavorite(ctx, data);
  return ctx.vendorDb().$transaction(async (tx) => {
    const merged = await tx.customer.findMany({ where: { id: { in: others } } });
    if (merged.length !== others.length) throw new NotFoundError(t(ctx.lang, 'notFound.customer'));
    const users = new Set([kept.userId, ...merged.map((c) => c.userId)].filter((u) => u != null));
    if (users.size > 1) throw new ConflictError(m(ctx.lang, 'mergeTwoAccounts'));
    const where = { customerId: { in: others } };
    await tx.booking.updateMany({ where, data: { customerId: id } });
    await tx.invoice.updateMany({ where, data: { customerId: id } });
    await tx.comment.updateMany({ where, data: { customerId: id } });
    await tx.voucher.updateMany({ where, data: { customerId: id } });
    await tx.pointEntry.updateMany({ where, data: { customerId: id } });
    // Empty fields of the kept customer take the first value found among the merged ones.
    const fill: Record<string, unknown> = {};
    for (const c of merged) {
      for (const [key, value] of Object.entries(c)) {
        if (['id', 'vendorId', 'createdAt', 'userId'].includes(key)) continue;
        if (value != null && value !== '' && kept[key as keyof Customer] == null && fill[key] === undefined) {
          fill[key] = value;
        }
      }
    }
    const userId = kept.userId ?? merged.find((c) => c.userId != null)?.userId ?? null;
    await tx.customer.deleteMany({ where: { id: { in: others } } });
    return tx.customer.update({ where: { id }, data: { ...fill, ...data, userId } });
  });
}

/** The customer record of a user at a vendor, or null (spec §7 customers/account). */
export async function customerAccount(ctx: Context, userId: number, vendorId: number) {
  const viewer = viewerOf(ctx);
  if (viewer.userId !== userId && !isStaffOf(ctx, vendorId)) throw new ForbiddenError(t(ctx.lang, 'auth.forbidden'));
  return scopedClient(ctx.prisma, vendorId).customer.findUnique({ where: { vendorId_userId: { vendorId, userId } } });
}

/** Makes the logged-in user a customer of a vendor (idempotent), from the user's own data. */
export async function addCustomerForUser(ctx: Context, vendorId: number) {
  const viewer = viewerOf(ctx);
  // Any user may become a customer of any vendor: the vendor is found unscoped (public directory).
  const vendor = await ctx.prisma.vendor.findUnique({ where: { id: vendorId } });
  if (!vendor) throw new NotFoundError(t(ctx.lang, 'notFound.vendor'));
  const db = scopedClient(ctx.prisma, vendor.id);
  const existing = await db.customer.findUnique({
    where: { vendorId_userId: { vendorId, userId: viewer.userId } },
  });
  if (existing) return existing;
  const user = await db.user.findUniqueOrThrow({ where: { id: viewer.userId } });
  const data = {
    vendorId,
    userId: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    username: user.username,
    language: user.language,
  };
  try {
    return await db.$transaction(async (tx) => {
      const customer = await tx.customer.create({ data });
      await enqueueWebhookEvent(tx, vendorId, 'customer.created', customer.id);
      return customer;
    });
  } catch (error) {
    // Created meanwhile by a concurrent request of the same user.
    const again = await db.customer.findUnique({ where: { vendorId_userId: { vendorId, userId: user.id } } });
    if (again) return again;
    throw error;
  }
}

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
    (names.find((n) => n.serviceId === id && n.language === ctx.lang) ?? names.find((n) => n.serviceId === id))?.name ??
    '';
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
