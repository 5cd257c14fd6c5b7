import type { RouteObject } from 'react-router';
import { ADMIN, page } from '../../lib/routing.tsx';

export const servicesRoutes: RouteObject[] = [
  page(
    'services',
    ADMIN,
    () => import('./views/ServicesPage.tsx'),
    (m) => m.ServicesPage,
  ),
];
