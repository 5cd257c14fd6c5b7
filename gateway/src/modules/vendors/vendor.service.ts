// The vendor (spec §3, §4): sign-up with its first admin, settings edited by scope, onboarding,
// live mode, the directory of live vendors and the uniqueness look-ups of the sign-up form.
import { unpaired } from '@salon/shared/field-rules';
import { array, boolean, nullable, optional, type Struct, type as shape, string } from 'superstruct';
import type { Context } from '../../context.ts';
import type { Language, Prisma, Vendor } from '../../generated/prisma/client.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { color, int, LANGUAGES, maxText, oneOf, phone, requiredEmail, requiredText, slug } from '@salon/shared';
import { isUniqueViolation, m as mPicture, timezone } from '../configuration/index.ts';
import { m } from './vendor.messages.ts';
import { decodeDataUrl, imageSize } from './picture.ts';
import { FieldErrorList, parseInput } from '../../lib/validate.ts';
import { chatIntegration, revokeChatToken } from './chat.service.ts';
import { vendorPhone, phoneForms } from './vendor.lookup.ts';
import { ibanProblem, normalizeIban } from '../invoices/index.ts';

export const VENDOR_SCOPES = ['LEGAL', 'PUBLIC', 'BOOKING', 'FIDELITY'] as const;
export type VendorScope = (typeof VENDOR_SCOPES)[number];
export const DISPLAY_TYPES = ['planning', 'dayGrid', 'weekGrid'] as const;
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
    iban: nullable(maxText(42)),
    requireTwoFactorForAdmins: boolean(),
  }),
  PUBLIC: shape({
    publicName: requiredText(150),
    slug: slug(),
    defaultLanguage: oneOf(LANGUAGES),
    calendarColor: color(),
    category: nullable(maxText(100)),
    regionName: nullable(maxText(100)),
    picture: optional(nullable(string())),
    descriptions: optional(array(shape({ language: oneOf(LANGUAGES), description: maxText(5000) }))),
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
    emailDefaultLanguage: oneOf(LANGUAGES),
    reminderEmailEnabled: boolean(),
    reminderEmailHours: int(1, 168),
    reminderSmsEnabled: boolean(),
    reminderSmsHours: int(1, 168),
    actualFreeTimeSlotFirstBooking: boolean(),
    recommendSlots: boolean(),
    availableBookingsInterval: int(1, 730),
    bookingSlotsPropositionInterval: int(5, 240, 5),
    cancellationNotice: int(0, 720),
    calendarLock: int(0, 1440),
    dailyServiceLimit: nullable(int(1, 1000)),
    requireConfirmationAboveNoShows: nullable(int(1, 100)),
    waitlistMode: oneOf(['ALL', 'ONE'] as const),
    waitlistHoldMinutes: int(5, 1440),
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

/** The IBAN the invoices' QR-bills are paid to, as stored (no spaces), or null; a field error when it cannot be. */
function checkedIban(errors: FieldErrorList, lang: Context['lang'], iban: string | null) {
  if (!iban?.trim()) return null;
  const problem = ibanProblem(iban);
  if (problem) errors.add('iban', 'invalid', {}, m(lang, `iban_${problem}`));
  return normalizeIban(iban);
}

/** Validates an uploaded data-URL picture (PNG or JPEG, at least 200×200). */
export function checkPicture(errors: FieldErrorList, lang: Context['lang'], picture: string) {
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
    const v = field === 'phone' && value.phone ? vendorPhone(value.phone as string) : value[field];
    if (v == null || v === '' || v === vendor[field]) return;
    const match =
      field === 'phone' ? { in: phoneForms(String(v)) } : { equals: v as string, mode: 'insensitive' as const };
    const other = await ctx.prisma.vendor.findFirst({
      where: { id: { not: id }, [field]: match },
    });
    if (other) errors.add(field, 'valueAlreadyRegistered', { value: String(v) });
  };
  if (scope === 'LEGAL') for (const f of ['name', 'email', 'phone'] as const) await taken(f);
  // The address's zip and city go together (spec §5): the one missing says so.
  if (scope === 'LEGAL' && unpaired(value.zip, value.city)) errors.add(value.zip ? 'city' : 'zip', 'bothOrNone');
  if (scope === 'PUBLIC') for (const f of ['publicName', 'slug'] as const) await taken(f);
  if (scope === 'BOOKING' && (value.maxEnd as number) <= (value.minStart as number)) {
    errors.add('maxEnd', 'afterTime', {}, m(ctx.lang, 'maxEndBeforeStart'));
  }
  const data: Prisma.VendorUpdateInput = {};
  for (const [key, v] of Object.entries(value)) {
    if (!['descriptions', 'picture', 'onboardingCompleted'].includes(key)) (data as Record<string, unknown>)[key] = v;
  }
  if (scope === 'LEGAL') {
    data.phone = value.phone ? vendorPhone(value.phone as string) : null;
    data.iban = checkedIban(errors, ctx.lang, value.iban as string | null);
  }
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
