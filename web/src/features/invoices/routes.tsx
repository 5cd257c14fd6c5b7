import type { RouteObject } from 'react-router';
import { STAFF } from '../../lib/routing.tsx';
import { placeholderRoute } from '../shell/placeholderRoute.tsx';

export const invoicesRoutes: RouteObject[] = [
  placeholderRoute('invoices', 'invoices', STAFF),
  placeholderRoute('bookings/closed', 'closedBookings', STAFF),
];
