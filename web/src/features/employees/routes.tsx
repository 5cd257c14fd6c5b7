import type { RouteObject } from 'react-router';
import { ADMIN, page } from '../../lib/routing.tsx';

export const employeesRoutes: RouteObject[] = [
  page(
    'employees',
    ADMIN,
    () => import('./views/EmployeesPage.tsx'),
    (m) => m.EmployeesPage,
  ),
];
