import type { RouteObject } from 'react-router';
import { STAFF, page } from '../../lib/routing.tsx';

export const frontDeskRoutes: RouteObject[] = [
  page(
    'bookings/add',
    STAFF,
    () => import('./views/BookingFlowPage/BookingFlowPage.tsx'),
    (m) => m.BookingAddPage,
  ),
  page(
    'bookings/edit',
    STAFF,
    () => import('./views/BookingFlowPage/BookingFlowPage.tsx'),
    (m) => m.BookingEditPage,
  ),
  page(
    'bookings/confirmation',
    STAFF,
    () => import('./views/BookingConfirmationPage.tsx'),
    (m) => m.BookingConfirmationPage,
  ),
  page(
    'bookings/close',
    STAFF,
    () => import('./views/CheckoutPage/CheckoutPage.tsx'),
    (m) => m.CheckoutPage,
  ),
];
