import { builder } from '../../builder.ts';
import { mutationErrors } from '../common/errors.type.ts';
import { PAGE_SIZES, paginate, pageType } from '../common/pagination.ts';
import { DeleteResult, VerifyDeleteResult } from '../common/results.ts';
import { createRegion, deleteRegion, setRegionLocations, updateRegion, verifyDeleteRegion } from './region.service.ts';

export const RegionRef = builder.prismaObject('Region', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    locations: t.relation('locations', {
      query: () => ({ where: { deletedAt: null }, orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
    }),
  }),
});

const RegionPage = pageType('Region', RegionRef);
const order = [{ name: 'asc' as const }, { id: 'asc' as const }];

const RegionInput = builder.inputType('RegionInput', {
  fields: (t) => ({ name: t.string(), locationIds: t.intList() }),
});

builder.queryFields((t) => ({
  regionsAll: t.prismaField({
    type: ['Region'],
    authScopes: { staff: true },
    resolve: (query, _root, _args, ctx) => ctx.vendorDb().region.findMany({ ...query, orderBy: order }),
  }),
  regions: t.field({
    type: RegionPage,
    authScopes: { staff: true },
    args: { page: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, ctx) =>
      paginate(
        args,
        PAGE_SIZES.default,
        () => ctx.vendorDb().region.count(),
        (w) => ctx.vendorDb().region.findMany({ orderBy: order, ...w }),
      ),
  }),
  region: t.prismaField({
    type: 'Region',
    nullable: true,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) => ctx.vendorDb().region.findFirst({ ...query, where: { id: args.id } }),
  }),
  verifyDeleteRegion: t.field({
    type: VerifyDeleteResult,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => verifyDeleteRegion(ctx, args.id),
  }),
}));

builder.mutationFields((t) => ({
  createRegion: t.prismaField({
    type: 'Region',
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { input: t.arg({ type: RegionInput, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      ctx.vendorDb().region.findUniqueOrThrow({ ...query, where: { id: (await createRegion(ctx, args.input)).id } }),
  }),
  updateRegion: t.prismaField({
    type: 'Region',
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: RegionInput, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      ctx
        .vendorDb()
        .region.findUniqueOrThrow({ ...query, where: { id: (await updateRegion(ctx, args.id, args.input)).id } }),
  }),
  setRegionLocations: t.prismaField({
    type: 'Region',
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }), ids: t.arg.intList({ required: true }) },
    resolve: async (query, _root, args, ctx) =>
      ctx
        .vendorDb()
        .region.findUniqueOrThrow({ ...query, where: { id: (await setRegionLocations(ctx, args.id, args.ids)).id } }),
  }),
  deleteRegion: t.field({
    type: DeleteResult,
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => deleteRegion(ctx, args.id),
  }),
}));
