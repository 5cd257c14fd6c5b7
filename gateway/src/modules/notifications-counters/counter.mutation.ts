import { builder } from '../../builder.ts';
import { countersOf, resetCounter } from './counter.service.ts';
import { CountedCollectionEnum, NotificationCount } from './counter.type.ts';

builder.mutationField('resetNotificationCounter', (t) =>
  t.field({
    type: [NotificationCount],
    authScopes: { staff: true },
    args: { collection: t.arg({ type: CountedCollectionEnum, required: true }) },
    resolve: async (_root, args, ctx) => {
      await resetCounter(ctx, args.collection);
      return countersOf(ctx);
    },
  }),
);
