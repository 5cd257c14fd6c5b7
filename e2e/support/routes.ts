// The web app's own route table (web/src/router.tsx), read in Node so the crawl visits every
// screen the app declares, with the role meta each route (or its parent) carries. Nothing here
// lists screens: a new section's routes are crawled as soon as router.tsx assembles them.
import path from 'node:path';
import type { RouteObject } from 'react-router';

export interface AppRoute {
  path: string;
  section: 'public' | 'customer' | 'admin';
  role?: 'customer' | 'staff' | 'admin';
}

/** Every path of the table with its meta (children inherit their parent's), parameters kept. */
export async function appRoutes(): Promise<AppRoute[]> {
  // The app's modules read the browser's storage when they load; none is used here.
  const g = globalThis as { localStorage?: unknown };
  g.localStorage ??= { getItem: () => null, setItem() {}, removeItem() {} };
  // By a path the e2e compiler does not follow (the web app is checked by its own tsconfig).
  const router = path.resolve(import.meta.dirname, '../../web/src/router.tsx');
  const { routes } = (await import(/* @vite-ignore */ router)) as { routes: RouteObject[] };
  const out: AppRoute[] = [];
  const walk = (list: RouteObject[], base: string, inherited: Omit<AppRoute, 'path'>) => {
    for (const route of list) {
      const path = route.index
        ? base
        : route.path
          ? route.path.startsWith('/')
            ? route.path
            : `${base.replace(/\/$/, '')}/${route.path}`
          : base;
      const meta = { ...inherited, ...((route.handle as Omit<AppRoute, 'path'> | undefined) ?? {}) };
      if (path && !path.includes('*') && !out.some((r) => r.path === path)) out.push({ path, ...meta });
      walk(route.children ?? [], path, meta);
    }
  };
  walk(routes, '', { section: 'public' });
  return out;
}
