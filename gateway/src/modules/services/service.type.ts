import { builder } from '../../builder.ts';
import { pickTranslation } from '../../lib/translate.ts';

builder.prismaObject('ServiceCategory', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    icon: t.exposeString('icon'),
    name: t.string({
      select: { translations: true },
      resolve: (category, _args, ctx) => pickTranslation(category.translations, ctx.lang)?.name ?? '',
    }),
  }),
});

builder.prismaObject('Service', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.string({
      select: { translations: true },
      resolve: (service, _args, ctx) => pickTranslation(service.translations, ctx.lang)?.name ?? '',
    }),
    duration: t.exposeInt('duration'),
    categoryId: t.exposeInt('categoryId', { nullable: true }),
    price: t.int({
      nullable: true,
      description: 'Current price in Rappen: the latest price valid today.',
      // A function, so that 'today' is read per request.
      select: () => ({
        prices: { where: { validFrom: { lte: new Date() } }, orderBy: { validFrom: 'desc' as const }, take: 1 },
      }),
      resolve: (service) => service.prices[0]?.amount ?? null,
    }),
  }),
});

builder.prismaObject('Employee', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    firstname: t.exposeString('firstname'),
    lastname: t.exposeString('lastname'),
    name: t.string({ resolve: (e) => `${e.firstname} ${e.lastname}` }),
  }),
});
