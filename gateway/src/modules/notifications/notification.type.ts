import { builder } from '../../builder.ts';
import { type OutgoingMessage, bookingOutgoingMessages } from './booking-messages.ts';
import { pageType } from '../common/index.ts';

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

const OutgoingChannelEnum = builder.enumType('OutgoingChannel', { values: ['EMAIL', 'SMS'] as const });
const OutgoingKindEnum = builder.enumType('OutgoingKind', { values: ['CONFIRMATION', 'REMINDER'] as const });

const OutgoingMessageRef = builder.objectRef<OutgoingMessage>('OutgoingMessage').implement({
  fields: (t) => ({
    channel: t.field({ type: OutgoingChannelEnum, resolve: (o) => o.channel }),
    kind: t.field({ type: OutgoingKindEnum, resolve: (o) => o.kind }),
    to: t.exposeString('to'),
    subject: t.exposeString('subject', { description: 'Empty for an SMS.' }),
    body: t.exposeString('body'),
    sendAt: t.expose('sendAt', { type: 'DateTime' }),
    willSend: t.exposeBoolean('willSend'),
    reason: t.exposeString('reason', { nullable: true, description: 'Why it will not go out.' }),
  }),
});

builder.prismaObjectField('Booking', 'outgoingMessages', (t) =>
  t.field({
    type: [OutgoingMessageRef],
    authScopes: { staff: true },
    description: 'Staff only: the confirmation e-mail and the reminders (e-mail, SMS) of the booking.',
    resolve: (booking, _args, ctx) => bookingOutgoingMessages(ctx, booking.id),
  }),
);
