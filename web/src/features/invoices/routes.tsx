import type { RouteObject } from 'react-router';
import { STAFF, page } from '../../lib/routing.tsx';

export const invoicesRoutes: RouteObject[] = [
  page(
    'invoices',
    STAFF,
    () => import('./views/InvoicesPage.tsx'),
    (m) => m.InvoicesPage,
  ),
  page(
    'bookings/closed',
    STAFF,
    () => import('./views/ClosedBookingsPage.tsx'),
    (m) => m.ClosedBookingsPage,
  ),
];
