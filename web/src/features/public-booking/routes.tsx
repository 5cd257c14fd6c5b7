import type { RouteObject } from 'react-router';
import { CUSTOMER_LIGHT, PUBLIC_LIGHT, lazyPage } from '../../lib/routing.tsx';

/** The public booking page, under a location's path (the router mounts it beside the vendor's routes). */
const publicBookingPage = lazyPage(
  () => import('./views/PublicBookingPage/PublicBookingPage.tsx'),
  (m) => m.PublicBookingPage,
  // No Apollo on the public booking path: lib/useGraphQL.ts (the bundle bench measures this page).
  { apollo: false },
);

/** /:vendorSlug/:locationSlug/book; also mounted under /:lang. */
export const locationBookingRoutes: RouteObject[] = [
  { path: ':vendorSlug/:locationSlug/book', lazy: publicBookingPage, handle: PUBLIC_LIGHT },
];

/** CustomerPublicBooking: /{vendor_slug}/book, the place chosen inside the flow. */
export const customerBookingRoutes: RouteObject[] = [
  { path: ':vendorSlug/book', lazy: publicBookingPage, handle: CUSTOMER_LIGHT },
];
