import { Navigate, type RouteObject } from 'react-router';
import { STAFF } from '../../lib/routing.tsx';
import { placeholderRoute } from '../shell/placeholderRoute.tsx';
import { EMPLOYEE_ACCOUNT_TABS } from './urls.ts';

export const employeeAccountRoutes: RouteObject[] = [
  {
    path: 'my-account-employee',
    handle: STAFF,
    children: [
      { index: true, element: <Navigate to="edit" replace /> },
      ...EMPLOYEE_ACCOUNT_TABS.map((tab) => placeholderRoute(tab, 'myAccountEmployee', STAFF)),
    ],
  },
];
