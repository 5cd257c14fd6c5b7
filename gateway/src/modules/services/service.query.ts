import { builder } from '../../builder.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { mutationErrors } from '../common/errors.type.ts';
import { PAGE_SIZES, paginate, pageType } from '../common/pagination.ts';
import { DeleteResult, VerifyDeleteResult } from '../common/results.ts';
import { idsAsLinks, LinkInput } from '../configuration/links.ts';
import { servicesAtLocation } from '../vendors/location.type.ts';
import { LanguageEnum } from '../common/scalars.ts';
import {
  addServicePrice,
  createService,
  deleteService,
  type ServiceFields,
  setServicesOrder,
  updateService,
  verifyDeleteService,
} from './service.service.ts';
import { ServiceRef } from './service.type.ts';

const ServicePage = pageType('Service', ServiceRef);
const order = [{ performedOrder: 'asc' as const }, { id: 'asc' as const }];

/** Spec §5: filtering by location keeps services with no workplaces or a workplace there. */
const where = (vendorId: number, args: { locationId?: number | null; categoryId?: number | null }) =>
  ({
    ...(args.locationId ? servicesAtLocation(vendorId, args.locationId) : { vendorId, deletedAt: null }),
    ...(args.categoryId ? { categoryId: args.categoryId } : {}),
  }) satisfies Prisma.ServiceWhereInput;

export const TranslationInput = builder.inputType('TranslationInput', {
  fields: (t) => ({
    language: t.field({ type: LanguageEnum, required: true }),
    name: t.string({ required: true }),
    description: t.string(),
  }),
});

const ServiceInput = builder.inputType('ServiceInput', {
  description: 'Fields left out keep their value on update; prices only add new entries.',
  fields: (t) => ({
    names: t.field({ type: [TranslationInput] }),
    categoryId: t.int(),
    parentId: t.int(),
    duration: t.int(),
    fixedDuration: t.boolean(),
    breakDuration: t.int(),
    clientExitDuration: t.int(),
    executionOrder: t.int(),
    onlineBookable: t.boolean(),
    parts: t.field({
      type: [
        builder.inputType('ServicePartInput', {
          fields: (f) => ({ minutesFromStart: f.int({ required: true }), duration: f.int({ required: true }) }),
        }),
      ],
    }),
    prices: t.field({
      type: [
        builder.inputType('ServicePriceInput', {
          fields: (f) => ({ amount: f.int({ required: true }), validFrom: f.field({ type: 'Date' }) }),
        }),
      ],
    }),
    employees: t.field({ type: [LinkInput] }),
    workplaces: t.field({ type: [LinkInput] }),
    machines: t.field({ type: [LinkInput] }),
    machineModelIds: t.intList(),
    associatedServiceIds: t.intList(),
  }),
});

const ServiceOrderInput = builder.inputType('ServiceOrderInput', {
  fields: (t) => ({ id: t.int({ required: true }), performedOrder: t.int() }),
});

builder.queryFields((t) => ({
  childServicesAll: t.prismaField({
    type: ['Service'],
    authScopes: { staff: true },
    description: 'The child services of a service (spec §3 childServices).',
    args: { parentId: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx
        .vendorDb()
        .service.findMany({ ...query, where: { parentId: args.parentId, deletedAt: null }, orderBy: order }),
  }),
  servicesAll: t.prismaField({
    type: ['Service'],
    authScopes: { staff: true },
    args: { locationId: t.arg.int(), categoryId: t.arg.int() },
    resolve: (query, _root, args, ctx) =>
      ctx.vendorDb().service.findMany({ ...query, where: where(ctx.vendorId(), args), orderBy: order }),
  }),
  services: t.field({
    type: ServicePage,
    authScopes: { staff: true },
    args: { page: t.arg.int(), limit: t.arg.int(), locationId: t.arg.int(), categoryId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      paginate(
        args,
        PAGE_SIZES.default,
        () => ctx.vendorDb().service.count({ where: where(ctx.vendorId(), args) }),
        (w) => ctx.vendorDb().service.findMany({ where: where(ctx.vendorId(), args), orderBy: order, ...w }),
      ),
  }),
  service: t.prismaField({
    type: 'Service',
    nullable: true,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx.vendorDb().service.findFirst({ ...query, where: { id: args.id, deletedAt: null } }),
  }),
  verifyDeleteService: t.field({
    type: VerifyDeleteResult,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => verifyDeleteService(ctx, args.id),
  }),
}));

const relations: Record<string, (ids: number[]) => ServiceFields> = {
  setServiceEmployees: (ids) => ({ employees: idsAsLinks(ids) }),
  setServiceWorkplaces: (ids) => ({ workplaces: idsAsLinks(ids) }),
  setServiceMachines: (ids) => ({ machines: idsAsLinks(ids) }),
  setServiceMachineModels: (ids) => ({ machineModelIds: ids }),
  setServiceAssociatedServices: (ids) => ({ associatedServiceIds: ids }),
};

builder.mutationFields((t) => ({
  createService: t.prismaField({
    type: 'Service',
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { input: t.arg({ type: ServiceInput, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      ctx.vendorDb().service.findUniqueOrThrow({ ...query, where: { id: (await createService(ctx, args.input)).id } }),
  }),
  updateService: t.prismaField({
    type: 'Service',
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: ServiceInput, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      ctx.vendorDb().service.findUniqueOrThrow({
        ...query,
        where: { id: (await updateService(ctx, args.id, args.input)).id },
      }),
  }),
  addServicePrice: t.prismaField({
    type: 'Service',
    errors: mutationErrors,
    authScopes: { admin: true },
    description: 'Adds a price from a date after the last saved one (default today for a first price).',
    args: {
      id: t.arg.int({ required: true }),
      amount: t.arg.int({ required: true }),
      validFrom: t.arg({ type: 'Date' }),
    },
    resolve: async (query, _root, args, ctx) =>
      ctx.vendorDb().service.findUniqueOrThrow({
        ...query,
        where: { id: (await addServicePrice(ctx, args.id, args.amount, args.validFrom)).id },
      }),
  }),
  ...Object.fromEntries(
    Object.entries(relations).map(([name, fields]) => [
      name,
      t.prismaField({
        type: 'Service',
        errors: mutationErrors,
        authScopes: { admin: true },
        args: { id: t.arg.int({ required: true }), ids: t.arg.intList({ required: true }) },
        resolve: async (query, _root, args, ctx) =>
          ctx.vendorDb().service.findUniqueOrThrow({
            ...query,
            where: { id: (await updateService(ctx, args.id, fields(args.ids))).id },
          }),
      }),
    ]),
  ),
  setServicesOrder: t.prismaField({
    type: ['Service'],
    errors: mutationErrors,
    authScopes: { admin: true },
    description: 'Reorders the services in one transaction (spec §7 set-services-order).',
    args: { services: t.arg({ type: [ServiceOrderInput], required: true }) },
    resolve: async (query, _root, args, ctx) => {
      await setServicesOrder(ctx, args.services);
      return ctx.vendorDb().service.findMany({ ...query, where: { deletedAt: null }, orderBy: order });
    },
  }),
  deleteService: t.field({
    type: DeleteResult,
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => deleteService(ctx, args.id),
  }),
}));
