import type { RouteObject } from 'react-router';
import { CUSTOMER, PUBLIC, lazyPage } from '../../lib/routing.tsx';
import { publicBookingPage } from '../booking/routes.tsx';

const vendorPage = () => import('./pages/VendorLocationPage.tsx');
const vendorTabs = () => import('./pages/VendorTabs.tsx');

/** /:vendorSlug/:locationSlug (tabs about, services, contact) and its /book; also mounted under /:lang. */
export const vendorRoutes: RouteObject[] = [
  {
    path: ':vendorSlug/:locationSlug',
    lazy: lazyPage(vendorPage, (m) => m.VendorLocationPage),
    handle: PUBLIC,
    children: [
      { index: true, lazy: lazyPage(vendorTabs, (m) => m.VendorTabRedirect) },
      { path: 'about', lazy: lazyPage(vendorTabs, (m) => m.VendorAboutTab) },
      { path: 'services', lazy: lazyPage(vendorTabs, (m) => m.VendorServicesTab) },
      { path: 'contact', lazy: lazyPage(vendorTabs, (m) => m.VendorContactTab) },
    ],
  },
  { path: ':vendorSlug/:locationSlug/book', lazy: publicBookingPage, handle: PUBLIC },
];

/** CustomerPublicBooking: /{vendor_slug}/book, the place chosen inside the flow. */
export const customerBookingRoutes: RouteObject[] = [
  { path: ':vendorSlug/book', lazy: publicBookingPage, handle: CUSTOMER },
];
