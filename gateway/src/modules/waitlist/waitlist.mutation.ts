import { builder } from '../../builder.ts';
import { DeleteResult, mutationErrors } from '../common/index.ts';
import { bookWaitlistOffer, leaveWaitlist } from './waitlist.offer.ts';
import { deleteWaitlistEntry, joinWaitlist } from './waitlist.service.ts';
import { WaitlistOfferRef } from './waitlist.type.ts';

const JoinWaitlistInput = builder.inputType('JoinWaitlistInput', {
  fields: (t) => ({
    vendorId: t.int({ required: true }),
    locationId: t.int({ required: true }),
    serviceIds: t.intList({ required: true }),
    dateFrom: t.field({ type: 'Date', required: true }),
    dateTo: t.field({ type: 'Date', required: true }),
    employeeId: t.int(),
    timeFrom: t.string({ description: 'HH:mm: the appointment starts at or after it.' }),
    timeTo: t.string({ description: 'HH:mm: the appointment starts before it.' }),
    customerId: t.int({ description: 'Staff only: the customer added to the list.' }),
  }),
});

builder.mutationFields((t) => ({
  joinWaitlist: t.prismaField({
    type: 'WaitlistEntry',
    errors: mutationErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: JoinWaitlistInput, required: true }) },
    resolve: (_query, _root, { input }, ctx) => joinWaitlist(ctx, input),
  }),
  deleteWaitlistEntry: t.field({
    type: DeleteResult,
    errors: mutationErrors,
    authScopes: { loggedIn: true },
    description: "Removes an entry: the customer's own, or any of the staff's vendor.",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteWaitlistEntry(ctx, id),
  }),
  bookWaitlistOffer: t.prismaField({
    type: 'Booking',
    errors: mutationErrors,
    description: 'Books one offered time from the signed link, through the normal booking path.',
    args: {
      token: t.arg.string({ required: true }),
      start: t.arg({ type: 'DateTime', required: true }),
      legalConditionIds: t.arg.intList(),
    },
    resolve: (_query, _root, args, ctx) => bookWaitlistOffer(ctx, args.token, args.start, args.legalConditionIds ?? []),
  }),
  leaveWaitlist: t.field({
    type: WaitlistOfferRef,
    errors: mutationErrors,
    description: 'Leaves the list from the signed link.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => leaveWaitlist(ctx, token),
  }),
}));
