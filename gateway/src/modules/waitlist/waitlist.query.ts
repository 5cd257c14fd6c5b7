import { builder } from '../../builder.ts';
import { waitlistOffer } from './waitlist.offer.ts';
import { listWaitlist, myWaitlist } from './waitlist.service.ts';
import { WaitlistEntryPage, WaitlistOfferRef, WaitlistStatusEnum } from './waitlist.type.ts';

builder.queryFields((t) => ({
  waitlistEntries: t.field({
    type: WaitlistEntryPage,
    authScopes: { staff: true },
    description:
      "The vendor's waitlist, in the order entries are offered (waiting and offered ones unless a status is given).",
    args: {
      page: t.arg.int(),
      limit: t.arg.int(),
      status: t.arg({ type: WaitlistStatusEnum }),
      locationId: t.arg.int(),
    },
    resolve: (_root, args, ctx) => listWaitlist(ctx, args),
  }),
  myWaitlistEntries: t.prismaField({
    type: ['WaitlistEntry'],
    authScopes: { loggedIn: true },
    description: "The viewer's own entries still waiting, at every vendor.",
    resolve: (_query, _root, _args, ctx) => myWaitlist(ctx),
  }),
  waitlistOffer: t.field({
    type: WaitlistOfferRef,
    description: 'The offer of a signed waitlist link (no login).',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => waitlistOffer(ctx, token),
  }),
}));
