// What the customer is told of a change of their booking, whoever made it and through whichever
// door: one table (who acted × what changed → message), followed by one effect. A customer who
// cancels in the app, over REST or from the e-mailed link gets the same cancellation e-mail as one
// whose salon cancelled; a salon that moves a booking tells the customer when it asks to (notify).
import type { Actor, ChangeType } from '../changes/index.ts';
import { declareEffect } from '../changes/index.ts';
import type { AnyDb } from '../../db/scoped.ts';
import { bookingsMessageData } from './booking-emails.ts';
import type { BookingEmailKind } from './email-render.ts';
import { queueEmails } from './mailer.ts';
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
  /** A held online booking confirmed by the salon: now it is confirmed. */
  'booking.confirmed': {
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
  bookingHeld: ['heldSubject', 'heldBody'],
  bookingMoved: ['movedSubject', 'movedBody'],
  bookingCancellation: ['cancellationSubject', 'cancellationBody'],
} as const;

interface ToTell {
  bookingId: number;
  kind: Told;
  message?: string | null;
}

/** Queues messages of bookings to their customers (those with an e-mail address), in a few statements. */
export async function queueBookingMessages(tx: AnyDb, told: readonly ToTell[]): Promise<number> {
  if (!told.length) return 0;
  const data = await bookingsMessageData(
    tx,
    told.map((t) => t.bookingId),
  );
  const messages = told.flatMap(({ bookingId, kind, message }) => {
    const d = data.get(bookingId);
    if (!d?.email) return [];
    const said = message?.trim() || null;
    const [subject, body] = SUBJECTS[kind];
    return [
      {
        vendorId: d.booking.vendorId,
        to: d.email,
        subject: m(d.lang, subject, d.params),
        body: m(d.lang, body, { ...d.params, message: said ?? '' }),
        template: kind === 'bookingCancellation' ? { kind, bookingId, message: said } : { kind, bookingId },
      },
    ];
  });
  await queueEmails(tx, messages);
  return messages.length;
}

/** Queues a message of a booking to its customer; false when they have no e-mail address. */
export async function queueBookingMessage(tx: AnyDb, bookingId: number, kind: Told, message?: string | null) {
  return (await queueBookingMessages(tx, [{ bookingId, kind, message }])) === 1;
}

declareEffect({
  name: 'customer-messages',
  types: Object.keys(CUSTOMER_MESSAGES) as ChangeType[],
  async plan(tx, changes) {
    const told = changes.flatMap((change) => {
      const rule = CUSTOMER_MESSAGES[change.type]?.[change.actor];
      if (!rule || (rule.when === 'ifAsked' && change.data.notify !== true)) return [];
      // A booking held for the salon's confirmation is not confirmed yet: the customer is told it awaits it.
      const kind = rule.kind === 'bookingConfirmation' && change.data.held ? 'bookingHeld' : rule.kind;
      return [{ bookingId: change.subjectId, kind, message: change.data.message }];
    });
    await queueBookingMessages(tx, told);
  },
});
