import type { RouteObject } from 'react-router';
import { STAFF, page } from '../../lib/routing.tsx';

export const customersRoutes: RouteObject[] = [
  page(
    'customers',
    STAFF,
    () => import('./views/CustomersPage.tsx'),
    (m) => m.CustomersPage,
  ),
  page(
    'customers/view/:id',
    STAFF,
    () => import('./views/CustomerViewPage.tsx'),
    (m) => m.CustomerViewPage,
  ),
  page(
    'customers/merge',
    STAFF,
    () => import('./views/CustomerMergePage.tsx'),
    (m) => m.CustomerMergePage,
  ),
];
