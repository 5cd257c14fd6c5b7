import { builder } from '../../builder.ts';
import { pageType } from '../common/index.ts';
import { BookingRef, BookingStatusEnum } from '../bookings/index.ts';
import { listClosedBookings } from './closed-bookings.service.ts';

// Staff lists name the customer of a booking or invoice without a query per row.
builder.prismaObjectField('Booking', 'customer', (t) =>
  t.relation('customer', { nullable: true, authScopes: { staff: true }, description: 'Staff only.' }),
);
builder.prismaObjectField('Invoice', 'customer', (t) =>
  t.relation('customer', { nullable: true, authScopes: { staff: true }, description: 'Staff only.' }),
);
builder.prismaObjectField('Invoice', 'booking', (t) => t.relation('booking', { nullable: true }));

const BookingPage = pageType('Booking', BookingRef);

builder.queryFields((t) => ({
  closedBookings: t.field({
    type: BookingPage,
    authScopes: { staff: true },
    description:
      "The vendor's closed bookings (executed, no-show, canceled), latest closed first; period over the start (vendor's days).",
    args: {
      page: t.arg.int(),
      limit: t.arg.int(),
      dateFrom: t.arg({ type: 'Date' }),
      dateTo: t.arg({ type: 'Date' }),
      locationId: t.arg.int(),
      employeeId: t.arg.int(),
      status: t.arg({ type: BookingStatusEnum }),
    },
    resolve: (_root, args, ctx) => listClosedBookings(ctx, args),
  }),
}));
