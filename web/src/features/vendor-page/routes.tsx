import type { RouteObject } from 'react-router';
import { PUBLIC_LIGHT, lazyPage } from '../../lib/routing.tsx';

// The page and its tabs run on the light client (lib/useGraphQL.ts): a visitor never downloads Apollo.
const NO_APOLLO = { apollo: false };
const vendorPage = () => import('./views/VendorLocationPage.tsx');
const vendorTabs = () => import('./views/VendorTabs.tsx');
const vendorContactTab = () => import('./views/VendorContactTab.tsx');

/** /:vendorSlug/:locationSlug (tabs about, services, contact); also mounted under /:lang (its /book: booking). */
export const vendorPageRoutes: RouteObject[] = [
  {
    path: ':vendorSlug/:locationSlug',
    lazy: lazyPage(vendorPage, (m) => m.VendorLocationPage, NO_APOLLO),
    handle: PUBLIC_LIGHT,
    children: [
      { index: true, lazy: lazyPage(vendorTabs, (m) => m.VendorTabRedirect, NO_APOLLO) },
      { path: 'about', lazy: lazyPage(vendorTabs, (m) => m.VendorAboutTab, NO_APOLLO) },
      { path: 'services', lazy: lazyPage(vendorTabs, (m) => m.VendorServicesTab, NO_APOLLO) },
      { path: 'contact', lazy: lazyPage(vendorContactTab, (m) => m.VendorContactTab, NO_APOLLO) },
    ],
  },
];
