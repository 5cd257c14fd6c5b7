import '../locales/index.ts';
import { Navigate, useOutletContext } from 'react-router';
import { useSearchParams } from '../../../lib/useSearchParams.ts';
import { SalonText } from '../../../components/SalonText.tsx';
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
    <p className="vp-description" data-testid="vendor-description">
      <SalonText text={description} language={location.vendor.descriptionLanguage} />
    </p>
  );
}

export function VendorServicesTab() {
  const { location } = useOutletContext<VendorOutletContext>();
  // A category tile opens the Services tab on that category (?category=ID).
  const [params] = useSearchParams();
  const categoryId = Number(params.get('category')) || null;
  return <ServiceList services={location.services} categories={location.categories} focusCategoryId={categoryId} />;
}
