import type { RouteObject } from 'react-router';
import { ADMIN } from '../../lib/routing.tsx';
import { placeholderRoute } from '../shell/placeholderRoute.tsx';

export const reportsRoutes: RouteObject[] = [
  placeholderRoute('reports', 'reports', ADMIN),
  placeholderRoute('reports/cash-closing', 'cashClosing', ADMIN),
];
