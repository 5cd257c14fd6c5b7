import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../../lib/guard.ts';
import { STAFF, lazyPage, withDataWait } from '../../lib/routing.tsx';

/** How long the agenda's code, once in, waits for its data before the screen draws a loader. */
const DATA_WAIT_MS = 300;

export const agendaRoutes: RouteObject[] = [
  {
    path: 'agenda',
    lazy: lazyPage(
      () => {
        // The calendar's data leaves with the screen's code, not after its first render.
        const data = import('./prefetch.ts').then((m) => m.prefetchAgenda());
        return withDataWait(import('./views/AgendaPage/AgendaPage.tsx'), data, DATA_WAIT_MS);
      },
      (m) => m.AgendaPage,
    ),
    handle: { ...STAFF, agenda: true } satisfies RouteMeta,
  },
];
