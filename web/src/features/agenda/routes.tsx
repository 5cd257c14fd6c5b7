import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../../lib/guard.ts';
import { STAFF, lazyPage } from '../../lib/routing.tsx';

export const agendaRoutes: RouteObject[] = [
  {
    path: 'agenda',
    lazy: lazyPage(
      () => {
        // The calendar's data leaves with the screen's code, not after its first render.
        void import('./prefetch.ts').then((m) => m.prefetchAgenda()).catch(() => undefined);
        return import('./views/AgendaPage/AgendaPage.tsx');
      },
      (m) => m.AgendaPage,
    ),
    handle: { ...STAFF, agenda: true } satisfies RouteMeta,
  },
];
