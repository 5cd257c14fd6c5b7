import { type RouteObject, matchRoutes } from 'react-router';
import { type RouteMeta, metaOf } from './guard.ts';

// The assembled route table, registered by router.tsx, so the layout can read the meta of a
// location it is moving to without importing the router (which imports the layout).
let table: RouteObject[] = [];

export function registerRouteTable(routes: RouteObject[]): void {
  table = routes;
}

/** The route meta (section, role) of any path of the app. */
export function metaAt(pathname: string): RouteMeta {
  return metaOf(matchRoutes(table, pathname) ?? []);
}
