import { builder } from '../../builder.ts';
import { crudMutations, mutationErrors, TranslationInput } from '../common/index.ts';
import { idsAsLinks, LinkInput } from '../configuration/index.ts';
import {
  addServicePrice,
  createService,
  deleteService,
  type ServiceFields,
  setServicesOrder,
  updateService,
} from './service.service.ts';
import { serviceKind, serviceOrder } from './service.type.ts';

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

crudMutations(serviceKind, {
  input: ServiceInput,
  create: (ctx, input: ServiceFields) => createService(ctx, input),
  update: updateService,
  remove: deleteService,
  relations: {
    Employees: (ctx, id, ids) => updateService(ctx, id, { employees: idsAsLinks(ids) }),
    Workplaces: (ctx, id, ids) => updateService(ctx, id, { workplaces: idsAsLinks(ids) }),
    Machines: (ctx, id, ids) => updateService(ctx, id, { machines: idsAsLinks(ids) }),
    MachineModels: (ctx, id, ids) => updateService(ctx, id, { machineModelIds: ids }),
    AssociatedServices: (ctx, id, ids) => updateService(ctx, id, { associatedServiceIds: ids }),
  },
});

builder.mutationFields((t) => ({
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
  setServicesOrder: t.prismaField({
    type: ['Service'],
    errors: mutationErrors,
    authScopes: { admin: true },
    description: 'Reorders the services in one transaction (spec §7 set-services-order).',
    args: { services: t.arg({ type: [ServiceOrderInput], required: true }) },
    resolve: async (query, _root, args, ctx) => {
      await setServicesOrder(ctx, args.services);
      return ctx.vendorDb().service.findMany({ ...query, where: { deletedAt: null }, orderBy: serviceOrder });
    },
  }),
}));
