import type { RouteObject } from 'react-router';
import { STAFF, page } from '../../lib/routing.tsx';

export const vouchersRoutes: RouteObject[] = [
  page(
    'vouchers',
    STAFF,
    () => import('./views/VouchersPage.tsx'),
    (m) => m.VouchersPage,
  ),
];
