// Service categories (spec §3): an icon, a name per language, automatic or manual kind.
import { array, type as shape } from 'superstruct';
import type { Context } from '../../context.ts';
import type { CategoryKind, Language } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { verifyDeleteResult } from '../configuration/index.ts';
import { int, LANGUAGES, oneOf, requiredText } from '@salon/shared';
import { notifyChange } from '../notifications-counters/index.ts';
import { m } from '../services/index.ts';
import { FieldErrorList, parseInput } from '../../lib/validate.ts';

export interface CategoryFields {
  icon?: string | null;
  kind?: CategoryKind | null;
  position?: number | null;
  names?: { language: Language; name: string }[] | null;
}

const CategoryStruct = shape({
  icon: requiredText(60),
  kind: oneOf(['AUTOMATIC', 'MANUAL'] as const),
  position: int(0, 10_000),
  names: array(shape({ language: oneOf(LANGUAGES), name: requiredText(100) })),
});

export async function findCategory(ctx: Context, id: number) {
  const row = await ctx.vendorDb().serviceCategory.findFirst({ where: { id }, include: { translations: true } });
  if (!row) throw new NotFoundError(m(ctx.lang, 'categoryNotFound'));
  return row;
}

async function save(ctx: Context, existingId: number | null, input: CategoryFields) {
  const existing = existingId ? await findCategory(ctx, existingId) : null;
  const vendorId = ctx.vendorId();
  const position =
    input.position ??
    existing?.position ??
    ((await ctx.vendorDb().serviceCategory.aggregate({ _max: { position: true } }))._max.position ?? -1) + 1;
  const value = parseInput(
    CategoryStruct,
    {
      icon: input.icon ?? existing?.icon,
      kind: input.kind ?? existing?.kind ?? 'MANUAL',
      position,
      names: input.names ?? existing?.translations ?? [],
    },
    ctx.lang,
  );
  const errors = new FieldErrorList(ctx.lang);
  if (!value.names.length) errors.add('names', 'required', {}, m(ctx.lang, 'nameRequired'));
  if (new Set(value.names.map((n) => n.language)).size !== value.names.length) {
    errors.add('names', 'excluded', {}, m(ctx.lang, 'duplicateLanguage'));
  }
  errors.throwIfAny();
  const row = await ctx.vendorDb().$transaction(async (tx) => {
    const data = { icon: value.icon, kind: value.kind, position: value.position };
    const category = existing
      ? await tx.serviceCategory.update({ where: { id: existing.id }, data })
      : await tx.serviceCategory.create({ data: { ...data, vendorId } });
    if (input.names || !existing) {
      await tx.serviceCategoryTranslation.deleteMany({ where: { categoryId: category.id } });
      await tx.serviceCategoryTranslation.createMany({
        data: value.names.map((n) => ({ categoryId: category.id, language: n.language, name: n.name })),
      });
    }
    return category;
  });
  await notifyChange(ctx, 'services');
  return row;
}

export const createCategory = (ctx: Context, input: CategoryFields) => save(ctx, null, input);
export const updateCategory = (ctx: Context, id: number, input: CategoryFields) => save(ctx, id, input);

export async function verifyDeleteCategory(ctx: Context, id: number) {
  await findCategory(ctx, id);
  const services = await ctx.vendorDb().service.count({ where: { categoryId: id, deletedAt: null } });
  return verifyDeleteResult({ services });
}

/** Its services stay, without category. */
export async function deleteCategory(ctx: Context, id: number) {
  await findCategory(ctx, id);
  await ctx.vendorDb().serviceCategory.delete({ where: { id } });
  await notifyChange(ctx, 'services');
  return { id };
}
