// What booking messages say, in the customer's language (customer, then user, then the vendor's
// e-mail language): the fields of a booking's e-mails and SMS, and its short manage link.
import moment from 'moment-timezone';
import type { AnyDb } from '../../db/scoped.ts';
import type { AppServices } from '../../context.ts';
import { type Lang, momentLocale } from '../../lib/i18n.ts';
import { pickTranslation } from '../../lib/translate.ts';
import { compactManageLink } from '../booking-core/index.ts';
import { m } from './notification.messages.ts';

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
 * Everything the messages of these bookings say, in each customer's language, in one read (by
 * booking id; absent without a customer). With `after` (a reminder), only the active events
 * starting after it: a reminder never lists a time already past, and a booking with none left gets
 * none.
 */
export async function bookingsMessageData(tx: AnyDb, bookingIds: readonly number[], options: { after?: Date } = {}) {
  const bookings = await tx.booking.findMany({
    where: { id: { in: [...bookingIds] } },
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
  const data = new Map<number, ReturnType<typeof messageFields> & { booking: (typeof bookings)[number] }>();
  for (const booking of bookings) {
    if (!booking.customer || !booking.events.length) continue;
    const fields = messageFields(
      booking.customer,
      booking.vendor,
      booking.location,
      booking.events.map((e) => ({ start: e.start, names: e.service?.translations ?? [], summary: e.summary })),
    );
    data.set(booking.id, { booking, ...fields });
  }
  return data;
}

/** The same for one booking; null without a customer (or, with `after`, without an event left). */
export async function bookingMessageData(tx: AnyDb, bookingId: number, options: { after?: Date } = {}) {
  return (await bookingsMessageData(tx, [bookingId], options)).get(bookingId) ?? null;
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
