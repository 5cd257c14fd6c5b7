import { builder } from '../../builder.ts';

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
        where: { slug: args.locationSlug, isPublic: true, vendor: { slug: args.vendorSlug } },
      }),
  }),
}));
