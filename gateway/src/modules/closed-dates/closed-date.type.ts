import { builder } from '../../builder.ts';
import { crudKind } from '../common/index.ts';
import { bookingsOnClosedDate } from './closed-date.service.ts';
import { vendorToday } from '../locations/index.ts';

export const ClosedDateRef = builder.prismaObject('ClosedDate', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    date: t.expose('date', { type: 'Date' }),
    description: t.exposeString('description'),
    locations: t.relation('locations', { query: () => ({ orderBy: [{ name: 'asc' }, { id: 'asc' }] }) }),
    locationIds: t.intList({
      select: { locations: { select: { id: true } } },
      resolve: (c) => c.locations.map((l) => l.id),
    }),
    bookingsCount: t.int({
      description: 'Open bookings still on this day at its locations (to move or cancel).',
      select: { date: true, locations: { select: { id: true } } },
      resolve: (c, _args, ctx) => bookingsOnClosedDate(ctx, c),
    }),
  }),
});

/** Upcoming first, then the past ones, most recent first; `past: false` keeps today and later. */
export const closedDateKind = crudKind({
  type: 'ClosedDate',
  ref: ClosedDateRef,
  plural: 'closedDates',
  model: 'closedDate',
  filters: { locationId: 'Int', past: 'Boolean' },
  where: async ({ locationId, past }, ctx) => ({
    ...(locationId ? { locations: { some: { id: locationId } } } : {}),
    // Upcoming: from today in the vendor's time zone (dates are stored as UTC midnight of the day).
    ...(past === false ? { date: { gte: new Date(`${await vendorToday(ctx)}T00:00:00Z`) } } : {}),
  }),
  // In date order: the next closed day first.
  orderBy: [{ date: 'asc' }, { id: 'asc' }],
});
