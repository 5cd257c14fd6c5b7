import { builder } from '../../builder.ts';
import { mutationErrors } from '../common/errors.type.ts';
import { PAGE_SIZES, paginate, pageType } from '../common/pagination.ts';
import { DeleteResult, VerifyDeleteResult } from '../common/results.ts';
import { idsAsLinks, LinkInput } from '../configuration/links.ts';
import {
  createWorkplace,
  deleteWorkplace,
  updateWorkplace,
  verifyDeleteWorkplace,
  type WorkplaceFields,
} from './workplace.service.ts';

export const WorkplaceRef = builder.prismaObject('Workplace', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    locationId: t.exposeInt('locationId'),
    location: t.relation('location'),
    employees: t.relation('employees', {
      authScopes: { staff: true },
      query: () => ({ where: { employee: { deletedAt: null } } }),
    }),
    services: t.relation('services', { query: () => ({ where: { service: { deletedAt: null } } }) }),
    machines: t.relation('machines', { query: () => ({ orderBy: { name: 'asc' } }) }),
  }),
});

const WorkplacePage = pageType('Workplace', WorkplaceRef);
const order = [{ name: 'asc' as const }, { id: 'asc' as const }];
const where = (locationId?: number | null) => ({
  location: { deletedAt: null },
  ...(locationId ? { locationId } : {}),
});

const WorkplaceInput = builder.inputType('WorkplaceInput', {
  fields: (t) => ({
    name: t.string(),
    locationId: t.int(),
    employees: t.field({ type: [LinkInput] }),
    services: t.field({ type: [LinkInput] }),
    machineIds: t.intList(),
  }),
});

builder.queryFields((t) => ({
  workplacesAll: t.prismaField({
    type: ['Workplace'],
    authScopes: { staff: true },
    args: { locationId: t.arg.int() },
    resolve: (query, _root, args, ctx) =>
      ctx.vendorDb().workplace.findMany({ ...query, where: where(args.locationId), orderBy: order }),
  }),
  workplaces: t.field({
    type: WorkplacePage,
    authScopes: { staff: true },
    args: { page: t.arg.int(), limit: t.arg.int(), locationId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      paginate(
        args,
        PAGE_SIZES.default,
        () => ctx.vendorDb().workplace.count({ where: where(args.locationId) }),
        (w) => ctx.vendorDb().workplace.findMany({ where: where(args.locationId), orderBy: order, ...w }),
      ),
  }),
  workplace: t.prismaField({
    type: 'Workplace',
    nullable: true,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx.vendorDb().workplace.findFirst({ ...query, where: { id: args.id, ...where() } }),
  }),
  verifyDeleteWorkplace: t.field({
    type: VerifyDeleteResult,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => verifyDeleteWorkplace(ctx, args.id),
  }),
}));

const relations: Record<string, (ids: number[]) => WorkplaceFields> = {
  setWorkplaceEmployees: (ids) => ({ employees: idsAsLinks(ids) }),
  setWorkplaceServices: (ids) => ({ services: idsAsLinks(ids) }),
  setWorkplaceMachines: (ids) => ({ machineIds: ids }),
};

builder.mutationFields((t) => ({
  createWorkplace: t.prismaField({
    type: 'Workplace',
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { input: t.arg({ type: WorkplaceInput, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      ctx
        .vendorDb()
        .workplace.findUniqueOrThrow({ ...query, where: { id: (await createWorkplace(ctx, args.input)).id } }),
  }),
  updateWorkplace: t.prismaField({
    type: 'Workplace',
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: WorkplaceInput, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      ctx.vendorDb().workplace.findUniqueOrThrow({
        ...query,
        where: { id: (await updateWorkplace(ctx, args.id, args.input)).id },
      }),
  }),
  ...Object.fromEntries(
    Object.entries(relations).map(([name, fields]) => [
      name,
      t.prismaField({
        type: 'Workplace',
        errors: mutationErrors,
        authScopes: { admin: true },
        args: { id: t.arg.int({ required: true }), ids: t.arg.intList({ required: true }) },
        resolve: async (query, _root, args, ctx) =>
          ctx.vendorDb().workplace.findUniqueOrThrow({
            ...query,
            where: { id: (await updateWorkplace(ctx, args.id, fields(args.ids))).id },
          }),
      }),
    ]),
  ),
  deleteWorkplace: t.field({
    type: DeleteResult,
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => deleteWorkplace(ctx, args.id),
  }),
}));
