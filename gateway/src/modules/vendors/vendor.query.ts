import { builder } from '../../builder.ts';
import { UserType } from '../auth/index.ts';
import { PAGE_SIZES, pageType, paginate } from '../common/index.ts';
import { onboardingStatus, ownVendor } from './vendor.service.ts';
import { vendorsWhere } from './vendor.lookup.ts';
import { DirectoryFiltersRef, DirectoryPage } from './directory.type.ts';
import { directoryFilters, searchDirectory } from './directory.service.ts';
import { chatIntegration } from './chat.service.ts';
import { ChatIntegrationRef, VendorRef } from './vendor.type.ts';

const VendorPage = pageType('Vendor', VendorRef);

const Onboarding = builder.objectRef<Awaited<ReturnType<typeof onboardingStatus>>>('OnboardingStatus').implement({
  fields: (t) => ({
    hasLocation: t.exposeBoolean('hasLocation'),
    hasService: t.exposeBoolean('hasService'),
    hasTimetable: t.exposeBoolean('hasTimetable'),
    next: t.exposeString('next', { nullable: true, description: 'location, service, timetable, or null when done.' }),
    completed: t.exposeBoolean('completed'),
    liveMode: t.exposeBoolean('liveMode'),
  }),
});

// Public reads: a guest sees a vendor's public page through these.
builder.queryFields((t) => ({
  vendorBySlug: t.prismaField({
    type: 'Vendor',
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) => ctx.prisma.vendor.findUnique({ ...query, where: { slug: args.slug } }),
  }),
  locationBySlug: t.prismaField({
    type: 'Location',
    nullable: true,
    args: { vendorSlug: t.arg.string({ required: true }), locationSlug: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.location.findFirst({
        ...query,
        where: { slug: args.locationSlug, isPublic: true, deletedAt: null, vendor: { slug: args.vendorSlug } },
      }),
  }),
  vendor: t.prismaField({
    type: 'Vendor',
    nullable: true,
    description: 'Public fields for anyone; settings only for the staff of that vendor.',
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) => ctx.prisma.vendor.findUnique({ ...query, where: { id: args.id } }),
  }),
  vendors: t.field({
    type: VendorPage,
    description:
      'With email, name, publicName or phone: the other vendors holding that value (non-empty = taken). Otherwise the directory of live vendors.',
    args: {
      page: t.arg.int(),
      limit: t.arg.int(),
      id: t.arg.int(),
      email: t.arg.string(),
      name: t.arg.string(),
      publicName: t.arg.string(),
      phone: t.arg.string(),
      appId: t.arg.int(),
    },
    resolve: (_root, args, ctx) => {
      const where = vendorsWhere(args);
      return paginate(
        args,
        PAGE_SIZES.default,
        () => ctx.prisma.vendor.count({ where }),
        (w) => ctx.prisma.vendor.findMany({ where, orderBy: [{ publicName: 'asc' }, { id: 'asc' }], ...w }),
      );
    },
  }),
  onboardingStatus: t.field({
    type: Onboarding,
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => onboardingStatus(ctx),
  }),
  remainingSmsCredits: t.field({
    type: builder.objectRef<{ remainingCredits: number }>('SmsCredits').implement({
      fields: (f) => ({ remainingCredits: f.exposeInt('remainingCredits', { description: 'Text messages left.' }) }),
    }),
    authScopes: { staff: true },
    args: { vendorId: t.arg.int() },
    resolve: async (_root, args, ctx) => ({
      remainingCredits: (await ownVendor(ctx, args.vendorId ?? ctx.vendorId())).smsCredits,
    }),
  }),
  vendorUserList: t.prismaField({
    type: [UserType],
    authScopes: { admin: true },
    description: "The logins of the vendor's employees.",
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.user.findMany({
        ...query,
        where: { employee: { vendorId: ctx.vendorId(), deletedAt: null } },
        orderBy: [{ firstname: 'asc' }, { lastname: 'asc' }, { id: 'asc' }],
      }),
  }),
}));

builder.queryFields((t) => ({
  chatIntegration: t.field({
    type: ChatIntegrationRef,
    authScopes: { admin: true },
    description: 'Whether the team-chat workspace is connected, and any pending OAuth state (spec §7 slack-state).',
    args: { vendorId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const vendor = await ownVendor(ctx, args.vendorId);
      return chatIntegration(vendor);
    },
  }),
}));
builder.queryField('directory', (t) =>
  t.field({
    type: DirectoryPage,
    description:
      "Public, open locations of live vendors; search matches vendor or location name, city, zip, the vendor's category or region, or a service offered there (accents and case ignored); category and region keep only the vendors of that category or region.",
    args: {
      search: t.arg.string(),
      category: t.arg.string(),
      region: t.arg.string(),
      page: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_root, args, ctx) => searchDirectory(ctx, args),
  }),
);
builder.queryField('directoryFilters', (t) =>
  t.field({
    type: DirectoryFiltersRef,
    description: "The categories and regions of the directory's vendors, to filter it by.",
    resolve: (_root, _args, ctx) => directoryFilters(ctx),
  }),
);
