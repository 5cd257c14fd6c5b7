// What each kind of e-mail says, built when it is sent (the job of the message): in the
// recipient's language, with absolute links from PUBLIC_URL, the vendor's name, picture and colour,
// the salon's address with a map link, the booking's manage link and its `.ics`.
import moment from 'moment-timezone';
import { nowMs } from '../../lib/clock.ts';
import type { AppServices } from '../../context.ts';
import { type Lang, momentLocale } from '../../lib/i18n.ts';
import { pickTranslation } from '../../lib/translate.ts';
import { manageLink } from '../booking-core/index.ts';
import {
  bookingIcs,
  bookingUid,
  type CalendarBooking,
  googleCalendarUrl,
  mapUrl,
  outlookCalendarUrl,
} from './booking-calendar.ts';
import { e } from './email.messages.ts';
import { type EmailBrand, type EmailContent, type RenderedEmail, renderEmail } from './email-template.ts';

export type BookingEmailKind =
  | 'bookingConfirmation'
  | 'bookingHeld'
  | 'bookingReminder'
  | 'bookingMoved'
  | 'bookingCancellation';

/** What a queued e-mail is built from (EmailMessage.template). */
export type EmailTemplate =
  | { kind: 'emailValidation' | 'passwordReset'; userId: number; secret: string; vendorId?: number | null }
  | { kind: Exclude<BookingEmailKind, 'bookingCancellation'>; bookingId: number }
  | { kind: 'bookingCancellation'; bookingId: number; message?: string | null };

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content?: string;
  /** A data: URL (the vendor's picture). */
  path?: string;
  cid?: string;
}

export interface BuiltEmail extends RenderedEmail {
  to: string;
  attachments: EmailAttachment[];
}

const PICTURE_CID = 'vendor-picture';

function brandOf(vendor: { publicName: string; picture: string | null; calendarColor: string }) {
  const brand: EmailBrand = {
    name: vendor.publicName,
    color: vendor.calendarColor,
    picture: vendor.picture?.startsWith('data:image/') ? `cid:${PICTURE_CID}` : null,
  };
  const attachments: EmailAttachment[] = brand.picture
    ? [
        {
          filename: vendor.picture!.startsWith('data:image/png') ? 'salon.png' : 'salon.jpg',
          contentType: vendor.picture!.startsWith('data:image/png') ? 'image/png' : 'image/jpeg',
          path: vendor.picture!,
          cid: PICTURE_CID,
        },
      ]
    : [];
  return { brand, attachments };
}

/** Everything the booking e-mails need, read across vendors by the job that sends them. */
export async function loadBookingForMessage(app: AppServices, bookingId: number) {
  return app.prisma.booking.findUnique({
    where: { id: bookingId },
    include: {
      customer: { include: { user: { select: { language: true } } } },
      vendor: {
        select: {
          id: true,
          slug: true,
          publicName: true,
          email: true,
          phone: true,
          timezone: true,
          emailDefaultLanguage: true,
          defaultLanguage: true,
          picture: true,
          calendarColor: true,
          cancellationNotice: true,
        },
      },
      location: { select: { name: true, slug: true, street: true, zip: true, city: true, phone: true } },
      events: {
        orderBy: { start: 'asc' },
        include: { service: { select: { translations: { select: { language: true, name: true } } } } },
      },
    },
  });
}

type LoadedBooking = NonNullable<Awaited<ReturnType<typeof loadBookingForMessage>>>;

/**
 * The booking as the customer sees it, in their language: when, what, where, links. With `after` (a
 * reminder), when and what name only the events still ahead; the calendar entry stays the booking's.
 */
export async function describeBooking(
  app: AppServices,
  booking: LoadedBooking,
  langOverride?: Lang,
  options: { after?: Date } = {},
) {
  const customer = booking.customer;
  const lang: Lang =
    langOverride ?? customer?.language ?? customer?.user?.language ?? booking.vendor.emailDefaultLanguage;
  // Cancelled bookings keep their (inactive) events: the time they had.
  const events = booking.events.some((ev) => ev.active) ? booking.events.filter((ev) => ev.active) : booking.events;
  const start = new Date(Math.min(...events.map((ev) => ev.customerStart.getTime())));
  const end = new Date(Math.max(...events.map((ev) => ev.customerEnd.getTime())));
  const after = options.after;
  const ahead = after ? events.filter((ev) => ev.start > after) : [];
  const shown = ahead.length ? ahead : events;
  const first = new Date(Math.min(...shown.map((ev) => ev.customerStart.getTime())));
  const local = moment.tz(first, booking.vendor.timezone).locale(momentLocale(lang));
  const when = local.format(e(lang, 'whenFormat'));
  const services = [
    ...new Set(
      shown.map(
        (ev) =>
          pickTranslation(ev.service?.translations ?? [], lang, booking.vendor.defaultLanguage)?.name ?? ev.summary,
      ),
    ),
  ]
    .filter(Boolean)
    .join(', ');
  const loc = booking.location;
  const address = [loc.name, loc.street, `${loc.zip} ${loc.city}`.trim()].filter(Boolean).join(', ');
  const phone = loc.phone || booking.vendor.phone || '';
  const manage = await manageLink(app, { id: booking.id, manageVersion: booking.manageVersion, end });
  const calendar: CalendarBooking = {
    uid: bookingUid(booking.id, app.publicUrl.base()),
    sequence: booking.manageVersion + (booking.status === 'CANCELED' ? 1 : 0),
    start,
    end,
    timezone: booking.vendor.timezone,
    summary: `${services || booking.vendor.publicName} – ${booking.vendor.publicName}`,
    description: `${booking.vendor.publicName}\n${address}${phone ? `\n${phone}` : ''}\n${manage}`,
    location: address,
    url: manage,
    organizer: { name: booking.vendor.publicName, email: booking.vendor.email },
    attendee: customer?.email
      ? { name: `${customer.firstname} ${customer.lastname}`.trim(), email: customer.email }
      : null,
  };
  return {
    lang,
    name: customer ? `${customer.firstname} ${customer.lastname}`.trim() : '',
    email: customer?.email ?? null,
    phone: customer?.phoneMobile ?? customer?.phoneProMobile ?? null,
    when,
    services,
    address,
    salonPhone: phone,
    start,
    end,
    manage,
    calendar,
    mapUrl: mapUrl(address),
    googleUrl: googleCalendarUrl(calendar),
    outlookUrl: outlookCalendarUrl(calendar),
    bookAgainUrl: app.publicUrl.link(`/${booking.vendor.slug}/${loc.slug}`),
  };
}

async function bookingEmail(
  app: AppServices,
  template: Extract<EmailTemplate, { bookingId: number }>,
): Promise<BuiltEmail | null> {
  const booking = await loadBookingForMessage(app, template.bookingId);
  if (!booking?.customer?.email || !booking.events.length) return null;
  // A reminder never names a time already past.
  const d = await describeBooking(app, booking, undefined, {
    after: template.kind === 'bookingReminder' ? new Date(nowMs()) : undefined,
  });
  const { lang } = d;
  const params = { vendor: booking.vendor.publicName, when: d.when, name: d.name };
  const { brand, attachments } = brandOf(booking.vendor);
  const cancelled = template.kind === 'bookingCancellation';
  const key = {
    bookingConfirmation: 'confirmation',
    bookingHeld: 'held',
    bookingReminder: 'reminder',
    bookingMoved: 'moved',
    bookingCancellation: 'cancellation',
  }[template.kind] as 'confirmation' | 'held' | 'reminder' | 'moved' | 'cancellation';
  const paragraphs = [e(lang, d.name ? 'hello' : 'helloAnonymous', params), e(lang, `${key}Text`, params)];
  if (cancelled && template.message?.trim())
    paragraphs.push(e(lang, 'cancellationMessage', { message: template.message.trim() }));
  const hours = booking.vendor.cancellationNotice;
  if (!cancelled) paragraphs.push(hours > 0 ? e(lang, 'manageHint', { hours }) : e(lang, 'manageHintAnytime'));
  const content: EmailContent = {
    lang,
    subject: e(lang, `${key}Subject`, params),
    brand,
    heading: e(lang, `${key}Heading`, params),
    paragraphs,
    details: [
      { label: e(lang, 'when'), value: d.when },
      ...(d.services ? [{ label: e(lang, 'what'), value: d.services }] : []),
      { label: e(lang, 'where'), value: d.address, href: d.mapUrl },
      ...(d.salonPhone ? [{ label: e(lang, 'phone'), value: d.salonPhone, href: `tel:${d.salonPhone}` }] : []),
    ],
    button: cancelled
      ? { label: e(lang, 'bookAgain'), href: d.bookAgainUrl }
      : { label: e(lang, 'manage'), href: d.manage },
    links: cancelled
      ? [{ label: e(lang, 'map'), href: d.mapUrl }]
      : [
          { label: e(lang, 'googleCalendar'), href: d.googleUrl },
          { label: e(lang, 'outlookCalendar'), href: d.outlookUrl },
          { label: e(lang, 'map'), href: d.mapUrl },
        ],
    footer: [booking.vendor.publicName, d.address, d.salonPhone].filter(Boolean).join('\n'),
  };
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  attachments.push({
    filename: cancelled ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: bookingIcs(d.calendar, method),
  });
  return { to: booking.customer.email, ...(await renderEmail(content)), attachments };
}

async function accountEmail(
  app: AppServices,
  template: Extract<EmailTemplate, { userId: number }>,
): Promise<BuiltEmail | null> {
  const user = await app.prisma.user.findUnique({ where: { id: template.userId } });
  if (!user) return null;
  const lang = user.language as Lang;
  const vendor = template.vendorId
    ? await app.prisma.vendor.findUnique({
        where: { id: template.vendorId },
        select: { publicName: true, picture: true, calendarColor: true },
      })
    : null;
  const { brand, attachments } = vendor
    ? brandOf(vendor)
    : { brand: { name: e(lang, 'appName') } as EmailBrand, attachments: [] };
  const validation = template.kind === 'emailValidation';
  const url = app.publicUrl.link(validation ? '/email-validation' : '/reset-password', {
    id: user.id,
    token: template.secret,
  });
  const key = validation ? 'validation' : 'reset';
  const content: EmailContent = {
    lang,
    subject: e(lang, `${key}Subject`),
    brand,
    heading: e(lang, `${key}Heading`),
    paragraphs: [e(lang, 'hello', { name: `${user.firstname} ${user.lastname}`.trim() }), e(lang, `${key}Text`)],
    button: { label: e(lang, `${key}Button`), href: url },
    footer: e(lang, 'linkFallback', { url }),
  };
  return { to: user.email, ...(await renderEmail(content)), attachments };
}

/** Builds the e-mail of a template, or null when there is nobody to send it to any more. */
export function buildEmail(app: AppServices, template: EmailTemplate): Promise<BuiltEmail | null> {
  return 'bookingId' in template ? bookingEmail(app, template) : accountEmail(app, template);
}
