import { builder } from '../../builder.ts';

builder.queryField('me', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The logged-in user, or null for guests.',
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer ? ctx.prisma.user.findUnique({ ...query, where: { id: ctx.viewer.userId } }) : null,
  }),
);
