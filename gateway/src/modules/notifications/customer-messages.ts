// What the customer is told of a change of their booking, whoever made it and through whichever
// door: one table (who acted × what changed → message), followed by one effect. A customer who
// cancels in the app, over REST or from the e-mailed link gets the same cancellation e-mail as one
// whose salon cancelled; a salon that moves a booking tells the customer when it asks to (notify).
import type { Actor, ChangeType } from '../changes/index.ts';
import { declareEffect } from '../changes/index.ts';
import type { AnyDb } from '../../db/scoped.ts';
import { bookingMessageData } from './booking-emails.ts';
import type { BookingEmailKind } from './email-render.ts';
import { queueEmail } from './mailer.ts';
import { m } from './notification.messages.ts';

type Told = Exclude<BookingEmailKind, 'bookingReminder'>;
/** A message always sent, or only when the one who made the change asked for it (`notify`). */
type Rule = { kind: Told; when: 'always' | 'ifAsked' } | null;
const always = (kind: Told): Rule => ({ kind, when: 'always' });
const ifAsked = (kind: Told): Rule => ({ kind, when: 'ifAsked' });

/**
 * The message of each change, by who made it (null: nothing is sent). A salon moving or editing a
 * booking chooses whether to tell the customer; a customer's own change is always confirmed.
 */
export const CUSTOMER_MESSAGES: Partial<Record<ChangeType, Record<Actor, Rule>>> = {
  'booking.created': {
    staff: always('bookingConfirmation'),
    customer: always('bookingConfirmation'),
    guest: always('bookingConfirmation'),
    apiKey: always('bookingConfirmation'),
    system: always('bookingConfirmation'),
  },
  'booking.moved': {
    staff: ifAsked('bookingMoved'),
    customer: always('bookingMoved'),
    guest: always('bookingMoved'),
    apiKey: ifAsked('bookingMoved'),
    system: always('bookingMoved'),
  },
  'booking.updated': {
    staff: ifAsked('bookingMoved'),
    customer: null,
    guest: null,
    apiKey: ifAsked('bookingMoved'),
    system: null,
  },
  'booking.canceled': {
    staff: always('bookingCancellation'),
    customer: always('bookingCancellation'),
    guest: always('bookingCancellation'),
    apiKey: always('bookingCancellation'),
    system: always('bookingCancellation'),
  },
};

const SUBJECTS = {
  bookingConfirmation: ['confirmationSubject', 'confirmationBody'],
  bookingMoved: ['movedSubject', 'movedBody'],
  bookingCancellation: ['cancellationSubject', 'cancellationBody'],
} as const;

/** Queues a message of a booking to its customer; false when they have no e-mail address. */
export async function queueBookingMessage(tx: AnyDb, bookingId: number, kind: Told, message?: string | null) {
  const data = await bookingMessageData(tx, bookingId);
  if (!data?.email) return false;
  const said = message?.trim() || null;
  const [subject, body] = SUBJECTS[kind];
  await queueEmail(tx, {
    vendorId: data.booking.vendorId,
    to: data.email,
    subject: m(data.lang, subject, data.params),
    body: m(data.lang, body, { ...data.params, message: said ?? '' }),
    template: kind === 'bookingCancellation' ? { kind, bookingId, message: said } : { kind, bookingId },
  });
  return true;
}

declareEffect({
  name: 'customer-messages',
  types: Object.keys(CUSTOMER_MESSAGES) as ChangeType[],
  async plan(tx, change) {
    const rule = CUSTOMER_MESSAGES[change.type]?.[change.actor];
    if (!rule || (rule.when === 'ifAsked' && change.data.notify !== true)) return;
    await queueBookingMessage(tx, change.subjectId, rule.kind, change.data.message);
  },
});
