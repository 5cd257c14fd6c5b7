// Booking e-mails in the customer's language (customer, then user, then the vendor's e-mail
// language), for the booking services to call inside their transaction.
import moment from 'moment-timezone';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Lang } from '../../lib/i18n.ts';
import { queueEmail } from './mailer.ts';
import { m } from './notification.messages.ts';

type Tx = Prisma.TransactionClient;

/** Everything a booking message says, in the customer's language; null without a customer. */
export async function bookingMessageData(tx: Tx, bookingId: number) {
  const booking = await tx.booking.findUnique({
    where: { id: bookingId },
    include: {
      customer: { include: { user: { select: { language: true } } } },
      vendor: { select: { id: true, publicName: true, timezone: true, emailDefaultLanguage: true } },
      location: { select: { name: true, street: true, zip: true, city: true } },
      events: {
        orderBy: { start: 'asc' },
        include: { service: { select: { translations: { select: { language: true, name: true } } } } },
      },
    },
  });
  if (!booking?.customer || !booking.events.length) return null;
  const { customer, vendor, location } = booking;
  const lang: Lang = customer.language ?? customer.user?.language ?? vendor.emailDefaultLanguage;
  const start = moment.tz(booking.events[0]!.start, vendor.timezone).locale(lang === 'en' ? 'en-gb' : 'fr');
  const services = [
    ...new Set(
      booking.events.map((e) => {
        const names = e.service?.translations ?? [];
        return (names.find((n) => n.language === lang) ?? names[0])?.name ?? e.summary;
      }),
    ),
  ]
    .filter(Boolean)
    .join(', ');
  return {
    booking,
    lang,
    email: customer.email,
    phone: customer.phoneMobile ?? customer.phoneProMobile,
    params: {
      name: `${customer.firstname} ${customer.lastname}`.trim(),
      vendor: vendor.publicName,
      when: `${start.format('dddd DD.MM.YYYY')} ${m(lang, 'at')} ${start.format('HH:mm')}`,
      services,
      address: [location.name, location.street, `${location.zip} ${location.city}`.trim()].filter(Boolean).join(', '),
    },
  };
}

/** Queues the confirmation e-mail of a booking; false when the customer has no e-mail. */
export async function queueBookingConfirmation(tx: Tx, bookingId: number): Promise<boolean> {
  const data = await bookingMessageData(tx, bookingId);
  if (!data?.email) return false;
  await queueEmail(tx, {
    vendorId: data.booking.vendorId,
    to: data.email,
    subject: m(data.lang, 'confirmationSubject', data.params),
    body: m(data.lang, 'confirmationBody', data.params),
  });
  return true;
}

/** Queues the cancellation e-mail of a booking, with the canceller's message. */
export async function queueBookingCancellation(tx: Tx, bookingId: number, message?: string | null): Promise<boolean> {
  const data = await bookingMessageData(tx, bookingId);
  if (!data?.email) return false;
  await queueEmail(tx, {
    vendorId: data.booking.vendorId,
    to: data.email,
    subject: m(data.lang, 'cancellationSubject', data.params),
    body: m(data.lang, 'cancellationBody', { ...data.params, message: message?.trim() ?? '' }),
  });
  return true;
}
