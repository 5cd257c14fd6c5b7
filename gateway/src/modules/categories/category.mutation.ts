import { builder } from '../../builder.ts';
import { crudMutations, TranslationInput } from '../common/index.ts';
import { CategoryKindEnum } from '../services/index.ts';
import { type CategoryFields, createCategory, deleteCategory, updateCategory } from './category.service.ts';
import { categoryKind } from './category.type.ts';

const CategoryInput = builder.inputType('CategoryInput', {
  fields: (t) => ({
    icon: t.string(),
    kind: t.field({ type: CategoryKindEnum }),
    position: t.int(),
    names: t.field({ type: [TranslationInput] }),
  }),
});

crudMutations(categoryKind, {
  input: CategoryInput,
  create: (ctx, input: CategoryFields) => createCategory(ctx, input),
  update: updateCategory,
  remove: deleteCategory,
});
