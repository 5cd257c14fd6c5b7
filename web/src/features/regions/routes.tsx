import type { RouteObject } from 'react-router';
import { ADMIN, page } from '../../lib/routing.tsx';

export const regionsRoutes: RouteObject[] = [
  page(
    'regions',
    ADMIN,
    () => import('./views/RegionsPage.tsx'),
    (m) => m.RegionsPage,
  ),
];
