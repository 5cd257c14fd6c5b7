import { builder } from '../../builder.ts';
import { pageType } from '../common/index.ts';

export const JobStatusEnum = builder.enumType('JobStatus', {
  values: ['PENDING', 'RUNNING', 'DONE', 'DEAD'] as const,
});

export const JobRef = builder.prismaObject('Job', {
  description: 'A background task (e-mail, SMS, reminder, webhook): retried with backoff, DEAD when out of attempts.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.exposeString('kind'),
    status: t.expose('status', { type: JobStatusEnum }),
    attempts: t.exposeInt('attempts'),
    maxAttempts: t.exposeInt('maxAttempts'),
    runAt: t.expose('runAt', { type: 'DateTime', description: 'When it runs next (pending) or ran last.' }),
    lastError: t.exposeString('lastError', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

export const JobPage = pageType('Job', JobRef);
