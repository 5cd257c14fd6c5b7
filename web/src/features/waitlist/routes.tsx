import type { RouteObject } from 'react-router';
import { PUBLIC, page, STAFF } from '../../lib/routing.tsx';

export const waitlistRoutes: RouteObject[] = [
  page(
    'waitlist',
    STAFF,
    () => import('./views/WaitlistPage.tsx'),
    (m) => m.WaitlistPage,
  ),
  page(
    'waitlist/offer/:token',
    PUBLIC,
    () => import('./views/WaitlistOfferPage.tsx'),
    (m) => m.WaitlistOfferPage,
  ),
];
