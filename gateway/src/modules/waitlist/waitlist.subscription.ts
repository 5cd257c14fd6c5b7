import { builder } from '../../builder.ts';
import { WaitlistOfferNotice } from './waitlist.type.ts';

builder.subscriptionField('waitlistOffered', (t) =>
  t.field({
    type: WaitlistOfferNotice,
    authScopes: { loggedIn: true },
    description: "An offer to one of the viewer's waitlist entries, as soon as it is made (the e-mail follows).",
    subscribe: (_root, _args, ctx) => ctx.app.pubsub.subscribe('waitlist:offers', ctx.viewer?.userId ?? 0),
    resolve: (offer) => ({ entryId: offer.entryId, token: offer.token }),
  }),
);
