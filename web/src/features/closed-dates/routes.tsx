import type { RouteObject } from 'react-router';
import { ADMIN, page } from '../../lib/routing.tsx';

export const closedDatesRoutes: RouteObject[] = [
  page(
    'closed-dates',
    ADMIN,
    () => import('./views/ClosedDatesPage.tsx'),
    (m) => m.ClosedDatesPage,
  ),
];
