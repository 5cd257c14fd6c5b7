import { builder } from '../../builder.ts';
import { pickTranslation } from '../../lib/translate.ts';
import { LanguageEnum } from '../common/scalars.ts';
import { isLocationOpen } from './location.rules.ts';

builder.prismaObject('Vendor', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    slug: t.exposeString('slug'),
    publicName: t.exposeString('publicName'),
    description: t.string({
      nullable: true,
      select: { translations: true },
      resolve: (vendor, _args, ctx) => pickTranslation(vendor.translations, ctx.lang)?.description || null,
    }),
    timezone: t.exposeString('timezone'),
    workplacesEnabled: t.exposeBoolean('workplacesEnabled'),
    liveMode: t.exposeBoolean('liveMode'),
    defaultLanguage: t.expose('defaultLanguage', { type: LanguageEnum }),
    locations: t.relation('locations', {
      description: 'Public locations that are open.',
      query: () => ({ where: { isPublic: true }, orderBy: { name: 'asc' } }),
      resolve: (query, vendor, _args, ctx) =>
        ctx.prisma.location
          .findMany({ ...query, where: { vendorId: vendor.id, isPublic: true }, orderBy: { name: 'asc' } })
          .then((rows) => rows.filter((l) => isLocationOpen(l.closedFrom))),
    }),
    services: t.relation('services', {
      query: () => ({ where: { deletedAt: null }, orderBy: [{ performedOrder: 'asc' }, { id: 'asc' }] }),
    }),
    categories: t.relation('categories', { query: () => ({ orderBy: [{ position: 'asc' }, { id: 'asc' }] }) }),
    legalConditions: t.relation('legalConditions', { query: () => ({ orderBy: { id: 'asc' } }) }),
  }),
});

builder.prismaObject('LegalCondition', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    url: t.exposeString('url', { nullable: true }),
    required: t.exposeBoolean('required'),
  }),
});
