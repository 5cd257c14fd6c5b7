import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { ErrorState } from '../../../../components/ErrorState.tsx';
import { NotFound } from '../../../../components/NotFound.tsx';
import { Notice } from '../../../../components/Notice.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { pushAlert } from '../../../../lib/alerts.ts';
import { useGraphQLQuery as useQuery } from '../../../../lib/useGraphQL.ts';
import { usePageTitle } from '../../../../lib/usePageTitle.ts';
import { formatAddress } from '../../../../domain/address.ts';
import { publicBookingUrl } from '../../urls.ts';
import { BOOKING_VENDOR_QUERY } from '../../operations.ts';

/** /:vendor/book (customer): the vendor's public locations to choose from. */
export function LocationChooser({ vendorSlug }: { vendorSlug: string }) {
  const { t } = useTranslation('publicBooking');
  const { data, loading, error, refetch } = useQuery(BOOKING_VENDOR_QUERY, { variables: { slug: vendorSlug } });
  usePageTitle(t('chooseLocation.pageTitle'));
  // Spec §8: a failed vendor lookup by slug shows the server's message in an alert.
  useEffect(() => {
    if (error?.message) pushAlert({ key: 'vendor-by-slug', type: 'danger', message: error.message });
  }, [error]);
  if (loading && !data) return <PageLoader />;
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const vendor = data?.vendorBySlug;
  if (!vendor) return <NotFound />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        {vendor.publicName}
      </Typography>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {t('chooseLocation.title')}
      </Typography>
      {!vendor.liveMode ? (
        <Notice tone="info" data-testid="booking-not-live">
          {t('notLive')}
        </Notice>
      ) : vendor.locations.length === 0 ? (
        <EmptyState message={t('chooseLocation.empty')} />
      ) : null}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {(vendor.liveMode ? vendor.locations : []).map((l) => (
          <Button
            key={l.id}
            component={RouterLink}
            to={publicBookingUrl(vendor.slug, l.slug)}
            variant="outlined"
            size="lg"
            sx={{
              flexDirection: 'column',
              alignItems: 'flex-start',
              textAlign: 'left',
              gap: 0.25,
              py: 1.5,
              px: 2.5,
              borderRadius: 3,
              fontSize: '1.05rem',
            }}
            data-testid={`choose-location-${l.slug}`}
          >
            <span>{l.name}</span>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
              {formatAddress(l)}
            </Typography>
          </Button>
        ))}
      </Box>
    </Container>
  );
}
