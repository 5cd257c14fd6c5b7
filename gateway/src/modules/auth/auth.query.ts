import { builder } from '../../builder.ts';
import { SessionRef } from './auth.type.ts';
import { listSessions } from './session.service.ts';

builder.queryField('me', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The logged-in person, or null for guests and API keys (a key is no person: see currentApiKey).',
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer?.sessionId ? ctx.prisma.user.findUnique({ ...query, where: { id: ctx.viewer.userId } }) : null,
  }),
);

builder.queryField('sessions', (t) =>
  t.prismaField({
    type: [SessionRef],
    description: "The sessions open on the viewer's account, this one first.",
    authScopes: { person: true },
    resolve: (_query, _root, _args, ctx) => listSessions(ctx),
  }),
);
