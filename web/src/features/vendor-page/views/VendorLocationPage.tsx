import '../locales/index.ts';
// The light kit's base and pieces, then the page's own classes (the frame may load the kit first: one copy).
import '../vendorPage.css';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from 'jotai';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { Icon } from '../../../components/light/icons.tsx';
import { EVENT_AVAILABLE, REPORT_PROBLEM_OUTLINED } from '../icons.ts';
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
import { TabLinks } from '../components/TabLinks.tsx';
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
      <div className="lk-container lk-container-md vp-error">
        <ErrorState error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  const location = data?.locationBySlug;
  if (!location) return <NotFound message={t('notFound')} />;

  const { vendor } = location;
  const tabs = visibleTabs(vendor.description);
  const closingSoon = location.closedFrom && location.closedFrom >= today(vendor.timezone);

  return (
    <div className="lk-container lk-container-md vp-page">
      <div className="lk-paper vp-head">
        {vendor.pictureUrl ? (
          // Settings › Public: the vendor's picture (at least 200×200) heads its public page.
          <img className="vp-picture" src={vendor.pictureUrl} alt={vendor.publicName} data-testid="vendor-picture" />
        ) : null}
        <div className="vp-intro">
          <div className="vp-intro-text">
            <span className="lk-overline lk-muted">{location.name}</span>
            <h1 className="lk-h1 vp-title" data-testid="vendor-public-name">
              {vendor.publicName}
            </h1>
            <div className="vp-mt1">
              <AddressLink address={location} />
            </div>
          </div>
          <div className="vp-book">
            <button
              type="button"
              className="lk-btn lk-btn-primary lk-btn-lg"
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
              data-testid="book-appointment"
            >
              <Icon path={EVENT_AVAILABLE} className="vp-book-icon" />
              {t('book')}
            </button>
            {vendor.liveMode ? null : (
              <p id="book-not-live" className="lk-body2 lk-muted" data-testid="book-not-live">
                {t('notLive')}
              </p>
            )}
          </div>
        </div>
        {closingSoon ? (
          <div role="alert" className="lk-notice lk-notice-warning vp-notice">
            <Icon path={REPORT_PROBLEM_OUTLINED} size={22} className="vp-notice-icon" />
            <div>{t('closedFrom', { date: formatDate(location.closedFrom, vendor.timezone) })}</div>
          </div>
        ) : null}
        <h2 className="lk-h4 vp-section-title">{t('categoriesTitle')}</h2>
        {location.categories.length > 0 ? (
          <CategoryGrid categories={location.categories} linkOf={(id) => `services?category=${id}`} />
        ) : (
          <EmptyState message={t('noCategories')} />
        )}
      </div>

      <div className="lk-paper vp-tabs-paper">
        <TabLinks
          value={activeTab}
          label={t('tabs.label')}
          tabs={tabs.map((tab) => ({ value: tab, label: t(`tabs.${tab}`), to: tab }))}
        />
        <Outlet context={{ location } satisfies VendorOutletContext} />
      </div>
    </div>
  );
}
