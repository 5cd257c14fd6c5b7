import { builder } from '../../builder.ts';
import { PAGE_SIZES, paginate, pageType } from '../common/pagination.ts';
import { VerifyDeleteResult } from '../common/results.ts';
import { LocationRef } from '../vendors/location.type.ts';
import { verifyDeleteLocation } from './location.service.ts';

const LocationPage = pageType('Location', LocationRef);
const live = { deletedAt: null };
const order = [{ name: 'asc' as const }, { id: 'asc' as const }];

builder.queryFields((t) => ({
  locationsAll: t.prismaField({
    type: ['Location'],
    authScopes: { staff: true },
    args: { regionId: t.arg.int() },
    resolve: (query, _root, args, ctx) =>
      ctx.vendorDb().location.findMany({
        ...query,
        where: { ...live, ...(args.regionId ? { regionId: args.regionId } : {}) },
        orderBy: order,
      }),
  }),
  locations: t.field({
    type: LocationPage,
    authScopes: { staff: true },
    args: { page: t.arg.int(), limit: t.arg.int(), regionId: t.arg.int() },
    resolve: (_root, args, ctx) => {
      const where = { ...live, ...(args.regionId ? { regionId: args.regionId } : {}) };
      return paginate(
        args,
        PAGE_SIZES.default,
        () => ctx.vendorDb().location.count({ where }),
        (w) => ctx.vendorDb().location.findMany({ where, orderBy: order, ...w }),
      );
    },
  }),
  location: t.prismaField({
    type: 'Location',
    nullable: true,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx.vendorDb().location.findFirst({ ...query, where: { id: args.id, ...live } }),
  }),
  verifyDeleteLocation: t.field({
    type: VerifyDeleteResult,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => verifyDeleteLocation(ctx, args.id),
  }),
}));
