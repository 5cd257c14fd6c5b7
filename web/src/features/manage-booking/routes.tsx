import type { RouteObject } from 'react-router';
import { PUBLIC, page } from '../../lib/routing.tsx';

export const manageBookingRoutes: RouteObject[] = [
  page(
    'manage-booking/:token',
    PUBLIC,
    () => import('./views/ManageBookingPage.tsx'),
    (m) => m.ManageBookingPage,
  ),
];
