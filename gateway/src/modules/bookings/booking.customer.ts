// The customer record of a user at a vendor, created on their first booking there.
import type { VendorDb } from '../../db/scoped.ts';

/** With the user's language, which the booking's messages fall back to. */
const include = { user: { select: { language: true } } } as const;

export async function customerForUser(db: VendorDb, vendorId: number, userId: number) {
  const existing = await db.customer.findUnique({ where: { vendorId_userId: { vendorId, userId } }, include });
  if (existing) return existing;
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  try {
    return await db.customer.create({
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
  } catch {
    // Created meanwhile by a concurrent request of the same user.
    return db.customer.findUniqueOrThrow({ where: { vendorId_userId: { vendorId, userId } }, include });
  }
}
