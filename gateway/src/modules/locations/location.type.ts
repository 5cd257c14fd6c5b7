import { builder } from '../../builder.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { crudKind } from '../common/index.ts';
import { isLocationOpen } from './location.rules.ts';

/** Services bookable at a location: no workplaces at all, or a workplace there (spec §5). */
export function servicesAtLocation(vendorId: number, locationId: number): Prisma.ServiceWhereInput {
  return {
    vendorId,
    deletedAt: null,
    OR: [{ workplaces: { none: {} } }, { workplaces: { some: { workplace: { locationId } } } }],
  };
}

export const LocationRef = builder.prismaObject('Location', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    shortName: t.exposeString('shortName'),
    slug: t.exposeString('slug'),
    street: t.exposeString('street'),
    zip: t.exposeString('zip'),
    city: t.exposeString('city'),
    closedFrom: t.expose('closedFrom', { type: 'Date', nullable: true }),
    open: t.boolean({
      description: 'Spec §4: open when closedFrom is empty or in the future.',
      select: { closedFrom: true, vendor: { select: { timezone: true } } },
      resolve: (location) => isLocationOpen(location.closedFrom, location.vendor.timezone),
    }),
    isPublic: t.exposeBoolean('isPublic'),
    phone: t.exposeString('phone', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    vendorId: t.exposeInt('vendorId'),
    regionId: t.exposeInt('regionId', { nullable: true }),
    region: t.relation('region', { nullable: true }),
    workplaces: t.relation('workplaces', { query: () => ({ orderBy: [{ name: 'asc' }, { id: 'asc' }] }) }),
    machines: t.relation('machines', { query: () => ({ orderBy: [{ name: 'asc' }, { id: 'asc' }] }) }),
    vendor: t.relation('vendor'),
    services: t.prismaField({
      type: ['Service'],
      select: { vendorId: true },
      resolve: (query, location, _args, ctx) =>
        ctx.prisma.service.findMany({
          ...query,
          where: servicesAtLocation(location.vendorId, location.id),
          orderBy: [{ performedOrder: 'asc' }, { id: 'asc' }],
        }),
    }),
    categories: t.prismaField({
      type: ['ServiceCategory'],
      description: 'Categories of the services offered at this location.',
      select: { vendorId: true },
      resolve: (query, location, _args, ctx) =>
        ctx.prisma.serviceCategory.findMany({
          ...query,
          where: {
            vendorId: location.vendorId,
            services: { some: servicesAtLocation(location.vendorId, location.id) },
          },
          orderBy: [{ position: 'asc' }, { id: 'asc' }],
        }),
    }),
  }),
});

/** Live (not deleted) locations, optionally of one region. */
export const locationKind = crudKind({
  type: 'Location',
  ref: LocationRef,
  plural: 'locations',
  model: 'location',
  filters: { regionId: 'Int' },
  where: ({ regionId }) => ({ deletedAt: null, ...(regionId ? { regionId } : {}) }),
  orderBy: [{ name: 'asc' }, { id: 'asc' }],
});
