import type { RouteObject } from 'react-router';
import { ADMIN, page } from '../../lib/routing.tsx';

export const locationsRoutes: RouteObject[] = [
  page(
    'locations',
    ADMIN,
    () => import('./views/LocationsPage.tsx'),
    (m) => m.LocationsPage,
  ),
];
