import { type RouteObject, matchRoutes } from 'react-router';
import { type RouteMeta, metaOf } from './guard.ts';

// The assembled route table, registered by router.tsx, so the layout can read the meta of a
// location it is moving to without importing the router (which imports the layout).
let table: RouteObject[] = [];
// By path: matching flattens and ranks the whole table (some hundred routes) on every call, and the
// layout asks again on each render of a navigation, on the phone's main thread.
const metas = new Map<string, RouteMeta>();

export function registerRouteTable(routes: RouteObject[]): void {
  table = routes;
  metas.clear();
}

/** The route meta (section, role) of any path of the app. */
export function metaAt(pathname: string): RouteMeta {
  let meta = metas.get(pathname);
  if (!meta) {
    meta = metaOf(matchRoutes(table, pathname) ?? []);
    // Bounded: a long session visits many paths (ids in them).
    if (metas.size >= 200) metas.clear();
    metas.set(pathname, meta);
  }
  return meta;
}
