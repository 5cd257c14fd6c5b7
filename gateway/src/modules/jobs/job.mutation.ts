import { builder } from '../../builder.ts';
import { mutationErrors } from '../common/index.ts';
import { retryDeadJob } from './job.service.ts';

builder.mutationFields((t) => ({
  retryJob: t.prismaField({
    type: 'Job',
    errors: mutationErrors,
    authScopes: { admin: true },
    description: 'Puts a dead job back in the queue.',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_query, _root, { id }, ctx) => retryDeadJob(ctx, id),
  }),
}));
