import '../locales/index.ts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useOutletContext } from 'react-router';
import { AddressLink } from '../components/AddressLink.tsx';
import { ServiceList } from '../components/ServiceList.tsx';
import { type VendorOutletContext, defaultTab } from './VendorLocationPage.tsx';

/** Index child: spec §2 redirect rule (About when described, else Services). */
export function VendorTabRedirect() {
  const { location } = useOutletContext<VendorOutletContext>();
  return <Navigate to={defaultTab(location.vendor.description)} replace />;
}

export function VendorAboutTab() {
  const { location } = useOutletContext<VendorOutletContext>();
  const description = location.vendor.description?.trim();
  // The tab is hidden without a description; a stale link lands on Services instead.
  if (!description) return <Navigate to="../services" relative="path" replace />;
  return (
    <Typography data-testid="vendor-description" sx={{ whiteSpace: 'pre-line' }}>
      {description}
    </Typography>
  );
}

export function VendorServicesTab() {
  const { location } = useOutletContext<VendorOutletContext>();
  return <ServiceList services={location.services} categories={location.categories} />;
}

export function VendorContactTab() {
  const { t } = useTranslation('vendor');
  const { location } = useOutletContext<VendorOutletContext>();
  const others = location.vendor.locations.filter((l) => l.id !== location.id);
  return (
    <Box>
      <Typography variant="h4" component="h3" gutterBottom>
        {t('contact.address')}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{location.vendor.publicName}</Typography>
      <Typography>{location.street}</Typography>
      <Typography>
        {location.zip} {location.city}
      </Typography>
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
  );
}
