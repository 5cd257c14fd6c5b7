import { builder } from '../../builder.ts';
import { crudKind } from '../common/index.ts';

export const RegionRef = builder.prismaObject('Region', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    locations: t.relation('locations', {
      query: () => ({ where: { deletedAt: null }, orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
    }),
  }),
});

export const regionKind = crudKind({
  type: 'Region',
  ref: RegionRef,
  plural: 'regions',
  model: 'region',
  orderBy: [{ name: 'asc' }, { id: 'asc' }],
});
