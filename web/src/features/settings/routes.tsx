import { Navigate, type RouteObject } from 'react-router';
import { ADMIN } from '../../lib/routing.tsx';
import { placeholderRoute } from '../shell/placeholderRoute.tsx';
import { SETTINGS_TABS } from './urls.ts';

export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    handle: ADMIN,
    children: [
      { index: true, element: <Navigate to="general" replace /> },
      ...SETTINGS_TABS.map((tab) => placeholderRoute(tab, 'settings', ADMIN)),
    ],
  },
];
