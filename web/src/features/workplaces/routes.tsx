import type { RouteObject } from 'react-router';
import { ADMIN, page } from '../../lib/routing.tsx';

export const workplacesRoutes: RouteObject[] = [
  page(
    'workplaces',
    ADMIN,
    () => import('./views/WorkplacesPage.tsx'),
    (m) => m.WorkplacesPage,
  ),
];
