import { builder } from '../../builder.ts';
import { mutationErrors } from '../common/errors.type.ts';
import { PAGE_SIZES, paginate, pageType } from '../common/pagination.ts';
import { DeleteResult, VerifyDeleteResult } from '../common/results.ts';
import { CategoryKindEnum, ServiceCategoryRef } from '../services/service.type.ts';
import { TranslationInput } from '../services/service.query.ts';
import { createCategory, deleteCategory, updateCategory, verifyDeleteCategory } from './category.service.ts';

const CategoryPage = pageType('ServiceCategory', ServiceCategoryRef);
const order = [{ position: 'asc' as const }, { id: 'asc' as const }];

const CategoryInput = builder.inputType('CategoryInput', {
  fields: (t) => ({
    icon: t.string(),
    kind: t.field({ type: CategoryKindEnum }),
    position: t.int(),
    names: t.field({ type: [TranslationInput] }),
  }),
});

builder.queryFields((t) => ({
  categoriesAll: t.prismaField({
    type: ['ServiceCategory'],
    authScopes: { staff: true },
    resolve: (query, _root, _args, ctx) => ctx.vendorDb().serviceCategory.findMany({ ...query, orderBy: order }),
  }),
  categories: t.field({
    type: CategoryPage,
    authScopes: { staff: true },
    args: { page: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, ctx) =>
      paginate(
        args,
        PAGE_SIZES.default,
        () => ctx.vendorDb().serviceCategory.count(),
        (w) => ctx.vendorDb().serviceCategory.findMany({ orderBy: order, ...w }),
      ),
  }),
  category: t.prismaField({
    type: 'ServiceCategory',
    nullable: true,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx.vendorDb().serviceCategory.findFirst({ ...query, where: { id: args.id } }),
  }),
  verifyDeleteCategory: t.field({
    type: VerifyDeleteResult,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => verifyDeleteCategory(ctx, args.id),
  }),
}));

builder.mutationFields((t) => ({
  createCategory: t.prismaField({
    type: 'ServiceCategory',
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { input: t.arg({ type: CategoryInput, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      ctx.vendorDb().serviceCategory.findUniqueOrThrow({
        ...query,
        where: { id: (await createCategory(ctx, args.input)).id },
      }),
  }),
  updateCategory: t.prismaField({
    type: 'ServiceCategory',
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: CategoryInput, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      ctx.vendorDb().serviceCategory.findUniqueOrThrow({
        ...query,
        where: { id: (await updateCategory(ctx, args.id, args.input)).id },
      }),
  }),
  deleteCategory: t.field({
    type: DeleteResult,
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => deleteCategory(ctx, args.id),
  }),
}));
