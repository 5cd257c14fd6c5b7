import type { RouteObject } from 'react-router';
import { CUSTOMER, page } from '../../lib/routing.tsx';

export const accountRoutes: RouteObject[] = [
  page(
    'my-account',
    CUSTOMER,
    () => import('./pages/MyAccountPage.tsx'),
    (m) => m.MyAccountPage,
  ),
  page(
    'my-account/edit',
    CUSTOMER,
    () => import('./pages/MyAccountEditPage.tsx'),
    (m) => m.MyAccountEditPage,
  ),
];
