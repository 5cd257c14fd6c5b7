import { Navigate, type RouteObject } from 'react-router';
import { STAFF, lazyPage, page } from '../../lib/routing.tsx';

export const employeeAccountRoutes: RouteObject[] = [
  {
    path: 'my-account-employee',
    handle: STAFF,
    lazy: lazyPage(
      () => import('./views/EmployeeAccountLayout.tsx'),
      (m) => m.EmployeeAccountLayout,
    ),
    children: [
      { index: true, element: <Navigate to="edit" replace /> },
      page(
        'edit',
        STAFF,
        () => import('./views/EmployeeProfile.tsx'),
        (m) => m.EmployeeProfile,
      ),
      page(
        'settings',
        STAFF,
        () => import('./views/EmployeeAgendaSettings.tsx'),
        (m) => m.EmployeeAgendaSettings,
      ),
      page(
        'integrations',
        STAFF,
        () => import('./views/EmployeeIntegrations.tsx'),
        (m) => m.EmployeeIntegrations,
      ),
    ],
  },
];
