// The vendor's customer list: search by words or phone digits (accent- and case-insensitive,
// trigram-indexed), server-side sorting, and the possible duplicates of a customer being edited.
import { escapeLike } from '@salon/shared';
import type { Context } from '../../context.ts';
import { type Customer, Prisma } from '../../generated/prisma/client.ts';
import { PAGE_SIZES, pageArgs, paginate } from '../common/index.ts';
import { toE164 } from '@salon/shared/phone';
import { type VendorFilter, vendorRaw } from '../../db/raw.ts';

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
  const raw = vendorRaw(ctx.vendorDb(), vendorId);
  const where = (vendor: VendorFilter) =>
    words.length ? Prisma.sql`${vendor('c')} AND ${Prisma.join(words.map(wordCondition), ' AND ')}` : vendor('c');
  // One scan gives the page and the count (a window count); a page past the end counts apart.
  const { page, limit, skip, take } = pageArgs(args.page, args.limit, PAGE_SIZES.customers);
  const found = await raw.query<{ id: number; total: number }>(
    (vendor) => Prisma.sql`
    SELECT c."id", count(*) OVER ()::int AS total FROM "Customer" c WHERE ${where(vendor)}
    ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`,
  );
  const total =
    found[0]?.total ??
    (skip === 0
      ? 0
      : ((
          await raw.query<{ n: number }>(
            (vendor) => Prisma.sql`SELECT count(*)::int AS n FROM "Customer" c WHERE ${where(vendor)}`,
          )
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
 * e-mail (case ignored) or one of the same phone numbers (any of the four, compared by the digits
 * of its international form, whether it is kept in E.164 or as typed: +33 6 12 34 56 78).
 */
export async function customerDuplicates(
  ctx: Context,
  args: { email?: string | null; phones?: readonly string[] | null; excludeId?: number | null },
): Promise<Customer[]> {
  const email = args.email?.trim() ?? '';
  const phones = [...new Set((args.phones ?? []).map((p) => toE164(p)).filter((p): p is string => !!p))];
  const or: Prisma.CustomerWhereInput[] = [];
  if (email.includes('@')) or.push({ email: { equals: email, mode: 'insensitive' } });
  for (const phone of phones) or.push({ phoneDigits: { contains: phone.slice(1) } });
  if (!or.length) return [];
  return ctx.vendorDb().customer.findMany({
    where: { OR: or, ...(args.excludeId ? { id: { not: args.excludeId } } : {}) },
    orderBy: [{ lastname: 'asc' }, { firstname: 'asc' }, { id: 'asc' }],
    take: 10,
  });
}
