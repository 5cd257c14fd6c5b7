import { builder } from '../../builder.ts';
import { pageType } from '../common/pagination.ts';

export const MessageStatusEnum = builder.enumType('MessageStatus', {
  values: ['PENDING', 'SENT', 'FAILED', 'SKIPPED'] as const,
});

export const EmailMessageRef = builder.prismaObject('EmailMessage', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    to: t.exposeString('to'),
    subject: t.exposeString('subject'),
    body: t.exposeString('body'),
    status: t.expose('status', { type: MessageStatusEnum }),
    error: t.exposeString('error', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
  }),
});

export const ShortMessageRef = builder.prismaObject('ShortMessage', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    to: t.exposeString('to'),
    body: t.exposeString('body'),
    status: t.expose('status', { type: MessageStatusEnum }),
    reason: t.exposeString('reason', { nullable: true }),
    cost: t.exposeInt('cost', { description: 'Rappen' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const EmailMessagePage = pageType('EmailMessage', EmailMessageRef);
export const ShortMessagePage = pageType('ShortMessage', ShortMessageRef);
