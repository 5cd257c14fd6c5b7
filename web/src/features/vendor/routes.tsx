import type { RouteObject } from 'react-router';
import { CUSTOMER, PUBLIC, lazyPage } from '../../lib/routing.tsx';
import { publicBookingPage } from '../booking/routes.tsx';

// The page and its tabs run on the light client (lib/useGraphQL.ts): a visitor never downloads Apollo.
const NO_APOLLO = { apollo: false };
const vendorPage = () => import('./pages/VendorLocationPage.tsx');
const vendorTabs = () => import('./pages/VendorTabs.tsx');
const vendorContactTab = () => import('./pages/VendorContactTab.tsx');

/** /:vendorSlug/:locationSlug (tabs about, services, contact) and its /book; also mounted under /:lang. */
export const vendorRoutes: RouteObject[] = [
  {
    path: ':vendorSlug/:locationSlug',
    lazy: lazyPage(vendorPage, (m) => m.VendorLocationPage, NO_APOLLO),
    handle: PUBLIC,
    children: [
      { index: true, lazy: lazyPage(vendorTabs, (m) => m.VendorTabRedirect, NO_APOLLO) },
      { path: 'about', lazy: lazyPage(vendorTabs, (m) => m.VendorAboutTab, NO_APOLLO) },
      { path: 'services', lazy: lazyPage(vendorTabs, (m) => m.VendorServicesTab, NO_APOLLO) },
      { path: 'contact', lazy: lazyPage(vendorContactTab, (m) => m.VendorContactTab, NO_APOLLO) },
    ],
  },
  { path: ':vendorSlug/:locationSlug/book', lazy: publicBookingPage, handle: PUBLIC },
];

/** CustomerPublicBooking: /{vendor_slug}/book, the place chosen inside the flow. */
export const customerBookingRoutes: RouteObject[] = [
  { path: ':vendorSlug/book', lazy: publicBookingPage, handle: CUSTOMER },
];
