// The customer record of a user at a vendor, created on their first booking there.
import type { Context } from '../../../context.ts';
import type { VendorDb } from '../../../db/scoped.ts';
import { recordChange } from '../../changes/index.ts';
import type { Lang } from '../../../lib/i18n.ts';
import type { MessageCustomer } from '../../notifications/index.ts';
import { vendorRaw } from '../../../db/raw.ts';
import { Prisma } from '../../../generated/prisma/client.ts';

/** With the user's language, which the booking's messages fall back to. */
const include = { user: { select: { language: true } } } as const;

/**
 * What a booking needs of an existing customer (its id and what its messages say), with the user's
 * language, in one statement (the ORM reads the user apart). Raw SQL is not scoped: vendorRaw gives it the vendor's filter.
 */
async function existingCustomer(db: VendorDb, vendorId: number, userId: number) {
  const [row] = await vendorRaw(db, vendorId).query<MessageCustomer & { id: number; userLanguage: Lang | null }>(
    (vendor) => Prisma.sql`
    SELECT c."id", c."firstname", c."lastname", c."email", c."phoneMobile", c."phoneProMobile",
      c."language"::text AS "language", u."language"::text AS "userLanguage"
    FROM "Customer" c LEFT JOIN "User" u ON u."id" = c."userId"
    WHERE ${vendor('c')} AND c."userId" = ${userId}`,
  );
  if (!row) return null;
  const { userLanguage, ...customer } = row;
  return { ...customer, user: userLanguage ? { language: userLanguage } : null };
}

/** The user's customer record at the vendor, created (a customer.created change) on their first booking. */
export async function customerForUser(
  ctx: Context,
  db: VendorDb,
  vendorId: number,
  userId: number,
): Promise<MessageCustomer & { id: number }> {
  const existing = await existingCustomer(db, vendorId, userId);
  if (existing) return existing;
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  try {
    return await db.$transaction(async (tx) => {
      const customer = await tx.customer.create({
        include,
        data: {
          vendorId,
          userId,
          firstname: user.firstname,
          lastname: user.lastname,
          email: user.email,
          phoneMobile: user.phone,
          language: user.language,
        },
      });
      await recordChange(tx, ctx, vendorId, { type: 'customer.created', subjectId: customer.id });
      return customer;
    });
  } catch {
    // Created meanwhile by a concurrent request of the same user.
    return db.customer.findUniqueOrThrow({ where: { vendorId_userId: { vendorId, userId } }, include });
  }
}
