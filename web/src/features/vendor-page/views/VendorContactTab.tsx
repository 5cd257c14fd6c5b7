import '../locales/index.ts';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useOutletContext } from 'react-router';
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
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box>
        <Typography variant="h4" component="h3" gutterBottom>
          {t('contact.reach')}
        </Typography>
        {phone ? (
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <PhoneIcon fontSize="small" color="primary" aria-hidden />
            <Link href={`tel:${phone.replace(/\s+/g, '')}`} data-testid="contact-phone">
              {formatPhone(phone)}
            </Link>
          </Typography>
        ) : null}
        {email ? (
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, overflowWrap: 'anywhere' }}>
            <MailOutlineIcon fontSize="small" color="primary" aria-hidden />
            <Link href={`mailto:${email}`}>{email}</Link>
          </Typography>
        ) : null}
        {!phone && !email ? <Typography color="text.secondary">{t('contact.noContact')}</Typography> : null}
        <Box sx={{ mt: 1 }}>
          <AddressLink address={location} />
        </Box>
        {others.length > 0 ? (
          <Box sx={{ mt: 3 }}>
            <Typography variant="h4" component="h3" gutterBottom>
              {t('contact.otherLocations')}
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
              {others.map((other) => (
                <li key={other.id}>
                  {/* ../../<slug> from .../<location>/contact keeps any /:lang prefix. */}
                  <Link component={RouterLink} to={`../../${other.slug}`} relative="path">
                    {other.name}
                  </Link>{' '}
                  – {other.zip} {other.city}
                </li>
              ))}
            </Box>
          </Box>
        ) : null}
      </Box>
      <Box>
        <Typography variant="h4" component="h3" gutterBottom id="opening-hours-title">
          {t('contact.hours')}
        </Typography>
        {open ? (
          <Box
            component="table"
            aria-labelledby="opening-hours-title"
            data-testid="opening-hours"
            sx={{
              borderCollapse: 'collapse',
              width: '100%',
              '& th, & td': { py: 0.75, borderBottom: 1, borderColor: 'divider' },
            }}
          >
            <tbody>
              {location.openingHours.map((day) => (
                <tr key={day.weekday}>
                  <Box
                    component="th"
                    scope="row"
                    sx={{ textAlign: 'left', fontWeight: 600, textTransform: 'capitalize', pr: 2 }}
                  >
                    {weekdays[day.weekday - 1]}
                  </Box>
                  <Box component="td" sx={{ color: day.ranges.length ? 'text.primary' : 'text.secondary' }}>
                    {day.ranges.length
                      ? day.ranges.map((r, i) => (
                          <Box component="span" key={r.start} sx={{ whiteSpace: 'nowrap' }}>
                            {i > 0 ? ', ' : ''}
                            {`${hhmm(r.start)}–${hhmm(r.end)}`}
                          </Box>
                        ))
                      : t('contact.closed')}
                  </Box>
                </tr>
              ))}
            </tbody>
          </Box>
        ) : (
          <Typography color="text.secondary">{t('contact.noHours')}</Typography>
        )}
      </Box>
    </Box>
  );
}

/** Monday first, in the page language. */
function weekdayNamesLong(language: string): string[] {
  const fmt = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => fmt.format(new Date(Date.UTC(2024, 0, 1 + i, 12))));
}
