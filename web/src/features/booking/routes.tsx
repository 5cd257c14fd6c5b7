import type { LoaderFunctionArgs } from 'react-router';
import { lazyPage } from '../../lib/routing.tsx';
import { prefetchQuery } from '../../lib/useGraphQL.ts';
import { BOOKING_LOCATION_QUERY } from './operations.ts';

/** The public booking page; its routes are mounted by the vendor section (under the location's path). */
export const publicBookingPage = lazyPage(
  () => import('./pages/PublicBookingPage.tsx'),
  (m) => m.PublicBookingPage,
  // No Apollo on the public booking path: lib/useGraphQL.ts (the bundle bench measures this page).
  { apollo: false },
);

/**
 * The location's services are asked for while the page's code downloads, not after it ran: a visitor
 * on a slow network waits one round trip less for step 1. Nothing is awaited (the page shows its
 * own loading state); a later step's URL change finds the answer in the cache.
 */
export function prefetchBookingLocation({ params }: LoaderFunctionArgs): null {
  const { vendorSlug, locationSlug } = params;
  if (vendorSlug && locationSlug) prefetchQuery(BOOKING_LOCATION_QUERY, { vendorSlug, locationSlug });
  return null;
}
