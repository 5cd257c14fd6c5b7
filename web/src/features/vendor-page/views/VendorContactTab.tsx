import '../locales/index.ts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useOutletContext } from 'react-router';
import { Icon } from '../../../components/light/icons.tsx';
import { EMAIL_OUTLINED, PHONE } from '../icons.ts';
import { formatPhone } from '../../../domain/phone.ts';
import { AddressLink } from '../components/AddressLink.tsx';
import type { VendorOutletContext } from './VendorLocationPage.tsx';

// The Contact tab on its own: it alone formats phone numbers, and the phone library (domain/phone.ts)
// loads with it, not with the page a visitor opens first (About or Services).

const hhmm = (minute: number) =>
  minute >= 1440
    ? '24:00'
    : `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Spec §2 Contact tab: how to reach the place and when it is open (the address is in the header). */
export function VendorContactTab() {
  const { t, i18n } = useTranslation('vendorPage');
  const { location } = useOutletContext<VendorOutletContext>();
  const others = location.vendor.locations.filter((l) => l.id !== location.id);
  const phone = location.phone || location.vendor.phone;
  const email = location.email;
  const weekdays = weekdayNamesLong(i18n.resolvedLanguage ?? 'fr');
  const open = location.openingHours.some((d) => d.ranges.length > 0);
  return (
    <div className="vp-contact">
      <div>
        <h3 className="lk-h4 vp-gutter">{t('contact.reach')}</h3>
        {phone ? (
          <p className="vp-contact-line">
            <Icon path={PHONE} size={20} className="vp-contact-icon" />
            <a className="lk-link" href={`tel:${phone.replace(/\s+/g, '')}`} data-testid="contact-phone">
              {formatPhone(phone)}
            </a>
          </p>
        ) : null}
        {email ? (
          <p className="vp-contact-line">
            <Icon path={EMAIL_OUTLINED} size={20} className="vp-contact-icon" />
            <a className="lk-link" href={`mailto:${email}`}>
              {email}
            </a>
          </p>
        ) : null}
        {!phone && !email ? <p className="vp-text lk-muted">{t('contact.noContact')}</p> : null}
        <div className="vp-mt1">
          <AddressLink address={location} />
        </div>
        {others.length > 0 ? (
          <div className="vp-mt3">
            <h3 className="lk-h4 vp-gutter">{t('contact.otherLocations')}</h3>
            <ul className="vp-locations">
              {others.map((other) => (
                <li key={other.id}>
                  {/* ../../<slug> from .../<location>/contact keeps any /:lang prefix. */}
                  <RouterLink className="lk-link" to={`../../${other.slug}`} relative="path">
                    {other.name}
                  </RouterLink>{' '}
                  – {other.zip} {other.city}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div>
        <h3 className="lk-h4 vp-gutter" id="opening-hours-title">
          {t('contact.hours')}
        </h3>
        {open ? (
          <table className="vp-hours" aria-labelledby="opening-hours-title" data-testid="opening-hours">
            <tbody>
              {location.openingHours.map((day) => (
                <tr key={day.weekday}>
                  <th scope="row">{weekdays[day.weekday - 1]}</th>
                  <td className={day.ranges.length ? undefined : 'vp-hours-closed'}>
                    {day.ranges.length
                      ? day.ranges.map((r, i) => (
                          <span key={r.start} className="vp-nowrap">
                            {i > 0 ? ', ' : ''}
                            {`${hhmm(r.start)}–${hhmm(r.end)}`}
                          </span>
                        ))
                      : t('contact.closed')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="vp-text lk-muted">{t('contact.noHours')}</p>
        )}
      </div>
    </div>
  );
}

/** Monday first, in the page language. */
function weekdayNamesLong(language: string): string[] {
  const fmt = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => fmt.format(new Date(Date.UTC(2024, 0, 1 + i, 12))));
}
