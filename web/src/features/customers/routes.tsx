import type { RouteObject } from 'react-router';
import { STAFF } from '../../lib/routing.tsx';
import { placeholderRoute } from '../shell/placeholderRoute.tsx';

export const customersRoutes: RouteObject[] = [
  placeholderRoute('customers', 'customers', STAFF),
  placeholderRoute('customers/view/:id', 'customerView', STAFF),
  placeholderRoute('customers/merge', 'customerMerge', STAFF),
];
