import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../../lib/guard.ts';
import type { ScreenKey } from './components/ScreenPlaceholder.tsx';

/** A staff route whose screen is still to come: a lazily loaded page saying what it will hold. */
export function placeholderRoute(path: string, screen: ScreenKey, handle: RouteMeta): RouteObject {
  return {
    path,
    handle,
    lazy: async () => {
      const { ScreenPlaceholder } = await import('./components/ScreenPlaceholder.tsx');
      return { Component: () => <ScreenPlaceholder screen={screen} /> };
    },
  };
}
