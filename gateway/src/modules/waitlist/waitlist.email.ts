// The offer's e-mail, in the customer's language: the freed times, the signed link to book one or
// leave the list, and how long the time is held (ONE mode).
import moment from 'moment-timezone';
import type { AppServices } from '../../context.ts';
import type { AnyDb } from '../../db/scoped.ts';
import { type Lang, momentLocale } from '../../lib/i18n.ts';
import { pickTranslation } from '../../lib/translate.ts';
import { queueEmails } from '../notifications/index.ts';
import { offerLink } from './waitlist.link.ts';
import { m } from './waitlist.messages.ts';

export interface OfferedEntry {
  id: number;
  vendorId: number;
  customerId: number;
  locationId: number;
  serviceIds: number[];
  dateTo: Date;
  language: Lang;
}

/** Queues the offer's e-mail in the offer's transaction; false when the customer has no address. */
export async function queueOfferEmail(
  tx: AnyDb,
  app: AppServices,
  entry: OfferedEntry,
  starts: readonly number[],
  holdUntil: Date | null,
): Promise<boolean> {
  const [customer, vendor, location, services] = await Promise.all([
    tx.customer.findUnique({
      where: { id: entry.customerId },
      select: { email: true, firstname: true, lastname: true },
    }),
    tx.vendor.findUnique({
      where: { id: entry.vendorId },
      select: { publicName: true, timezone: true, defaultLanguage: true },
    }),
    tx.location.findUnique({ where: { id: entry.locationId }, select: { name: true } }),
    tx.service.findMany({
      where: { id: { in: entry.serviceIds } },
      select: { id: true, translations: { select: { language: true, name: true } } },
    }),
  ]);
  if (!customer?.email || !vendor) return false;
  const lang = entry.language;
  const at = (instant: number | Date) =>
    moment.tz(instant, vendor.timezone).locale(momentLocale(lang)).format('dddd DD.MM.YYYY HH:mm');
  const params = {
    name: `${customer.firstname} ${customer.lastname}`.trim(),
    vendor: vendor.publicName,
    location: location?.name ?? '',
    services: services
      .map((s) => pickTranslation(s.translations, lang, vendor.defaultLanguage)?.name ?? '')
      .filter(Boolean)
      .join(', '),
    times: starts.map(at).join(', '),
    link: await offerLink(app, entry),
    hold: holdUntil ? m(lang, 'holdNote', { until: at(holdUntil) }) : '',
  };
  await queueEmails(tx, [
    {
      vendorId: entry.vendorId,
      to: customer.email,
      subject: m(lang, 'offerSubject', params),
      body: m(lang, 'offerBody', params),
      ...(holdUntil ? { notAfter: holdUntil } : {}),
    },
  ]);
  return true;
}
