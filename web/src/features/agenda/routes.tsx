import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../../lib/guard.ts';
import { STAFF, lazyPage } from '../../lib/routing.tsx';

export const agendaRoutes: RouteObject[] = [
  {
    path: 'agenda',
    lazy: lazyPage(
      () => import('./views/AgendaPage.tsx'),
      (m) => m.AgendaPage,
    ),
    handle: { ...STAFF, calendar: true } satisfies RouteMeta,
  },
];
