// The booking status machine (spec §4), on its own: invoices close bookings through it too.
import type { BookingStatus } from '../../generated/prisma/client.ts';
import { ConflictError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { m } from './booking-core.messages.ts';

const TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  // Held online booking: staff confirm it (OPEN) or it is cancelled.
  PENDING: ['OPEN', 'CANCELED'],
  OPEN: ['EXECUTED', 'NO_SHOW', 'CANCELED'],
  EXECUTED: [],
  NO_SHOW: [],
  CANCELED: [],
};

/**
 * Booking status machine (spec §4): OPEN -> EXECUTED | NO_SHOW | CANCELED, nothing else; a held
 * online booking PENDING -> OPEN (confirmed by staff) | CANCELED.
 */
export function assertTransition(from: BookingStatus, to: BookingStatus, lang: Lang = 'fr') {
  if (!TRANSITIONS[from].includes(to)) throw new ConflictError(m(lang, 'transition', { from, to }));
}
