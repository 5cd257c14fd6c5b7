import { builder } from '../../builder.ts';
import { COUNTED_COLLECTIONS, countersOf, resetCounter } from './counter.service.ts';

export const CountedCollectionEnum = builder.enumType('CountedCollection', { values: COUNTED_COLLECTIONS });

const NotificationCount = builder
  .objectRef<{ collection: (typeof COUNTED_COLLECTIONS)[number]; count: number }>('NotificationCount')
  .implement({
    fields: (t) => ({
      collection: t.field({ type: CountedCollectionEnum, resolve: (c) => c.collection }),
      count: t.exposeInt('count'),
    }),
  });

builder.queryField('notificationCounters', (t) =>
  t.field({
    type: [NotificationCount],
    authScopes: { staff: true },
    description: 'Changes made by others per collection since the viewer last read it (spec §4).',
    resolve: (_root, _args, ctx) => countersOf(ctx),
  }),
);

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
