import type { RouteObject } from 'react-router';
import { STAFF } from '../../lib/routing.tsx';
import { placeholderRoute } from '../shell/placeholderRoute.tsx';

export const bookingsRoutes: RouteObject[] = [
  placeholderRoute('bookings/add', 'bookingAdd', STAFF),
  placeholderRoute('bookings/edit', 'bookingEdit', STAFF),
  placeholderRoute('bookings/confirmation', 'bookingConfirmation', STAFF),
  placeholderRoute('bookings/close', 'bookingEdit', STAFF),
];
