import { builder } from '../../builder.ts';
import { crudKind } from '../common/index.ts';

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

const order = [{ name: 'asc' as const }, { id: 'asc' as const }];

/** Machines of live locations, optionally of one location. */
export const machineKind = crudKind({
  type: 'Machine',
  ref: MachineRef,
  plural: 'machines',
  model: 'machine',
  filters: { locationId: 'Int' },
  where: ({ locationId }) => ({ location: { deletedAt: null }, ...(locationId ? { locationId } : {}) }),
  orderBy: order,
});

export const machineModelKind = crudKind({
  type: 'MachineModel',
  ref: MachineModelRef,
  plural: 'machineModels',
  model: 'machineModel',
  orderBy: order,
});
