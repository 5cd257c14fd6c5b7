// The customer record of a user at a vendor, created on their first booking there.
import type { Context } from '../../context.ts';

export async function customerForUser(ctx: Context, vendorId: number, userId: number) {
  const existing = await ctx.prisma.customer.findUnique({ where: { vendorId_userId: { vendorId, userId } } });
  if (existing) return existing;
  const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  try {
    return await ctx.prisma.customer.create({
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
    return ctx.prisma.customer.findUniqueOrThrow({ where: { vendorId_userId: { vendorId, userId } } });
  }
}
