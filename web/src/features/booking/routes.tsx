import { lazyPage } from '../../lib/routing.tsx';

/** The public booking page; its routes are mounted by the vendor section (under the location's path). */
export const publicBookingPage = lazyPage(
  () => import('./pages/PublicBookingPage/PublicBookingPage.tsx'),
  (m) => m.PublicBookingPage,
  // No Apollo on the public booking path: lib/useGraphQL.ts (the bundle bench measures this page).
  { apollo: false },
);
