// The vendor (spec §3, §4): sign-up with its first admin, settings edited by scope, onboarding,
// live mode, the directory of live vendors and the uniqueness look-ups of the sign-up form.
import { array, boolean, nullable, optional, type Struct, type as shape, string } from 'superstruct';
import type { Context } from '../../context.ts';
import type { Language, Prisma, Vendor } from '../../generated/prisma/client.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { Role } from '../../lib/roles.ts';
import { type AuthResult, issueToken, limitTrigger } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/password.ts';
import { parsePhoneNumber } from 'awesome-phonenumber';
import { color, compactPhone, int, maxText, oneOf, phone, requiredEmail, requiredText, slug } from '@salon/shared';
import { isUniqueViolation, slugify, timezone } from '../configuration/validate.ts';
import { m as mPicture } from '../configuration/configuration.messages.ts';
import { accountEmail } from '../notifications/account-emails.ts';
import { queueEmail } from '../notifications/mailer.ts';
import { createUserToken } from '../users/users.tokens.ts';
import { m } from './vendor.messages.ts';
import { decodeDataUrl, imageSize } from './picture.ts';
import { FieldErrorList, parseInput } from '../../lib/validate.ts';
import { chatIntegration, revokeChatToken } from './chat.service.ts';

export const VENDOR_SCOPES = ['LEGAL', 'PUBLIC', 'BOOKING', 'FIDELITY'] as const;
export type VendorScope = (typeof VENDOR_SCOPES)[number];
export const DISPLAY_TYPES = ['planning', 'dayGrid', 'weekGrid'] as const;
const languages = ['fr', 'en'] as const;
const MAX_PICTURE_MB = 5;
const MIN_PICTURE = 200;

const scopeStructs = {
  LEGAL: shape({
    name: requiredText(150),
    email: requiredEmail(),
    phone: nullable(phone()),
    street: nullable(maxText(200)),
    zip: nullable(maxText(20)),
    city: nullable(maxText(100)),
    website: nullable(maxText(300)),
    vatNumber: nullable(maxText(40)),
    vatRate: nullable(int(0, 2500)),
  }),
  PUBLIC: shape({
    publicName: requiredText(150),
    slug: slug(),
    defaultLanguage: oneOf(languages),
    calendarColor: color(),
    category: nullable(maxText(100)),
    regionName: nullable(maxText(100)),
    picture: optional(nullable(string())),
    descriptions: optional(array(shape({ language: oneOf(languages), description: maxText(5000) }))),
    onboardingCompleted: optional(boolean()),
  }),
  BOOKING: shape({
    workplacesEnabled: boolean(),
    machinesEnabled: boolean(),
    flexibleTimetable: boolean(),
    timezone: timezone(),
    minStart: int(0, 1435, 5),
    maxEnd: int(5, 1440, 5),
    capacityThreshold: int(0, 100),
    displayType: oneOf(DISPLAY_TYPES),
    emailDefaultLanguage: oneOf(languages),
    reminderEmailEnabled: boolean(),
    reminderEmailHours: int(1, 168),
    reminderSmsEnabled: boolean(),
    reminderSmsHours: int(1, 168),
    actualFreeTimeSlotFirstBooking: boolean(),
    availableBookingsInterval: int(1, 730),
    bookingSlotsPropositionInterval: int(5, 240, 5),
    cancellationNotice: int(0, 720),
    calendarLock: int(0, 1440),
    dailyServiceLimit: nullable(int(1, 1000)),
  }),
  FIDELITY: shape({
    numberOfVisitForVoucher: int(0, 100),
    pointsPerChfConversion: int(0, 1000),
    loyaltyVoucherValue: int(0, 10_000_000),
  }),
};

export type VendorFields = Record<string, unknown> & {
  descriptions?: { language: Language; description: string }[] | null;
  picture?: string | null;
  onboardingCompleted?: boolean | null;
};

/** The viewer's own vendor; another id is "not found" (vendors are not vendor-scoped rows). */
export async function ownVendor(ctx: Context, id: number): Promise<Vendor> {
  const vendor = id === ctx.vendorId() ? await ctx.prisma.vendor.findUnique({ where: { id } }) : null;
  if (!vendor) throw new NotFoundError(m(ctx.lang, 'notFound'));
  return vendor;
}

/** Spec §4 onboarding: a location, then a service, then a timetable. */
export async function onboardingStatus(ctx: Context) {
  const db = ctx.vendorDb();
  const vendor = await ownVendor(ctx, ctx.vendorId());
  const [locations, services, timetables] = await Promise.all([
    db.location.count({ where: { deletedAt: null } }),
    db.service.count({ where: { deletedAt: null } }),
    db.timetable.count({ where: { employee: { deletedAt: null } } }),
  ]);
  const steps = { hasLocation: locations > 0, hasService: services > 0, hasTimetable: timetables > 0 };
  const next = !steps.hasLocation
    ? 'location'
    : !steps.hasService
      ? 'service'
      : !steps.hasTimetable
        ? 'timetable'
        : null;
  return { ...steps, next, completed: vendor.onboardingCompleted, liveMode: vendor.liveMode };
}

/** Validates an uploaded data-URL picture (PNG or JPEG, at least 200×200). */
function checkPicture(errors: FieldErrorList, lang: Context['lang'], picture: string) {
  const bytes = decodeDataUrl(picture);
  const info = bytes && imageSize(bytes);
  if (!bytes || !info) {
    errors.add('picture', 'invalid', {}, mPicture(lang, 'pictureFormat'));
    return false;
  }
  if (bytes.length > MAX_PICTURE_MB * 1024 * 1024) {
    errors.add('picture', 'max', {}, mPicture(lang, 'pictureBytes', { max: MAX_PICTURE_MB }));
    return false;
  }
  if (info.width < MIN_PICTURE || info.height < MIN_PICTURE) {
    errors.add('picture', 'min', {}, mPicture(lang, 'pictureSize', { width: info.width, height: info.height }));
    return false;
  }
  return true;
}

export async function updateVendor(ctx: Context, id: number, scope: VendorScope, input: VendorFields) {
  const vendor = await ownVendor(ctx, id);
  const struct = scopeStructs[scope] as unknown as Struct<Record<string, unknown>, Record<string, Struct>>;
  const keys = Object.keys(struct.schema) as (keyof Vendor)[];
  const merged: Record<string, unknown> = {};
  for (const key of keys) merged[key] = input[key] !== undefined ? input[key] : vendor[key];
  const value = parseInput(struct, merged, ctx.lang);
  const errors = new FieldErrorList(ctx.lang);
  const taken = async (field: 'name' | 'email' | 'phone' | 'publicName' | 'slug') => {
    const v = field === 'phone' && value.phone ? storedPhone(value.phone as string) : value[field];
    if (v == null || v === '' || v === vendor[field]) return;
    const match =
      field === 'phone' ? { in: phoneForms(String(v)) } : { equals: v as string, mode: 'insensitive' as const };
    const other = await ctx.prisma.vendor.findFirst({
      where: { id: { not: id }, [field]: match },
    });
    if (other) errors.add(field, 'valueAlreadyRegistered', { value: String(v) });
  };
  if (scope === 'LEGAL') for (const f of ['name', 'email', 'phone'] as const) await taken(f);
  if (scope === 'PUBLIC') for (const f of ['publicName', 'slug'] as const) await taken(f);
  if (scope === 'BOOKING' && (value.maxEnd as number) <= (value.minStart as number)) {
    errors.add('maxEnd', 'afterTime', {}, m(ctx.lang, 'maxEndBeforeStart'));
  }
  const data: Prisma.VendorUpdateInput = {};
  for (const [key, v] of Object.entries(value)) {
    if (!['descriptions', 'picture', 'onboardingCompleted'].includes(key)) (data as Record<string, unknown>)[key] = v;
  }
  if (scope === 'LEGAL') data.phone = value.phone ? storedPhone(value.phone as string) : null;
  if (scope === 'PUBLIC') {
    const picture = input.picture;
    if (picture === null || picture === '') data.picture = null;
    else if (typeof picture === 'string' && picture !== vendor.picture && checkPicture(errors, ctx.lang, picture)) {
      data.picture = picture;
    }
    if (input.onboardingCompleted === true && !vendor.onboardingCompleted) {
      const status = await onboardingStatus(ctx);
      if (status.next) errors.add('onboardingCompleted', 'required', {}, m(ctx.lang, 'onboardingIncomplete'));
      else data.onboardingCompleted = true;
    }
  }
  errors.throwIfAny();
  const descriptions = scope === 'PUBLIC' ? input.descriptions : null;
  try {
    await ctx.prisma.$transaction(async (tx) => {
      await tx.vendor.update({ where: { id }, data });
      for (const d of descriptions ?? []) {
        await tx.vendorTranslation.upsert({
          where: { vendorId_language: { vendorId: id, language: d.language } },
          create: { vendorId: id, language: d.language, description: d.description.trim() },
          update: { description: d.description.trim() },
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(m(ctx.lang, 'taken'));
    throw error;
  }
  return ownVendor(ctx, id);
}

/** Live mode is switched on once the setup is complete, and stays on. */
export async function activateLiveMode(ctx: Context) {
  const vendor = await ownVendor(ctx, ctx.vendorId());
  if (vendor.liveMode) return vendor;
  const status = await onboardingStatus(ctx);
  if (!vendor.onboardingCompleted && status.next) throw new ConflictError(m(ctx.lang, 'liveNeedsOnboarding'));
  return ctx.prisma.vendor.update({ where: { id: vendor.id }, data: { liveMode: true, onboardingCompleted: true } });
}

export interface VendorLookup {
  id?: number | null;
  email?: string | null;
  name?: string | null;
  publicName?: string | null;
  phone?: string | null;
}

/**
 * With a look-up field (e-mail, name, public name, phone): the vendors other than `id` that hold
 * that value (spec §5: a non-empty list means taken). Without: the directory of live vendors.
 */
export function vendorsWhere(filters: VendorLookup): Prisma.VendorWhereInput {
  const fields = (['email', 'name', 'publicName', 'phone'] as const).filter((f) => filters[f]?.trim());
  if (!fields.length) return { liveMode: true };
  return {
    ...(filters.id ? { id: { not: filters.id } } : {}),
    AND: fields.map((f) => {
      if (f === 'phone') return { phone: { in: phoneForms(filters.phone!) } };
      return { [f]: { equals: filters[f]!.trim(), mode: 'insensitive' as const } };
    }),
  };
}

/** A phone as stored: E.164 when it is a valid number (national numbers are Swiss), else compacted. */
export function storedPhone(value: string): string {
  const parsed = parsePhoneNumber(value.trim(), { regionCode: 'CH' });
  return parsed.valid ? parsed.number.e164 : compactPhone(value);
}

/**
 * Every way the same number may have been stored (E.164, national and 00-prefixed, compacted),
 * so that uniqueness compares numbers, not texts: "021 555 01 01" is "+41 21 555 01 01".
 */
export function phoneForms(value: string): string[] {
  const parsed = parsePhoneNumber(value.trim(), { regionCode: 'CH' });
  const forms = new Set([compactPhone(value)]);
  if (parsed.valid) {
    forms.add(parsed.number.e164);
    forms.add(`00${parsed.number.e164.slice(1)}`);
    forms.add(compactPhone(parsed.number.national));
  }
  return [...forms].filter(Boolean);
}

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
  defaultLanguage: oneOf(languages),
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
    const v = field === 'phone' ? storedPhone(input.phone) : input[field];
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
          phone: storedPhone(input.phone) || null,
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
    return { token: await issueToken(ctx.app, user), message: m(ctx.lang, 'signedUp'), user };
  } catch (error) {
    // A concurrent sign-up took a unique value between the checks and the insert.
    if (isUniqueViolation(error)) throw new ConflictError(m(ctx.lang, 'taken'));
    throw error;
  }
}

/**
 * The team-chat integration: an admin starts the provider's OAuth flow with a one-time state that
 * the callback must echo, can drop a pending state, and can revoke the connection (the stored
 * token is forgotten).
 */
export async function setChatIntegration(
  ctx: Context,
  id: number,
  data: { slackState?: string | null; slackToken?: null },
) {
  await ownVendor(ctx, id);
  if (data.slackToken === null) {
    // The provider is told first; the token is forgotten whatever it answers.
    const before = await ctx.vendorDb().vendor.findUnique({ where: { id }, select: { slackToken: true } });
    await revokeChatToken(ctx.app, id, before?.slackToken ?? null);
  }
  const vendor = await ctx.vendorDb().vendor.update({ where: { id }, data });
  return chatIntegration(vendor);
}
