import '../locales/index.ts';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link as RouterLink, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import type { VendorLocationPageQuery } from '../../../gql/graphql.ts';
import { claimsAtom, isStaff } from '../../../lib/auth.ts';
import { formatDate } from '../../../lib/dateFormat.ts';
import { today } from '../../../lib/calendar.ts';
import { usePrerenderDone } from '../../../lib/prerender.ts';
import { bookingFormAtom, bookingVendorAtom } from '../../../domain/bookingState.ts';
import { useGraphQLQuery } from '../../../lib/useGraphQL.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { bookingAddUrl } from '../../front-desk/urls.ts';
import { AddressLink } from '../components/AddressLink.tsx';
import { CategoryGrid } from '../components/CategoryGrid.tsx';
import { VENDOR_LOCATION_PAGE_QUERY } from '../operations.ts';

export type VendorLocation = NonNullable<VendorLocationPageQuery['locationBySlug']>;
export type VendorTab = 'about' | 'services' | 'contact';
export const VENDOR_TABS: readonly VendorTab[] = ['about', 'services', 'contact'];

/** What the tab routes receive through the outlet. */
export interface VendorOutletContext {
  location: VendorLocation;
}

/** Spec §2: About is hidden when the vendor has no description. */
export function visibleTabs(description: string | null | undefined): VendorTab[] {
  return VENDOR_TABS.filter((tab) => tab !== 'about' || Boolean(description?.trim()));
}

/** Spec §2: on entry, About if there is a description, else Services. */
export function defaultTab(description: string | null | undefined): VendorTab {
  return visibleTabs(description)[0];
}

function useActiveTab(): VendorTab | false {
  const { pathname } = useLocation();
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return VENDOR_TABS.find((tab) => tab === last) ?? false;
}

export function VendorLocationPage() {
  const { t } = useTranslation('vendorPage');
  const { vendorSlug = '', locationSlug = '' } = useParams();
  const activeTab = useActiveTab();
  const navigate = useNavigate();
  const claims = useAtomValue(claimsAtom);
  const resetBooking = useSetAtom(bookingFormAtom);
  const setBookingVendor = useSetAtom(bookingVendorAtom);
  const { data, loading, error, refetch } = useGraphQLQuery(VENDOR_LOCATION_PAGE_QUERY, {
    variables: { vendorSlug, locationSlug },
  });
  const found = data?.locationBySlug;
  usePrerenderDone(Boolean(data) || Boolean(error) || !loading);
  usePageTitle(found ? `${found.vendor.publicName} · ${found.name}` : loading ? null : t('notFound'));

  if (loading && !data) return <PageLoader />;
  if (error && !data) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <ErrorState error={error} onRetry={() => void refetch()} />
      </Container>
    );
  }
  const location = data?.locationBySlug;
  if (!location) return <NotFound message={t('notFound')} />;

  const { vendor } = location;
  const tabs = visibleTabs(vendor.description);
  const closingSoon = location.closedFrom && location.closedFrom >= today(vendor.timezone);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, mb: 3 }}>
        {vendor.pictureUrl ? (
          // Settings › Public: the vendor's picture (at least 200×200) heads its public page.
          <Box
            component="img"
            src={vendor.pictureUrl}
            alt={vendor.publicName}
            data-testid="vendor-picture"
            sx={{
              display: 'block',
              width: '100%',
              height: { xs: 160, sm: 240 },
              objectFit: 'cover',
              borderRadius: 2,
              mb: 2.5,
            }}
          />
        ) : null}
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary">
              {location.name}
            </Typography>
            <Typography
              variant="h1"
              data-testid="vendor-public-name"
              sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}
            >
              {vendor.publicName}
            </Typography>
            <Box sx={{ mt: 1 }}>
              <AddressLink address={location} />
            </Box>
          </Box>
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: { xs: 'stretch', sm: 'flex-end' },
              gap: 1,
              maxWidth: { sm: 320 },
            }}
          >
            <Button
              // Spec §4: new bookings only once the salon is live (the server refuses them before).
              disabled={!vendor.liveMode}
              aria-describedby={vendor.liveMode ? undefined : 'book-not-live'}
              onClick={() => {
                // Spec §2: staff go to AddBooking with a fresh form; others keep the vendor and book publicly.
                if (isStaff(claims)) {
                  resetBooking({ type: 'reset' });
                  void navigate(bookingAddUrl());
                  return;
                }
                setBookingVendor({ id: vendor.id, slug: vendor.slug });
                void navigate(`book?vendorId=${vendor.id}`);
              }}
              variant="primary"
              size="lg"
              startIcon={<EventAvailableIcon />}
              data-testid="book-appointment"
            >
              {t('book')}
            </Button>
            {vendor.liveMode ? null : (
              <Typography id="book-not-live" variant="body2" color="text.secondary" data-testid="book-not-live">
                {t('notLive')}
              </Typography>
            )}
          </Box>
        </Box>
        {closingSoon ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('closedFrom', { date: formatDate(location.closedFrom, vendor.timezone) })}
          </Alert>
        ) : null}
        <Typography variant="h4" component="h2" sx={{ mt: 3, mb: 1.5 }}>
          {t('categoriesTitle')}
        </Typography>
        {location.categories.length > 0 ? (
          <CategoryGrid categories={location.categories} linkOf={(id) => `services?category=${id}`} />
        ) : (
          <EmptyState message={t('noCategories')} />
        )}
      </Paper>

      <Paper variant="outlined" sx={{ px: { xs: 2, sm: 4 }, pb: 3 }}>
        <Tabs value={activeTab} aria-label={t('tabs.label')} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
          {tabs.map((tab) => (
            <Tab key={tab} value={tab} label={t(`tabs.${tab}`)} component={RouterLink} to={tab} replace />
          ))}
        </Tabs>
        <Outlet context={{ location } satisfies VendorOutletContext} />
      </Paper>
    </Container>
  );
}
