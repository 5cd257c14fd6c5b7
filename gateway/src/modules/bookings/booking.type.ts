import { builder } from '../../builder.ts';

export const BookingStatusEnum = builder.enumType('BookingStatus', {
  values: ['OPEN', 'EXECUTED', 'CANCELED', 'NO_SHOW'] as const,
});

builder.prismaObject('Booking', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    status: t.expose('status', { type: BookingStatusEnum }),
    comment: t.exposeString('comment'),
    customerId: t.exposeInt('customerId', { nullable: true }),
    locationId: t.exposeInt('locationId'),
    events: t.relation('events', { query: () => ({ orderBy: [{ start: 'asc' }, { id: 'asc' }] }) }),
  }),
});
