import type { RouteObject } from 'react-router';
import { ADMIN, page } from '../../lib/routing.tsx';

export const reportsRoutes: RouteObject[] = [
  page(
    'reports',
    ADMIN,
    () => import('./views/ReportsPage.tsx'),
    (m) => m.ReportsPage,
  ),
  page(
    'reports/cash-closing',
    { ...ADMIN, forbiddenReason: 'state.cashClosingAdminOnly' },
    () => import('./views/CashClosingPage.tsx'),
    (m) => m.CashClosingPage,
  ),
];
