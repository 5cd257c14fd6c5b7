import { randomBytes } from 'node:crypto';
import { builder } from '../../builder.ts';
import { AuthPayload } from '../auth/index.ts';
import { LanguageEnum, mutationErrors } from '../common/index.ts';
import { WaitlistModeEnum } from '../waitlist/index.ts';
import { completeChatIntegration } from './chat.service.ts';
import { activateLiveMode, ownVendor, setChatIntegration, updateVendor, VENDOR_SCOPES } from './vendor.service.ts';
import { signUpVendor } from './vendor.signup.ts';
import { ChatIntegrationRef } from './vendor.type.ts';

export const VendorScopeEnum = builder.enumType('VendorScope', { values: VENDOR_SCOPES });

const VendorSignUpInput = builder.inputType('VendorSignUpInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    publicName: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true }),
    defaultLanguage: t.field({ type: LanguageEnum, required: true }),
    firstname: t.string({ required: true }),
    lastname: t.string({ required: true }),
    password: t.string({ required: true }),
    adminEmail: t.string({ required: true }),
    picture: t.string({ description: 'A data URL of a PNG or JPEG of at least 200×200 (REST: a multipart file).' }),
  }),
});

const VendorInput = builder.inputType('VendorInput', {
  description: 'Only the fields of the edited scope are read; the others are ignored.',
  fields: (t) => ({
    // LEGAL
    name: t.string(),
    email: t.string(),
    phone: t.string(),
    street: t.string(),
    zip: t.string(),
    city: t.string(),
    website: t.string(),
    vatNumber: t.string({ description: 'VAT number printed on receipts; empty when not subject to VAT.' }),
    vatRate: t.int({ description: 'VAT rate in basis points (810 = 8.1 %), included in prices.' }),
    iban: t.string({
      description: "IBAN or QR-IBAN (CH or LI) that the invoices' QR-bills are paid to; empty: no QR-bill.",
    }),
    requireTwoFactorForAdmins: t.boolean({ description: 'Admins must log in with a second factor (TOTP).' }),
    // PUBLIC
    publicName: t.string(),
    slug: t.string(),
    defaultLanguage: t.field({ type: LanguageEnum }),
    calendarColor: t.string(),
    category: t.string(),
    regionName: t.string(),
    picture: t.string({ description: 'A data URL of a PNG or JPEG of at least 200×200; empty removes it.' }),
    descriptions: t.field({
      type: [
        builder.inputType('VendorDescriptionInput', {
          fields: (f) => ({
            language: f.field({ type: LanguageEnum, required: true }),
            description: f.string({ required: true }),
          }),
        }),
      ],
    }),
    onboardingCompleted: t.boolean(),
    // BOOKING
    workplacesEnabled: t.boolean(),
    machinesEnabled: t.boolean(),
    flexibleTimetable: t.boolean(),
    timezone: t.string(),
    minStart: t.int(),
    maxEnd: t.int(),
    capacityThreshold: t.int(),
    displayType: t.string(),
    emailDefaultLanguage: t.field({ type: LanguageEnum }),
    reminderEmailEnabled: t.boolean(),
    reminderEmailHours: t.int(),
    reminderSmsEnabled: t.boolean(),
    reminderSmsHours: t.int(),
    actualFreeTimeSlotFirstBooking: t.boolean(),
    recommendSlots: t.boolean(),
    availableBookingsInterval: t.int(),
    bookingSlotsPropositionInterval: t.int(),
    cancellationNotice: t.int(),
    calendarLock: t.int(),
    dailyServiceLimit: t.int(),
    requireConfirmationAboveNoShows: t.int(),
    waitlistMode: t.field({ type: WaitlistModeEnum }),
    waitlistHoldMinutes: t.int(),
    // FIDELITY
    numberOfVisitForVoucher: t.int(),
    pointsPerChfConversion: t.int(),
    loyaltyVoucherValue: t.int(),
  }),
});

builder.mutationFields((t) => ({
  signUpVendor: t.field({
    type: AuthPayload,
    errors: mutationErrors,
    description: 'Creates a vendor with its first admin user and employee; returns their login token.',
    args: { input: t.arg({ type: VendorSignUpInput, required: true }) },
    resolve: (_root, args, ctx) => signUpVendor(ctx, args.input),
  }),
  updateVendor: t.prismaField({
    type: 'Vendor',
    errors: mutationErrors,
    authScopes: { admin: true },
    args: {
      id: t.arg.int({ required: true }),
      scope: t.arg({ type: VendorScopeEnum, required: true }),
      input: t.arg({ type: VendorInput, required: true }),
    },
    resolve: async (query, _root, args, ctx) => {
      const vendor = await updateVendor(ctx, args.id, args.scope, args.input);
      return ctx.prisma.vendor.findUniqueOrThrow({ ...query, where: { id: vendor.id } });
    },
  }),
  activateLiveMode: t.prismaField({
    type: 'Vendor',
    errors: mutationErrors,
    authScopes: { admin: true },
    description: 'Switches live mode on, once and for good (spec §4).',
    resolve: async (query, _root, _args, ctx) => {
      const vendor = await activateLiveMode(ctx);
      return ctx.prisma.vendor.findUniqueOrThrow({ ...query, where: { id: vendor.id } });
    },
  }),
}));

builder.mutationFields((t) => ({
  startChatIntegration: t.field({
    type: ChatIntegrationRef,
    authScopes: { admin: true },
    description: 'A fresh one-time OAuth state for connecting the team-chat workspace.',
    args: { vendorId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) =>
      setChatIntegration(ctx, args.vendorId, { slackState: randomBytes(24).toString('base64url') }),
  }),
  clearChatIntegrationState: t.field({
    type: ChatIntegrationRef,
    authScopes: { admin: true },
    args: { vendorId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => setChatIntegration(ctx, args.vendorId, { slackState: null }),
  }),
  completeChatIntegration: t.field({
    type: ChatIntegrationRef,
    errors: mutationErrors,
    authScopes: { admin: true },
    description:
      "Completes the OAuth redirect (?code&state on /settings/integrations): the state must be the pending one; the code is exchanged for the workspace's token.",
    args: {
      vendorId: t.arg.int({ required: true }),
      code: t.arg.string({ required: true }),
      state: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      await ownVendor(ctx, args.vendorId);
      return completeChatIntegration(ctx, args.vendorId, args.code, args.state);
    },
  }),
  revokeChatIntegration: t.field({
    type: ChatIntegrationRef,
    authScopes: { admin: true },
    args: { vendorId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => setChatIntegration(ctx, args.vendorId, { slackState: null, slackToken: null }),
  }),
}));
