// Booking e-mails in the customer's language (customer, then user, then the vendor's e-mail
// language), for the booking services to call inside their transaction.
import moment from 'moment-timezone';
import type { AnyDb, VendorDb } from '../../db/scoped.ts';
import type { AppServices } from '../../context.ts';
import { type Lang, momentLocale } from '../../lib/i18n.ts';
import { pickTranslation } from '../../lib/translate.ts';
import { compactManageLink } from '../manage-booking/manage-link.ts';
import { queueEmail } from './mailer.ts';
import { m } from './notification.messages.ts';

type Tx = AnyDb;

export interface MessageCustomer {
  firstname: string;
  lastname: string;
  email: string | null;
  phoneMobile: string | null;
  phoneProMobile: string | null;
  language: Lang | null;
  user: { language: Lang } | null;
}

export interface MessageVendor {
  publicName: string;
  timezone: string;
  emailDefaultLanguage: Lang;
  /** The language of the vendor's own texts when one is missing in the customer's. */
  defaultLanguage: Lang;
}

export interface MessageLocation {
  name: string;
  street: string | null;
  zip: string | null;
  city: string | null;
}

/** What a booking message says, in the customer's language (customer, then user, then vendor). */
function messageFields(
  customer: MessageCustomer,
  vendor: MessageVendor,
  location: MessageLocation,
  events: readonly { start: Date; names: readonly { language: Lang; name: string }[]; summary?: string }[],
) {
  const lang: Lang = customer.language ?? customer.user?.language ?? vendor.emailDefaultLanguage;
  const start = moment.tz(events[0]!.start, vendor.timezone).locale(momentLocale(lang));
  const services = [
    ...new Set(events.map((e) => pickTranslation(e.names, lang, vendor.defaultLanguage)?.name ?? e.summary ?? '')),
  ]
    .filter(Boolean)
    .join(', ');
  return {
    lang,
    email: customer.email,
    phone: customer.phoneMobile ?? customer.phoneProMobile,
    params: {
      name: `${customer.firstname} ${customer.lastname}`.trim(),
      vendor: vendor.publicName,
      when: `${start.format('dddd DD.MM.YYYY')} ${m(lang, 'at')} ${start.format('HH:mm')}`,
      services,
      address: [location.name, location.street, `${location.zip ?? ''} ${location.city ?? ''}`.trim()]
        .filter(Boolean)
        .join(', '),
    },
  };
}

/**
 * Everything a booking message says, in the customer's language; null without a customer. With
 * `after` (a reminder), only the booking's active events starting after it: a reminder never lists
 * a time already past, and a booking with none left gets none (null).
 */
export async function bookingMessageData(tx: AnyDb, bookingId: number, options: { after?: Date } = {}) {
  const booking = await tx.booking.findUnique({
    where: { id: bookingId },
    include: {
      customer: { include: { user: { select: { language: true } } } },
      vendor: {
        select: { id: true, publicName: true, timezone: true, emailDefaultLanguage: true, defaultLanguage: true },
      },
      location: { select: { name: true, street: true, zip: true, city: true } },
      events: {
        ...(options.after ? { where: { active: true, start: { gt: options.after } } } : {}),
        orderBy: { start: 'asc' },
        include: { service: { select: { translations: { select: { language: true, name: true } } } } },
      },
    },
  });
  if (!booking?.customer || !booking.events.length) return null;
  const fields = messageFields(
    booking.customer,
    booking.vendor,
    booking.location,
    booking.events.map((e) => ({ start: e.start, names: e.service?.translations ?? [], summary: e.summary })),
  );
  return { booking, ...fields };
}

/**
 * The short signed manage link (for SMS) of a booking read by bookingMessageData: valid until its
 * last event ends (the reminder's events are the ones still ahead, so the last one is among them).
 */
export function bookingManageLink(
  app: AppServices,
  booking: { id: number; manageVersion: number; events: readonly { customerEnd: Date }[] },
): string {
  const end = new Date(Math.max(...booking.events.map((e) => e.customerEnd.getTime())));
  return compactManageLink(app, { id: booking.id, manageVersion: booking.manageVersion, end });
}

export interface ConfirmationRequest {
  vendorId: number;
  customerId: number | null;
  locationId: number;
  events: readonly { start: Date; serviceId?: number | null }[];
}

/**
 * The confirmation e-mail of a booking about to be saved, built before its transaction (which then
 * only inserts it, so it exists only if the booking does); null without a customer e-mail.
 */
export async function bookingConfirmationEmail(
  db: VendorDb,
  request: ConfirmationRequest,
  loaded: {
    customer?: MessageCustomer & { id: number };
    vendor?: MessageVendor & { id: number };
    /** The booking's location and its services' names, when the caller read them already. */
    location?: MessageLocation | null;
    names?: readonly { serviceId: number; language: Lang; name: string }[];
  } = {},
) {
  if (request.customerId == null || !request.events.length) return null;
  const serviceIds = [...new Set(request.events.map((e) => e.serviceId).filter((id): id is number => id != null))];
  // The caller's rows when it has them (same ids), else read here.
  const [customer, vendor, location, translations] = await Promise.all([
    loaded.customer?.id === request.customerId
      ? loaded.customer
      : db.customer.findUnique({
          where: { id: request.customerId },
          include: { user: { select: { language: true } } },
        }),
    loaded.vendor?.id === request.vendorId
      ? loaded.vendor
      : db.vendor.findUnique({
          where: { id: request.vendorId },
          select: { publicName: true, timezone: true, emailDefaultLanguage: true, defaultLanguage: true },
        }),
    loaded.location !== undefined
      ? loaded.location
      : db.location.findUnique({
          where: { id: request.locationId },
          select: { name: true, street: true, zip: true, city: true },
        }),
    loaded.names ??
      db.serviceTranslation.findMany({
        where: { serviceId: { in: serviceIds } },
        select: { serviceId: true, language: true, name: true },
      }),
  ]);
  if (!customer?.email || !vendor || !location) return null;
  const events = [...request.events]
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map((e) => ({ start: e.start, names: translations.filter((n) => n.serviceId === e.serviceId) }));
  const data = messageFields(customer, vendor, location, events);
  return {
    vendorId: request.vendorId,
    to: customer.email,
    subject: m(data.lang, 'confirmationSubject', data.params),
    body: m(data.lang, 'confirmationBody', data.params),
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
    template: { kind: 'bookingConfirmation', bookingId },
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
    template: { kind: 'bookingCancellation', bookingId, message: message?.trim() || null },
  });
  return true;
}
