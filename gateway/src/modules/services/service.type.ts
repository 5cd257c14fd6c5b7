import { builder } from '../../builder.ts';
import type { Lang } from '../../lib/i18n.ts';
import { pickTranslation } from '../../lib/translate.ts';
import { crudKind, LanguageEnum } from '../common/index.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { servicesAtLocation } from '../locations/index.ts';
import { todayIn } from '../../scheduling/calendar.ts';

export const CategoryKindEnum = builder.enumType('CategoryKind', { values: ['AUTOMATIC', 'MANUAL'] as const });

const Translation = builder
  .objectRef<{ language: Lang; name: string; description?: string | null }>('Translation')
  .implement({
    fields: (t) => ({
      language: t.field({ type: LanguageEnum, resolve: (r) => r.language }),
      name: t.exposeString('name'),
      description: t.string({ nullable: true, resolve: (r) => r.description ?? null }),
    }),
  });

/** A service's or category's texts with its vendor's default language, the fallback of a missing one. */
const shownText = { translations: true, vendor: { select: { defaultLanguage: true } } } as const;
const shown = <T extends { language: Lang }>(
  row: { translations: T[]; vendor: { defaultLanguage: Lang } },
  lang: Lang,
) => pickTranslation(row.translations, lang, row.vendor.defaultLanguage);
const shownLanguageDoc =
  "The language of the name shown: the request's, else the vendor's default language when it wrote none in it.";

export const ServiceCategoryRef = builder.prismaObject('ServiceCategory', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    icon: t.exposeString('icon'),
    name: t.string({
      select: shownText,
      resolve: (category, _args, ctx) => shown(category, ctx.lang)?.name ?? '',
    }),
    nameLanguage: t.field({
      type: LanguageEnum,
      nullable: true,
      description: shownLanguageDoc,
      select: shownText,
      resolve: (category, _args, ctx) => shown(category, ctx.lang)?.language ?? null,
    }),
    kind: t.expose('kind', { type: CategoryKindEnum }),
    position: t.exposeInt('position'),
    translations: t.field({
      type: [Translation],
      select: { translations: { orderBy: { language: 'asc' } } },
      resolve: (category) => category.translations,
    }),
  }),
});

const ServicePriceRef = builder.prismaObject('ServicePrice', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    amount: t.exposeInt('amount', { description: 'Rappen' }),
    validFrom: t.expose('validFrom', { type: 'Date' }),
  }),
});

builder.prismaObject('ServicePart', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    minutesFromStart: t.exposeInt('minutesFromStart'),
    duration: t.exposeInt('duration'),
  }),
});

/** A service's prices, oldest first, with its salon's time zone: which one is current is the salon's day's. */
const pricesByDay = { prices: { orderBy: { validFrom: 'asc' as const } }, vendor: { select: { timezone: true } } };

export const ServiceRef = builder.prismaObject('Service', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.string({
      select: shownText,
      resolve: (service, _args, ctx) => shown(service, ctx.lang)?.name ?? '',
    }),
    description: t.string({
      nullable: true,
      select: shownText,
      resolve: (service, _args, ctx) => shown(service, ctx.lang)?.description ?? null,
    }),
    nameLanguage: t.field({
      type: LanguageEnum,
      nullable: true,
      description: shownLanguageDoc,
      select: shownText,
      resolve: (service, _args, ctx) => shown(service, ctx.lang)?.language ?? null,
    }),
    translations: t.field({
      type: [Translation],
      select: { translations: { orderBy: { language: 'asc' } } },
      resolve: (service) => service.translations,
    }),
    duration: t.exposeInt('duration'),
    standardDuration: t.exposeInt('duration', { description: 'The saved duration (minutes).' }),
    fixedDuration: t.exposeBoolean('fixedDuration'),
    breakDuration: t.exposeInt('breakDuration'),
    clientExitDuration: t.exposeInt('clientExitDuration'),
    performedOrder: t.exposeInt('performedOrder'),
    executionOrder: t.exposeInt('executionOrder'),
    onlineBookable: t.exposeBoolean('onlineBookable'),
    categoryId: t.exposeInt('categoryId', { nullable: true }),
    category: t.relation('category', { nullable: true }),
    parentId: t.exposeInt('parentId', { nullable: true }),
    parts: t.relation('parts', { query: () => ({ orderBy: { position: 'asc' } }) }),
    price: t.int({
      nullable: true,
      description: "Current price in Rappen: the latest price valid today in the salon's time zone.",
      select: pricesByDay,
      resolve: (service) => {
        const today = todayIn(service.vendor.timezone);
        return service.prices.filter((p) => p.validFrom <= today).at(-1)?.amount ?? null;
      },
    }),
    currentPrice: t.field({
      type: [ServicePriceRef],
      description: "The latest price valid today in the salon's time zone (at most one).",
      select: pricesByDay,
      resolve: (service) => {
        const today = todayIn(service.vendor.timezone);
        return service.prices.filter((p) => p.validFrom <= today).slice(-1);
      },
    }),
    futurePrices: t.field({
      type: [ServicePriceRef],
      select: pricesByDay,
      resolve: (service) => {
        const today = todayIn(service.vendor.timezone);
        return service.prices.filter((p) => p.validFrom > today);
      },
    }),
    prices: t.relation('prices', {
      description: 'The whole price history, oldest first.',
      authScopes: { staff: true },
      query: () => ({ orderBy: { validFrom: 'asc' } }),
    }),
    employees: t.relation('employees', { query: () => ({ where: { employee: { deletedAt: null } } }) }),
    employeeIds: t.intList({
      select: { employees: { where: { employee: { deletedAt: null } }, select: { employeeId: true } } },
      resolve: (s) => s.employees.map((e) => e.employeeId),
    }),
    workplaces: t.relation('workplaces'),
    machines: t.relation('machines'),
    machineModelIds: t.intList({
      select: { machineModels: { select: { machineModelId: true } } },
      resolve: (s) => s.machineModels.map((x) => x.machineModelId),
    }),
    associatedServiceIds: t.intList({
      select: {
        associated: { where: { associatedService: { deletedAt: null } }, select: { associatedServiceId: true } },
      },
      resolve: (s) => s.associated.map((a) => a.associatedServiceId),
    }),
    childServices: t.relation('children', {
      query: () => ({ where: { deletedAt: null }, orderBy: [{ performedOrder: 'asc' }, { id: 'asc' }] }),
    }),
  }),
});

export const serviceOrder = [{ performedOrder: 'asc' as const }, { id: 'asc' as const }];

/** Live services; filtering by location keeps services with no workplaces or a workplace there (spec §5). */
export const serviceKind = crudKind({
  type: 'Service',
  ref: ServiceRef,
  plural: 'services',
  model: 'service',
  filters: { locationId: 'Int', categoryId: 'Int' },
  where: ({ locationId, categoryId }, ctx) =>
    ({
      ...(locationId ? servicesAtLocation(ctx.vendorId(), locationId) : { deletedAt: null }),
      ...(categoryId ? { categoryId } : {}),
    }) satisfies Prisma.ServiceWhereInput,
  orderBy: serviceOrder,
});
