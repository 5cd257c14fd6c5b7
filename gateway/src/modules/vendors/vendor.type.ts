import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import type { Lang } from '../../lib/i18n.ts';
import { pickTranslation } from '../../lib/translate.ts';
import { Role } from '../../lib/roles.ts';
import { LanguageEnum } from '../common/index.ts';
import { WaitlistModeEnum } from '../waitlist/index.ts';
import { isLocationOpen, LocationRef } from '../locations/index.ts';
import { vendorPictureUrl } from './picture.download.ts';

/** Private vendor fields: staff of that vendor only (guests and other vendors see the public ones). */
const ownStaff = {
  authScopes: (vendor: { id: number }, _args: unknown, ctx: Context) =>
    ctx.viewer?.vendorId === vendor.id && (ctx.viewer?.role ?? Role.guest) >= Role.staff,
};

/** The vendor's description in the request language, else its default language's (an empty one is none). */
const shownDescription = (
  vendor: { translations: { language: Lang; description: string }[]; defaultLanguage: Lang },
  lang: Lang,
) =>
  pickTranslation(
    vendor.translations.filter((d) => d.description.trim()),
    lang,
    vendor.defaultLanguage,
  );

export const VendorRef = builder.prismaObject('Vendor', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    slug: t.exposeString('slug'),
    publicName: t.exposeString('publicName'),
    description: t.string({
      nullable: true,
      select: { translations: true, defaultLanguage: true },
      resolve: (vendor, _args, ctx) => shownDescription(vendor, ctx.lang)?.description || null,
    }),
    descriptionLanguage: t.field({
      type: LanguageEnum,
      nullable: true,
      description:
        "The language of the description shown: the request's, else the vendor's default language when it wrote none in it.",
      select: { translations: true, defaultLanguage: true },
      resolve: (vendor, _args, ctx) => shownDescription(vendor, ctx.lang)?.language ?? null,
    }),
    descriptions: t.field({
      type: [
        builder.objectRef<{ language: Lang; description: string }>('VendorDescription').implement({
          fields: (f) => ({
            language: f.field({ type: LanguageEnum, resolve: (d) => d.language }),
            description: f.exposeString('description'),
          }),
        }),
      ],
      select: { translations: { orderBy: { language: 'asc' } } },
      resolve: (vendor) => vendor.translations,
    }),
    timezone: t.exposeString('timezone'),
    workplacesEnabled: t.exposeBoolean('workplacesEnabled'),
    machinesEnabled: t.exposeBoolean('machinesEnabled'),
    liveMode: t.exposeBoolean('liveMode'),
    defaultLanguage: t.expose('defaultLanguage', { type: LanguageEnum }),
    picture: t.exposeString('picture', { nullable: true, description: 'A data URL (PNG or JPEG).' }),
    pictureUrl: t.string({
      nullable: true,
      description: 'The public picture as an image address (cached by browsers), or null without one.',
      select: { picture: true, updatedAt: true },
      resolve: (vendor) => vendorPictureUrl(vendor),
    }),
    calendarColor: t.exposeString('calendarColor'),
    category: t.exposeString('category', { nullable: true }),
    regionName: t.exposeString('regionName', { nullable: true }),
    street: t.exposeString('street', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    website: t.exposeString('website', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    appId: t.exposeInt('appId'),
    // Booking settings that the public booking flow also needs.
    availableBookingsInterval: t.exposeInt('availableBookingsInterval'),
    bookingSlotsPropositionInterval: t.exposeInt('bookingSlotsPropositionInterval'),
    cancellationNotice: t.exposeInt('cancellationNotice'),
    locations: t.field({
      type: [LocationRef],
      description: "Public locations that are open (closedFrom empty or after today in the vendor's time zone).",
      // A field rather than a relation: a relation loaded with its parent would skip the open filter.
      select: (_args, _ctx, nestedSelection) => ({
        timezone: true,
        locations: nestedSelection({ where: { isPublic: true, deletedAt: null }, orderBy: { name: 'asc' as const } }),
      }),
      resolve: (vendor) => vendor.locations.filter((l) => isLocationOpen(l.closedFrom, vendor.timezone)),
    }),
    services: t.relation('services', {
      query: () => ({ where: { deletedAt: null }, orderBy: [{ performedOrder: 'asc' }, { id: 'asc' }] }),
    }),
    categories: t.relation('categories', { query: () => ({ orderBy: [{ position: 'asc' }, { id: 'asc' }] }) }),
    legalConditions: t.relation('legalConditions', { query: () => ({ orderBy: { id: 'asc' } }) }),
    // Private: legal information and settings.
    name: t.exposeString('name', ownStaff),
    email: t.exposeString('email', ownStaff),
    vatNumber: t.exposeString('vatNumber', { ...ownStaff, nullable: true }),
    vatRate: t.exposeInt('vatRate', { ...ownStaff, nullable: true, description: 'Basis points (810 = 8.1 %).' }),
    iban: t.exposeString('iban', {
      ...ownStaff,
      nullable: true,
      description: "IBAN or QR-IBAN that the invoices' QR-bills are paid to (no spaces).",
    }),
    requireTwoFactorForAdmins: t.exposeBoolean('requireTwoFactorForAdmins', {
      ...ownStaff,
      nullable: true,
      description: 'Admins must log in with a second factor (TOTP).',
    }),
    onboardingCompleted: t.exposeBoolean('onboardingCompleted', ownStaff),
    smsCredits: t.exposeInt('smsCredits', ownStaff),
    flexibleTimetable: t.exposeBoolean('flexibleTimetable', ownStaff),
    minStart: t.exposeInt('minStart', { ...ownStaff, description: 'Minutes from midnight.' }),
    maxEnd: t.exposeInt('maxEnd', { ...ownStaff, description: 'Minutes from midnight.' }),
    capacityThreshold: t.exposeInt('capacityThreshold', ownStaff),
    displayType: t.exposeString('displayType', ownStaff),
    emailDefaultLanguage: t.expose('emailDefaultLanguage', { ...ownStaff, type: LanguageEnum }),
    reminderEmailEnabled: t.exposeBoolean('reminderEmailEnabled', ownStaff),
    reminderEmailHours: t.exposeInt('reminderEmailHours', ownStaff),
    reminderSmsEnabled: t.exposeBoolean('reminderSmsEnabled', ownStaff),
    reminderSmsHours: t.exposeInt('reminderSmsHours', ownStaff),
    actualFreeTimeSlotFirstBooking: t.exposeBoolean('actualFreeTimeSlotFirstBooking', ownStaff),
    recommendSlots: t.exposeBoolean('recommendSlots', {
      ...ownStaff,
      description: 'Availability marks the times of a day that leave the fewest unusable gaps (recommended).',
    }),
    calendarLock: t.exposeInt('calendarLock', ownStaff),
    dailyServiceLimit: t.exposeInt('dailyServiceLimit', { ...ownStaff, nullable: true }),
    requireConfirmationAboveNoShows: t.exposeInt('requireConfirmationAboveNoShows', {
      ...ownStaff,
      nullable: true,
      description:
        'Online bookings of a customer with at least this many no-shows in 12 months wait for confirmation; null: off.',
    }),
    waitlistMode: t.expose('waitlistMode', { ...ownStaff, type: WaitlistModeEnum }),
    waitlistHoldMinutes: t.exposeInt('waitlistHoldMinutes', ownStaff),
    numberOfVisitForVoucher: t.exposeInt('numberOfVisitForVoucher', ownStaff),
    pointsPerChfConversion: t.exposeInt('pointsPerChfConversion', ownStaff),
    loyaltyVoucherValue: t.exposeInt('loyaltyVoucherValue', ownStaff),
    employees: t.relation('employees', {
      ...ownStaff,
      query: () => ({ where: { deletedAt: null }, orderBy: [{ firstname: 'asc' }, { lastname: 'asc' }] }),
    }),
  }),
});

/** A legal condition's title and link in the request language, else in its vendor's default language. */
const conditionText = { translations: true, vendor: { select: { defaultLanguage: true } } } as const;
const shownCondition = (
  condition: {
    translations: { language: Lang; title: string; url: string | null }[];
    vendor: { defaultLanguage: Lang };
  },
  lang: Lang,
) => pickTranslation(condition.translations, lang, condition.vendor.defaultLanguage);

builder.prismaObject('LegalCondition', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.string({ select: conditionText, resolve: (c, _args, ctx) => shownCondition(c, ctx.lang)?.title ?? '' }),
    url: t.string({
      nullable: true,
      select: conditionText,
      resolve: (c, _args, ctx) => shownCondition(c, ctx.lang)?.url ?? null,
    }),
    language: t.field({
      type: LanguageEnum,
      nullable: true,
      description: "The language of the title shown: the request's, else the vendor's default language.",
      select: conditionText,
      resolve: (c, _args, ctx) => shownCondition(c, ctx.lang)?.language ?? null,
    }),
    required: t.exposeBoolean('required'),
  }),
});

// The team-chat integration (spec §1, §7 vendors/slack-state, remove-slack-state, slack-revoke).
export interface ChatIntegration {
  vendorId: number;
  connected: boolean;
  /** The pending OAuth state, while a connection is being made. */
  state: string | null;
  /** The provider's authorize URL for the pending state (null without one, or when not configured). */
  authorizeUrl: string | null;
}

export const ChatIntegrationRef = builder.objectRef<ChatIntegration>('ChatIntegration').implement({
  fields: (t) => ({
    vendorId: t.exposeInt('vendorId'),
    connected: t.exposeBoolean('connected'),
    state: t.exposeString('state', { nullable: true }),
    authorizeUrl: t.exposeString('authorizeUrl', {
      nullable: true,
      description: 'Open this to connect the workspace; the provider redirects back with ?code&state.',
    }),
  }),
});
