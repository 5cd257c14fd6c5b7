import { builder } from '../../builder.ts';
import { mutationErrors } from '../common/errors.type.ts';
import { PAGE_SIZES, paginate, pageType } from '../common/pagination.ts';
import { DeleteResult, VerifyDeleteResult } from '../common/results.ts';
import { idsAsLinks, LinkInput } from '../configuration/links.ts';
import {
  createMachine,
  createMachineModel,
  deleteMachine,
  deleteMachineModel,
  updateMachine,
  updateMachineModel,
  verifyDeleteMachine,
  verifyDeleteMachineModel,
} from './machine.service.ts';

export const MachineRef = builder.prismaObject('Machine', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    locationId: t.exposeInt('locationId'),
    machineModelId: t.exposeInt('machineModelId'),
    location: t.relation('location'),
    machineModel: t.relation('machineModel'),
    workplaces: t.relation('workplaces', { query: () => ({ orderBy: { name: 'asc' } }) }),
    services: t.relation('services', { query: () => ({ where: { service: { deletedAt: null } } }) }),
  }),
});

export const MachineModelRef = builder.prismaObject('MachineModel', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    machines: t.relation('machines', {
      query: () => ({ where: { location: { deletedAt: null } }, orderBy: { name: 'asc' } }),
    }),
    serviceIds: t.intList({
      select: { services: { where: { service: { deletedAt: null } }, select: { serviceId: true } } },
      resolve: (model) => model.services.map((s) => s.serviceId),
    }),
  }),
});

const MachinePage = pageType('Machine', MachineRef);
const MachineModelPage = pageType('MachineModel', MachineModelRef);
const order = [{ name: 'asc' as const }, { id: 'asc' as const }];
const machineWhere = (locationId?: number | null) => ({
  location: { deletedAt: null },
  ...(locationId ? { locationId } : {}),
});

const MachineInput = builder.inputType('MachineInput', {
  fields: (t) => ({
    name: t.string(),
    locationId: t.int(),
    machineModelId: t.int(),
    workplaceIds: t.intList(),
    services: t.field({ type: [LinkInput] }),
  }),
});

const MachineModelInput = builder.inputType('MachineModelInput', {
  fields: (t) => ({ name: t.string(), serviceIds: t.intList() }),
});

const id = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({ id: t.arg.int({ required: true }) });

builder.queryFields((t) => ({
  machinesAll: t.prismaField({
    type: ['Machine'],
    authScopes: { staff: true },
    args: { locationId: t.arg.int() },
    resolve: (query, _root, args, ctx) =>
      ctx.vendorDb().machine.findMany({ ...query, where: machineWhere(args.locationId), orderBy: order }),
  }),
  machines: t.field({
    type: MachinePage,
    authScopes: { staff: true },
    args: { page: t.arg.int(), limit: t.arg.int(), locationId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      paginate(
        args,
        PAGE_SIZES.default,
        () => ctx.vendorDb().machine.count({ where: machineWhere(args.locationId) }),
        (w) => ctx.vendorDb().machine.findMany({ where: machineWhere(args.locationId), orderBy: order, ...w }),
      ),
  }),
  machine: t.prismaField({
    type: 'Machine',
    nullable: true,
    authScopes: { staff: true },
    args: id(t),
    resolve: (query, _root, args, ctx) =>
      ctx.vendorDb().machine.findFirst({ ...query, where: { id: args.id, ...machineWhere() } }),
  }),
  verifyDeleteMachine: t.field({
    type: VerifyDeleteResult,
    authScopes: { admin: true },
    args: id(t),
    resolve: (_root, args, ctx) => verifyDeleteMachine(ctx, args.id),
  }),
  machineModelsAll: t.prismaField({
    type: ['MachineModel'],
    authScopes: { staff: true },
    resolve: (query, _root, _args, ctx) => ctx.vendorDb().machineModel.findMany({ ...query, orderBy: order }),
  }),
  machineModels: t.field({
    type: MachineModelPage,
    authScopes: { staff: true },
    args: { page: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, ctx) =>
      paginate(
        args,
        PAGE_SIZES.default,
        () => ctx.vendorDb().machineModel.count(),
        (w) => ctx.vendorDb().machineModel.findMany({ orderBy: order, ...w }),
      ),
  }),
  machineModel: t.prismaField({
    type: 'MachineModel',
    nullable: true,
    authScopes: { staff: true },
    args: id(t),
    resolve: (query, _root, args, ctx) => ctx.vendorDb().machineModel.findFirst({ ...query, where: { id: args.id } }),
  }),
  verifyDeleteMachineModel: t.field({
    type: VerifyDeleteResult,
    authScopes: { admin: true },
    args: id(t),
    resolve: (_root, args, ctx) => verifyDeleteMachineModel(ctx, args.id),
  }),
}));

builder.mutationFields((t) => {
  const withId = { id: t.arg.int({ required: true }) };
  return {
    createMachine: t.prismaField({
      type: 'Machine',
      errors: mutationErrors,
      authScopes: { admin: true },
      args: { input: t.arg({ type: MachineInput, required: true }) },
      resolve: async (query, _root, args, ctx) =>
        ctx
          .vendorDb()
          .machine.findUniqueOrThrow({ ...query, where: { id: (await createMachine(ctx, args.input)).id } }),
    }),
    updateMachine: t.prismaField({
      type: 'Machine',
      errors: mutationErrors,
      authScopes: { admin: true },
      args: { ...withId, input: t.arg({ type: MachineInput, required: true }) },
      resolve: async (query, _root, args, ctx) =>
        ctx.vendorDb().machine.findUniqueOrThrow({
          ...query,
          where: { id: (await updateMachine(ctx, args.id, args.input)).id },
        }),
    }),
    setMachineWorkplaces: t.prismaField({
      type: 'Machine',
      errors: mutationErrors,
      authScopes: { admin: true },
      args: { ...withId, ids: t.arg.intList({ required: true }) },
      resolve: async (query, _root, args, ctx) =>
        ctx.vendorDb().machine.findUniqueOrThrow({
          ...query,
          where: { id: (await updateMachine(ctx, args.id, { workplaceIds: args.ids })).id },
        }),
    }),
    setMachineServices: t.prismaField({
      type: 'Machine',
      errors: mutationErrors,
      authScopes: { admin: true },
      args: { ...withId, ids: t.arg.intList({ required: true }) },
      resolve: async (query, _root, args, ctx) =>
        ctx.vendorDb().machine.findUniqueOrThrow({
          ...query,
          where: { id: (await updateMachine(ctx, args.id, { services: idsAsLinks(args.ids) })).id },
        }),
    }),
    deleteMachine: t.field({
      type: DeleteResult,
      errors: mutationErrors,
      authScopes: { admin: true },
      args: withId,
      resolve: (_root, args, ctx) => deleteMachine(ctx, args.id),
    }),
    createMachineModel: t.prismaField({
      type: 'MachineModel',
      errors: mutationErrors,
      authScopes: { admin: true },
      args: { input: t.arg({ type: MachineModelInput, required: true }) },
      resolve: async (query, _root, args, ctx) =>
        ctx.vendorDb().machineModel.findUniqueOrThrow({
          ...query,
          where: { id: (await createMachineModel(ctx, args.input)).id },
        }),
    }),
    updateMachineModel: t.prismaField({
      type: 'MachineModel',
      errors: mutationErrors,
      authScopes: { admin: true },
      args: { ...withId, input: t.arg({ type: MachineModelInput, required: true }) },
      resolve: async (query, _root, args, ctx) =>
        ctx.vendorDb().machineModel.findUniqueOrThrow({
          ...query,
          where: { id: (await updateMachineModel(ctx, args.id, args.input)).id },
        }),
    }),
    setMachineModelServices: t.prismaField({
      type: 'MachineModel',
      errors: mutationErrors,
      authScopes: { admin: true },
      args: { ...withId, ids: t.arg.intList({ required: true }) },
      resolve: async (query, _root, args, ctx) =>
        ctx.vendorDb().machineModel.findUniqueOrThrow({
          ...query,
          where: { id: (await updateMachineModel(ctx, args.id, { serviceIds: args.ids })).id },
        }),
    }),
    deleteMachineModel: t.field({
      type: DeleteResult,
      errors: mutationErrors,
      authScopes: { admin: true },
      args: withId,
      resolve: (_root, args, ctx) => deleteMachineModel(ctx, args.id),
    }),
  };
});
