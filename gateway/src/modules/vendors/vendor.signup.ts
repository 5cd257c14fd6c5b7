// A new vendor's sign-up (spec §2): its account, its first admin and a free public slug.
import { nullable, optional, type as shape, string } from 'superstruct';
import type { Context } from '../../context.ts';
import type { Language } from '../../generated/prisma/client.ts';
import { ConflictError } from '../../lib/errors.ts';
import { Role } from '../../lib/roles.ts';
import { type AuthResult, hashPassword, limitTrigger, openSession } from '../auth/index.ts';
import { LANGUAGES, oneOf, phone, requiredEmail, requiredText } from '@salon/shared';
import { isUniqueViolation, slugify } from '../configuration/index.ts';
import { accountEmail, queueEmail } from '../notifications/index.ts';
import { createUserToken } from '../users/index.ts';
import { m } from './vendor.messages.ts';
import { FieldErrorList, parseInput } from '../../lib/validate.ts';
import { vendorPhone, phoneForms } from './vendor.lookup.ts';
import { checkPicture } from './vendor.service.ts';

// Sign-up: the vendor, its first admin user and employee, in one transaction.

export interface VendorSignUp {
  name: string;
  publicName: string;
  email: string;
  phone: string;
  defaultLanguage: Language;
  firstname: string;
  lastname: string;
  password: string;
  adminEmail: string;
  picture?: string | null;
}

const SignUpStruct = shape({
  name: requiredText(150),
  publicName: requiredText(150),
  email: requiredEmail(),
  phone: phone(),
  defaultLanguage: oneOf(LANGUAGES),
  firstname: requiredText(100),
  lastname: requiredText(100),
  password: string(),
  adminEmail: requiredEmail(),
  picture: optional(nullable(string())),
});

async function freeSlug(ctx: Context, base: string): Promise<string> {
  const taken = new Set(
    (await ctx.prisma.vendor.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map(
      (v) => v.slug,
    ),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

export async function signUpVendor(ctx: Context, raw: VendorSignUp): Promise<AuthResult> {
  const input = parseInput(SignUpStruct, raw, ctx.lang);
  await limitTrigger(ctx.app, ctx.lang, 'vendorSignUp', input.adminEmail);
  const errors = new FieldErrorList(ctx.lang);
  if ([...input.password].length < 6) errors.add('password', 'minLength', { min: 6 });
  if (input.picture) checkPicture(errors, ctx.lang, input.picture);
  const adminEmail = input.adminEmail.toLowerCase();
  for (const field of ['email', 'name', 'publicName', 'phone'] as const) {
    const v = field === 'phone' ? vendorPhone(input.phone) : input[field];
    const match = field === 'phone' ? { in: phoneForms(v) } : { equals: v, mode: 'insensitive' as const };
    if (v && (await ctx.prisma.vendor.findFirst({ where: { [field]: match } }))) {
      errors.add(field, 'valueAlreadyRegistered', { value: v });
    }
  }
  if (await ctx.prisma.user.findFirst({ where: { email: { equals: adminEmail, mode: 'insensitive' } } })) {
    errors.add('adminEmail', 'valueAlreadyRegistered', { value: adminEmail });
  }
  errors.throwIfAny();
  const passwordHash = await hashPassword(input.password);
  const slugValue = await freeSlug(ctx, slugify(input.publicName));
  try {
    const user = await ctx.prisma.$transaction(async (tx) => {
      const vendor = await tx.vendor.create({
        data: {
          name: input.name,
          publicName: input.publicName,
          email: input.email.toLowerCase(),
          phone: vendorPhone(input.phone) || null,
          slug: slugValue,
          defaultLanguage: input.defaultLanguage,
          emailDefaultLanguage: input.defaultLanguage,
          picture: input.picture || null,
        },
      });
      const created = await tx.user.create({
        data: {
          email: adminEmail,
          passwordHash,
          firstname: input.firstname,
          lastname: input.lastname,
          language: input.defaultLanguage,
          role: Role.admin,
        },
      });
      await tx.employee.create({
        data: {
          vendorId: vendor.id,
          userId: created.id,
          firstname: input.firstname,
          lastname: input.lastname,
          canSetTimetable: true,
          canCreateBookingsOutOfTimetables: true,
        },
      });
      const secret = await createUserToken(tx, created.id, 'EMAIL_VALIDATION');
      await queueEmail(tx, accountEmail(ctx.app, 'emailValidation', created, secret, vendor.id));
      return created;
    });
    return { token: await openSession(ctx.app, user.id), message: m(ctx.lang, 'signedUp'), user };
  } catch (error) {
    // A concurrent sign-up took a unique value between the checks and the insert.
    if (isUniqueViolation(error)) throw new ConflictError(m(ctx.lang, 'taken'));
    throw error;
  }
}
