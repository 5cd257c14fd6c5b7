import { builder } from '../../builder.ts';
import { getOwnUser, takenBy } from './users.service.ts';

builder.queryFields((t) => ({
  user: t.prismaField({
    type: 'User',
    description: 'A user by id: only the logged-in user themself.',
    authScopes: { loggedIn: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) => getOwnUser(ctx, args.id, query),
  }),
  checkUserField: t.intList({
    description: 'Ids of other users holding this e-mail or username; empty means free (an empty username is free).',
    args: { email: t.arg.string(), username: t.arg.string(), id: t.arg.int() },
    resolve: (_root, args, ctx) =>
      takenBy(ctx.prisma, { email: args.email, username: args.username, exceptId: args.id }),
  }),
}));
