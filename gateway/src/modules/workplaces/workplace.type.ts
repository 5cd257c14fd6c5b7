import { builder } from '../../builder.ts';
import { crudKind } from '../common/index.ts';

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

/** Workplaces of live locations, optionally of one location. */
export const workplaceKind = crudKind({
  type: 'Workplace',
  ref: WorkplaceRef,
  plural: 'workplaces',
  model: 'workplace',
  filters: { locationId: 'Int' },
  where: ({ locationId }) => ({ location: { deletedAt: null }, ...(locationId ? { locationId } : {}) }),
  orderBy: [{ name: 'asc' }, { id: 'asc' }],
});
