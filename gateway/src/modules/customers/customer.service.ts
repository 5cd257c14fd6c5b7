// Customers of a vendor: search, CRUD, merge, accounts per user and vendor, statistics.
// Staff work through ctx.vendorDb(); a customer reaches only the rows linked to their own user.
import { type Context, scopedClient } from '../../context.ts';
import type { VendorDb } from '../../db/scoped.ts';
import type { Customer, Prisma } from '../../generated/prisma/client.ts';
import {
  AuthenticationError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import { Role } from '../../lib/roles.ts';
import type { VerifyDelete } from '../common/index.ts';
import { m } from './customer.messages.ts';
import { type CustomerInput, normalizeCustomer } from './customer.rules.ts';
import { nowMs } from '../../lib/clock.ts';
import { recordChange } from '../changes/index.ts';

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
    await recordChange(tx, ctx, vendorId, { type: 'customer.created', subjectId: customer.id });
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
    db.booking.count({
      where: { customerId: customer.id, status: { in: ['OPEN', 'PENDING'] }, events: { some: { end: { gt: now } } } },
    }),
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
      await recordChange(tx, ctx, vendorId, { type: 'customer.created', subjectId: customer.id });
      return customer;
    });
  } catch (error) {
    // Created meanwhile by a concurrent request of the same user.
    const again = await db.customer.findUnique({ where: { vendorId_userId: { vendorId, userId: user.id } } });
    if (again) return again;
    throw error;
  }
}
