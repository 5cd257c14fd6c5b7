import { crudKind } from '../common/index.ts';
import { ServiceCategoryRef } from '../services/index.ts';

/** Service categories (the GraphQL type is ServiceCategory, the calls say Category). */
export const categoryKind = crudKind({
  type: 'ServiceCategory',
  ref: ServiceCategoryRef,
  name: 'Category',
  plural: 'categories',
  model: 'serviceCategory',
  orderBy: [{ position: 'asc' }, { id: 'asc' }],
});
