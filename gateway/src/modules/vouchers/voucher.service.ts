// Gift vouchers (staff) and loyalty vouchers (issued by the loyalty rules); spending them in a
// booking closing locks the voucher rows so two closings cannot spend the same balance.
import { escapeLike } from '@salon/shared';
import moment from 'moment-timezone';
import { type Context, scopedClient } from '../../context.ts';
import type { AnyDb } from '../../db/scoped.ts';
import { type Prisma, type Voucher, Prisma as P } from '../../generated/prisma/client.ts';
import { ConflictError, type FieldErrors, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { type Lang, t } from '../../lib/i18n.ts';
import { PAGE_SIZES, paginate, type VerifyDelete } from '../common/index.ts';
import { customerAccess, vendorCustomer } from '../customers/index.ts';
import { formatChf } from '../invoice-core/index.ts';
import { m } from './voucher.messages.ts';
import {
  codePattern,
  dateKey,
  generateCode,
  isSpendable,
  normalizeCode,
  type VoucherStatus,
  voucherStatus,
} from './voucher.rules.ts';
import { nowMs } from '../../lib/clock.ts';
import { vendorRaw } from '../../db/raw.ts';

export interface VoucherInput {
  code?: string | null;
  faceValue?: number | null;
  validFrom?: string | null;
  validUntil?: string | null;
  customerId?: number | null;
}

export interface VoucherView extends Voucher {
  used: number;
  balance: number;
  status: VoucherStatus;
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

async function vendorToday(ctx: Context, vendorId: number) {
  // Vendor rows are public (directory): the time zone of the vouchers' vendor.
  const vendor = await ctx.prisma.vendor.findUniqueOrThrow({ where: { id: vendorId }, select: { timezone: true } });
  return moment.tz(nowMs(), vendor.timezone).format('YYYY-MM-DD');
}

/** Adds used amount, balance and status to voucher rows, with one query for all payments. */
export async function withBalances(ctx: Context, vouchers: Voucher[], today?: string): Promise<VoucherView[]> {
  if (!vouchers.length) return [];
  // The vouchers were loaded through an access-checked loader; their payments are of the same vendor.
  const sums = await scopedClient(ctx.prisma, vouchers[0]!.vendorId).payment.groupBy({
    by: ['voucherId'],
    where: { voucherId: { in: vouchers.map((v) => v.id) } },
    _sum: { amount: true },
  });
  const used = new Map(sums.map((s) => [s.voucherId, s._sum.amount ?? 0]));
  const date = today ?? (await vendorToday(ctx, vouchers[0]!.vendorId));
  return vouchers.map((v) => {
    const u = used.get(v.id) ?? 0;
    return { ...v, used: u, balance: v.faceValue - u, status: voucherStatus(v, u, date) };
  });
}

export function validateVoucher(ctx: Context, input: VoucherInput, current?: Voucher) {
  const errors: FieldErrors = {};
  const add = (field: string, rule: string, message: string) => {
    errors[field] = { ...(errors[field] ?? {}), [rule]: message };
  };
  if (input.code != null && input.code.trim() !== '' && !codePattern.test(input.code.trim())) {
    add('code', 'length', m(ctx.lang, 'codeFormat'));
  }
  const faceValue = input.faceValue ?? current?.faceValue;
  if (faceValue == null) add('face_value', 'required', t(ctx.lang, 'validation.required'));
  else if (!Number.isInteger(faceValue) || faceValue <= 0) add('face_value', 'greaterThan', m(ctx.lang, 'positive'));
  const from = input.validFrom ?? (current ? dateKey(current.validFrom) : null);
  const until = input.validUntil ?? (current ? dateKey(current.validUntil) : null);
  if (!from) add('valid_from', 'required', t(ctx.lang, 'validation.required'));
  if (!until) add('valid_until', 'required', t(ctx.lang, 'validation.required'));
  if (from && until && until < from) add('valid_until', 'afterTime', m(ctx.lang, 'untilBeforeFrom'));
  if (Object.keys(errors).length) throw new ValidationError(t(ctx.lang, 'form.errors'), errors);
  return { faceValue: faceValue!, validFrom: day(from!), validUntil: day(until!) };
}

const isUniqueViolation = (error: unknown) =>
  error instanceof P.PrismaClientKnownRequestError ? error.code === 'P2002' : /unique|P2002/i.test(String(error));

function codeTaken(lang: Lang, code: string) {
  return new ValidationError(t(lang, 'form.errors'), {
    code: { valueAlreadyRegistered: t(lang, 'validation.valueAlreadyRegistered', { value: code }) },
  });
}

export async function createVoucher(ctx: Context, input: VoucherInput, kind: 'GIFT' | 'FIDELITY' = 'GIFT') {
  const values = validateVoucher(ctx, input);
  if (input.customerId != null) await vendorCustomer(ctx, input.customerId);
  const given = input.code?.trim() ? normalizeCode(input.code) : null;
  // A generated code is retried on the rare collision; a given one is reported as taken.
  for (let attempt = 0; ; attempt++) {
    const code = given ?? generateCode();
    try {
      return await ctx.vendorDb().voucher.create({
        data: { ...values, code, kind, customerId: input.customerId ?? null, vendorId: ctx.vendorId() },
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (given || attempt >= 5) throw codeTaken(ctx.lang, code);
    }
  }
}

async function findVoucher(ctx: Context, id: number) {
  const voucher = await ctx.vendorDb().voucher.findUnique({ where: { id } });
  if (!voucher) throw new NotFoundError(m(ctx.lang, 'notFound'));
  return voucher;
}

export async function updateVoucher(ctx: Context, id: number, input: VoucherInput) {
  const current = await findVoucher(ctx, id);
  const values = validateVoucher(ctx, input, current);
  const code = input.code?.trim() ? normalizeCode(input.code) : current.code;
  const used = await ctx.vendorDb().payment.count({ where: { voucherId: id } });
  if (used && (code !== current.code || values.faceValue !== current.faceValue)) {
    throw new ValidationError(m(ctx.lang, 'lockedWhenUsed'), {
      face_value: { excluded: m(ctx.lang, 'lockedWhenUsed') },
    });
  }
  if (input.customerId != null) await vendorCustomer(ctx, input.customerId);
  try {
    return await ctx.vendorDb().voucher.update({
      where: { id },
      data: { ...values, code, ...(input.customerId !== undefined ? { customerId: input.customerId } : {}) },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(ctx.lang, code);
    throw error;
  }
}

export async function verifyDeleteVoucher(ctx: Context, id: number): Promise<VerifyDelete> {
  await findVoucher(ctx, id);
  const payments = await ctx.vendorDb().payment.count({ where: { voucherId: id } });
  return { canDelete: payments === 0, dependencies: payments ? [{ kind: 'payments', count: payments }] : [] };
}

export async function deleteVoucher(ctx: Context, id: number) {
  const check = await verifyDeleteVoucher(ctx, id);
  if (!check.canDelete) throw new ConflictError(m(ctx.lang, 'usedCannotDelete'));
  await ctx.vendorDb().voucher.delete({ where: { id } });
  return { id };
}

export async function listVouchers(
  ctx: Context,
  args: {
    page?: number | null;
    limit?: number | null;
    search?: string | null;
    kind?: 'GIFT' | 'FIDELITY' | null;
    customerId?: number | null;
  },
) {
  const db = ctx.vendorDb();
  const search = args.search?.trim();
  const where: Prisma.VoucherWhereInput = {
    kind: args.kind ?? 'GIFT',
    ...(args.customerId ? { customerId: args.customerId } : {}),
    ...(search
      ? {
          OR: [
            { code: { contains: escapeLike(search), mode: 'insensitive' } },
            { customer: { lastname: { contains: escapeLike(search), mode: 'insensitive' } } },
          ],
        }
      : {}),
  };
  const page = await paginate(
    args,
    PAGE_SIZES.default,
    () => db.voucher.count({ where }),
    (w) => db.voucher.findMany({ ...w, where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  );
  return { ...page, items: await withBalances(ctx, page.items) };
}

export async function getVoucher(ctx: Context, id: number) {
  const voucher = await ctx.vendorDb().voucher.findUnique({ where: { id } });
  return voucher ? (await withBalances(ctx, [voucher]))[0]! : null;
}

export async function voucherByCode(ctx: Context, code: string) {
  const voucher = await ctx.vendorDb().voucher.findFirst({ where: { code: normalizeCode(code) } });
  return voucher ? (await withBalances(ctx, [voucher]))[0]! : null;
}

/** Loyalty vouchers of a customer that still have a balance, 5 per page (spec §7 fidelity-with-balance). */
export async function fidelityVouchersWithBalance(
  ctx: Context,
  args: { customerId: number; page?: number | null; limit?: number | null },
) {
  const { customer, db } = await customerAccess(ctx, args.customerId);
  const rows = await db.voucher.findMany({
    where: { customerId: customer.id, kind: 'FIDELITY' },
    orderBy: [{ validUntil: 'asc' }, { id: 'asc' }],
  });
  const withBalance = (await withBalances(ctx, rows)).filter((v) => v.balance > 0 && v.status !== 'expired');
  return paginate(
    args,
    PAGE_SIZES.fidelityVouchers,
    async () => withBalance.length,
    async ({ skip, take }) => withBalance.slice(skip, skip + take),
  );
}

/**
 * Checks and locks the vouchers spent in one closing (inside its transaction): each code at most
 * once per closing, spendable today, and not beyond its balance. Returns the voucher id per use.
 */
export async function lockVoucherUses(
  tx: AnyDb,
  lang: Lang,
  vendorId: number,
  today: string,
  uses: { index: number; code: string; amount: number }[],
): Promise<Map<number, number>> {
  const errors: FieldErrors = {};
  const fail = (index: number, rule: string, message: string) => {
    errors[`payments.${index}.voucher_code`] = { [rule]: message };
  };
  const seen = new Set<string>();
  for (const use of uses) {
    const code = normalizeCode(use.code);
    if (seen.has(code)) fail(use.index, 'alreadyUsed', m(lang, 'alreadyUsedInClosing'));
    seen.add(code);
  }
  if (Object.keys(errors).length) throw new ValidationError(t(lang, 'form.errors'), errors);
  const codes = [...seen];
  if (!codes.length) return new Map();
  // Row locks in code order: concurrent closings spending the same voucher run one after the other.
  const locked = await vendorRaw(tx, vendorId).query<{ id: number; code: string }>(
    (vendor) => P.sql`
    SELECT "id", "code" FROM "Voucher" WHERE ${vendor()} AND "code" IN (${P.join(codes)})
    ORDER BY "code" FOR UPDATE`,
  );
  const vouchers = await tx.voucher.findMany({ where: { id: { in: locked.map((l) => l.id) } } });
  const sums = await tx.payment.groupBy({
    by: ['voucherId'],
    where: { voucherId: { in: vouchers.map((v) => v.id) } },
    _sum: { amount: true },
  });
  const ids = new Map<number, number>();
  for (const use of uses) {
    const voucher = vouchers.find((v) => v.code === normalizeCode(use.code));
    if (!voucher) {
      fail(use.index, 'invalid', m(lang, 'notFound'));
      continue;
    }
    const used = sums.find((s) => s.voucherId === voucher.id)?._sum.amount ?? 0;
    const status = voucherStatus(voucher, used, today);
    if (!isSpendable(status)) fail(use.index, 'invalid', m(lang, 'notSpendable', { status }));
    else if (use.amount > voucher.faceValue - used) {
      fail(use.index, 'maximumValue', m(lang, 'overBalance', { balance: formatChf(voucher.faceValue - used) }));
    } else ids.set(use.index, voucher.id);
  }
  if (Object.keys(errors).length) throw new ValidationError(t(lang, 'form.errors'), errors);
  return ids;
}

/** The payments made with a voucher (its use history), oldest first, with the booking they paid. */
export async function voucherUses(ctx: Context, voucherId: number) {
  const payments = await ctx.vendorDb().payment.findMany({
    where: { voucherId },
    include: { invoice: { select: { bookingId: true, customerId: true } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return payments.map((p) => ({
    id: p.id,
    amount: p.amount,
    createdAt: p.createdAt,
    invoiceId: p.invoiceId,
    bookingId: p.invoice.bookingId,
    customerId: p.invoice.customerId,
  }));
}

/** The name of the customer who bought (or earned) a voucher. */
export async function voucherBuyerName(ctx: Context, customerId: number | null) {
  if (customerId == null) return null;
  const c = await ctx.vendorDb().customer.findUnique({ where: { id: customerId } });
  return c ? [c.firstname, c.lastname].filter(Boolean).join(' ') : null;
}
