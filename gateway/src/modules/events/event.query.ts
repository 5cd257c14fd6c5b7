import { builder } from '../../builder.ts';

builder.queryField('calendarEvents', (t) =>
  t.prismaField({
    type: ['Event'],
    authScopes: { staff: true },
    description: "Active events of the viewer's vendor overlapping [from, to).",
    args: { from: t.arg({ type: 'DateTime', required: true }), to: t.arg({ type: 'DateTime', required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx.vendorDb().event.findMany({
        ...query,
        where: { active: true, customerStart: { lt: args.to }, customerEnd: { gt: args.from } },
        orderBy: [{ start: 'asc' }, { id: 'asc' }],
      }),
  }),
);
