import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
    <div className="lk-container lk-container-sm pb-page">
      <h1 className="lk-h2 pb-mb-1">{vendor.publicName}</h1>
      <h2 className="lk-h3 pb-mb-2">{t('chooseLocation.title')}</h2>
      {!vendor.liveMode ? (
        <Notice tone="info" data-testid="booking-not-live">
          {t('notLive')}
        </Notice>
      ) : vendor.locations.length === 0 ? (
        <EmptyState message={t('chooseLocation.empty')} />
      ) : null}
      <div className="pb-location-list">
        {(vendor.liveMode ? vendor.locations : []).map((l) => (
          <Link
            key={l.id}
            to={publicBookingUrl(vendor.slug, l.slug)}
            className="lk-btn lk-btn-outlined lk-btn-lg pb-location-link"
            data-testid={`choose-location-${l.slug}`}
          >
            <span>{l.name}</span>
            <span className="lk-body2 lk-muted pb-location-address">{formatAddress(l)}</span>
          </Link>
        ))}
      </div>
    </div>
  );
}
