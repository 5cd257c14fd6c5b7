import type { RouteObject } from 'react-router';
import { PUBLIC, lazyPage } from '../../lib/routing.tsx';

const vendorPage = () => import('./pages/VendorLocationPage.tsx');
const vendorTabs = () => import('./pages/VendorTabs.tsx');

/** /:vendorSlug/:locationSlug (tabs about, services, contact); also mounted under /:lang (its /book: booking). */
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
];
