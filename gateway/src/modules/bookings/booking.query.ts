import { builder } from '../../builder.ts';
import type { AnyDb } from '../../db/scoped.ts';
import { AuthenticationError } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import { PAGE_SIZES, pageType, paginate } from '../common/index.ts';
import { BookingEventInput } from './booking.mutation.ts';
import { BookingRef } from './booking.type.ts';
import {
  bookingVendorDb,
  customerForViewer,
  findViewableBooking,
  ownBookingsAcrossVendorsDb,
} from './core/booking.access.ts';
import { type BookingListFilter, bookingList } from './list/booking.list.ts';
import { type VerifiedEvent, verifyBookingRequest } from './core/booking.verify.ts';

const BookingPage = pageType('Booking', BookingRef);

/** One page of a booking list, rows in list order. */
function bookingPage(db: AnyDb, filter: BookingListFilter, args: { page?: number | null; limit?: number | null }) {
  const list = bookingList(db, filter);
  return paginate(args, PAGE_SIZES.customerBookings, list.count, async (window) => {
    const ids = await list.ids(window);
    const rows = await db.booking.findMany({ where: { id: { in: ids } } });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  });
}

builder.queryFields((t2) => ({
  booking: t2.prismaField({
    type: 'Booking',
    nullable: true,
    authScopes: { loggedIn: true },
    description: "A booking of the staff's vendor, or one of the logged-in customer.",
    args: { id: t2.arg.int({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      let vendorId: number;
      try {
        vendorId = (await findViewableBooking(ctx, id)).vendorId;
      } catch {
        return null;
      }
      return bookingVendorDb(ctx, vendorId).booking.findUnique({ ...query, where: { id } });
    },
  }),
  customerBookings: t2.field({
    type: BookingPage,
    authScopes: { loggedIn: true },
    description:
      'Bookings of a customer, open (from today) or closed, 10 per page. Staff: any customer of their vendor; a customer: their own.',
    args: {
      customerId: t2.arg.int({ required: true }),
      open: t2.arg.boolean({ required: true }),
      page: t2.arg.int(),
      limit: t2.arg.int(),
      dateFrom: t2.arg({ type: 'Date' }),
      dateTo: t2.arg({ type: 'Date' }),
    },
    resolve: async (_root, args, ctx) => {
      const customer = await customerForViewer(ctx, args.customerId);
      return bookingPage(
        bookingVendorDb(ctx, customer.vendorId),
        {
          customerId: customer.id,
          vendorId: customer.vendorId,
          open: args.open,
          dateFrom: args.dateFrom,
          dateTo: args.dateTo,
        },
        args,
      );
    },
  }),
  myBookings: t2.field({
    type: BookingPage,
    authScopes: { loggedIn: true },
    description: "The logged-in user's bookings across vendors, open (from today) or closed, 10 per page.",
    args: { open: t2.arg.boolean({ required: true }), page: t2.arg.int(), limit: t2.arg.int() },
    resolve: (_root, args, ctx) => {
      if (!ctx.viewer) throw new AuthenticationError(t(ctx.lang, 'auth.required'));
      return bookingPage(ownBookingsAcrossVendorsDb(ctx), { userId: ctx.viewer.userId, open: args.open }, args);
    },
  }),
}));

const VerifyBookingInput = builder.inputType('VerifyBookingInput', {
  fields: (t) => ({
    vendorId: t.int({ required: true }),
    locationId: t.int({ required: true }),
    customerId: t.int(),
    bookingId: t.int({ description: 'When editing: its own events do not conflict.' }),
    events: t.field({ type: [BookingEventInput], required: true }),
  }),
});

const EventConflictRef = builder.objectRef<VerifiedEvent>('EventConflict').implement({
  fields: (t) => ({
    index: t.exposeInt('index', { description: 'Index of the event in the request.' }),
    serviceId: t.exposeInt('serviceId'),
    employeeId: t.exposeInt('employeeId'),
    workplaceId: t.exposeInt('workplaceId', { nullable: true }),
    machineId: t.exposeInt('machineId', { nullable: true }),
    start: t.field({ type: 'DateTime', resolve: (c) => new Date(c.start) }),
    reasons: t.exposeStringList('reasons'),
    messages: t.exposeStringList('messages'),
  }),
});

const BookingVerificationRef = builder
  .objectRef<{ available: boolean; message: string; conflicts: VerifiedEvent[]; notices: string[] }>(
    'BookingVerification',
  )
  .implement({
    fields: (t) => ({
      available: t.exposeBoolean('available'),
      message: t.exposeString('message'),
      conflicts: t.field({ type: [EventConflictRef], resolve: (v) => v.conflicts }),
      notices: t.exposeStringList('notices', {
        description: 'What staff rights passed over, e.g. a booking outside the timetable.',
      }),
    }),
  });

builder.queryField('verifyBooking', (t) =>
  t.field({
    type: BookingVerificationRef,
    authScopes: { loggedIn: true },
    description: 'Server check before saving: the conflicts of each requested event.',
    args: { input: t.arg({ type: VerifyBookingInput, required: true }) },
    resolve: (_root, { input }, ctx) => verifyBookingRequest(ctx, input),
  }),
);
