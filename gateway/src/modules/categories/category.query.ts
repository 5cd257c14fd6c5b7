import { crudQueries } from '../common/index.ts';
import { verifyDeleteCategory } from './category.service.ts';
import { categoryKind } from './category.type.ts';

crudQueries(categoryKind, verifyDeleteCategory);
