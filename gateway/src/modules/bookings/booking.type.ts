import { builder } from '../../builder.ts';
import { bookingTimes } from './core/booking.access.ts';
import { cancelRefusal } from './cancel/booking.cancel.ts';
import { nowMs } from '../../lib/clock.ts';

export const BookingStatusEnum = builder.enumType('BookingStatus', {
  values: ['PENDING', 'OPEN', 'EXECUTED', 'CANCELED', 'NO_SHOW'] as const,
});

export const BookingSourceEnum = builder.enumType('BookingSource', {
  values: ['STAFF', 'PUBLIC', 'EXPRESS'] as const,
});

const timesSelect = { events: { select: { customerStart: true, customerEnd: true } } } as const;

builder.prismaObject('BookingLegalCondition', {
  fields: (t) => ({
    id: t.exposeInt('legalConditionId'),
    accepted: t.exposeBoolean('accepted'),
    acceptedAt: t.expose('acceptedAt', { type: 'DateTime' }),
  }),
});

export const BookingRef = builder.prismaObject('Booking', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    status: t.expose('status', { type: BookingStatusEnum }),
    source: t.expose('source', { type: BookingSourceEnum }),
    comment: t.exposeString('comment'),
    privateComment: t.exposeString('privateComment', {
      authScopes: { staff: true },
      description: 'Staff only.',
    }),
    cancelMessage: t.exposeString('cancelMessage', { nullable: true }),
    customerId: t.exposeInt('customerId', { nullable: true }),
    locationId: t.exposeInt('locationId'),
    vendorId: t.exposeInt('vendorId'),
    vendor: t.relation('vendor'),
    location: t.relation('location'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    closedAt: t.expose('closedAt', { type: 'DateTime', nullable: true }),
    start: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Start of the first event.',
      select: timesSelect,
      resolve: (b) => bookingTimes(b.events).start,
    }),
    end: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'End of the last event (client exit included).',
      select: timesSelect,
      resolve: (b) => bookingTimes(b.events).end,
    }),
    cancelable: t.boolean({
      description: "Open, in the future and, for customers, outside the vendor's cancellation notice.",
      select: { vendorId: true, status: true, vendor: { select: { cancellationNotice: true } }, ...timesSelect },
      resolve: (b, _args, ctx) =>
        (bookingTimes(b.events).start?.getTime() ?? 0) > nowMs() && cancelRefusal(ctx, b) === null,
    }),
    legalConditions: t.relation('legalConditions'),
    events: t.relation('events', { query: () => ({ orderBy: [{ start: 'asc' }, { id: 'asc' }] }) }),
  }),
});
