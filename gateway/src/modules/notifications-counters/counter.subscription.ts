import { builder } from '../../builder.ts';
import type { CountedCollection } from './counter.service.ts';
import { CountedCollectionEnum } from './counter.type.ts';

builder.subscriptionField('notificationCountersChanged', (t) =>
  t.field({
    type: CountedCollectionEnum,
    authScopes: { staff: true },
    description:
      "The collection whose counter of the viewer went up (another user of the viewer's vendor changed it): the sidebar's badges follow at once.",
    // The channel is per vendor; the author's own changes do not count for them.
    subscribe: (_root, _args, ctx) => {
      const viewer = ctx.viewer?.userId ?? 0;
      return ctx.app.pubsub.subscribe('notifications:counters', ctx.vendorId(), (p) => p.authorUserId !== viewer);
    },
    resolve: (change) => change.collection as CountedCollection,
  }),
);
