import { builder } from '../../builder.ts';
import { COUNTED_COLLECTIONS } from './counter.service.ts';

export const CountedCollectionEnum = builder.enumType('CountedCollection', { values: COUNTED_COLLECTIONS });

export const NotificationCount = builder
  .objectRef<{ collection: (typeof COUNTED_COLLECTIONS)[number]; count: number }>('NotificationCount')
  .implement({
    fields: (t) => ({
      collection: t.field({ type: CountedCollectionEnum, resolve: (c) => c.collection }),
      count: t.exposeInt('count'),
    }),
  });
