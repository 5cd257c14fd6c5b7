import { builder } from '../../builder.ts';
import { countersOf } from './counter.service.ts';
import { NotificationCount } from './counter.type.ts';

builder.queryField('notificationCounters', (t) =>
  t.field({
    type: [NotificationCount],
    authScopes: { staff: true },
    description: 'Changes made by others per collection since the viewer last read it (spec §4).',
    resolve: (_root, _args, ctx) => countersOf(ctx),
  }),
);
