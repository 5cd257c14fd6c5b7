import { builder } from '../../builder.ts';
import { ManagedBookingRef } from './manage-booking.type.ts';
import { managedBooking } from './manage-booking.service.ts';

builder.queryFields((t) => ({
  managedBooking: t.field({
    type: ManagedBookingRef,
    description: 'The booking of a manage link; NOT_FOUND when the link is invalid, expired or revoked.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => managedBooking(ctx, token),
  }),
}));
