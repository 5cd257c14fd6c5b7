import { builder } from '../../builder.ts';
import { crudKind } from '../common/crud.ts';
import { bookingsOnClosedDate } from './closed-date.service.ts';
import { nowMs } from '../../lib/clock.ts';

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
  where: ({ locationId, past }) => ({
    ...(locationId ? { locations: { some: { id: locationId } } } : {}),
    ...(past === false ? { date: { gte: new Date(new Date(nowMs()).toISOString().slice(0, 10)) } } : {}),
  }),
  // In date order: the next closed day first.
  orderBy: [{ date: 'asc' }, { id: 'asc' }],
});
