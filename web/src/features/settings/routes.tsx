import { Navigate, type RouteObject } from 'react-router';
import { ADMIN, lazyPage, page } from '../../lib/routing.tsx';

export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    handle: ADMIN,
    lazy: lazyPage(
      () => import('./views/SettingsLayout.tsx'),
      (m) => m.SettingsLayout,
    ),
    children: [
      { index: true, element: <Navigate to="general" replace /> },
      page(
        'general',
        ADMIN,
        () => import('./views/GeneralSettings.tsx'),
        (m) => m.GeneralSettings,
      ),
      page(
        'public',
        ADMIN,
        () => import('./views/PublicSettings.tsx'),
        (m) => m.PublicSettings,
      ),
      page(
        'bookings',
        ADMIN,
        () => import('./views/BookingSettings.tsx'),
        (m) => m.BookingSettings,
      ),
      page(
        'fidelity',
        ADMIN,
        () => import('./views/FidelitySettings.tsx'),
        (m) => m.FidelitySettings,
      ),
      page(
        'integrations',
        ADMIN,
        () => import('./views/IntegrationsSettings.tsx'),
        (m) => m.IntegrationsSettings,
      ),
      page(
        'data',
        ADMIN,
        () => import('./views/DataSettings.tsx'),
        (m) => m.DataSettings,
      ),
    ],
  },
];
