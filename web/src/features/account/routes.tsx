import type { RouteObject } from 'react-router';
import { CUSTOMER, page } from '../../lib/routing.tsx';

export const accountRoutes: RouteObject[] = [
  page(
    'my-account',
    CUSTOMER,
    () => import('./views/MyAccountPage.tsx'),
    (m) => m.MyAccountPage,
  ),
  page(
    'my-account/edit',
    CUSTOMER,
    () => import('./views/MyAccountEditPage.tsx'),
    (m) => m.MyAccountEditPage,
  ),
];
