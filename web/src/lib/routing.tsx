import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from './guard.ts';
import { preloadTheme } from './themed.tsx';

// Building blocks of the sections' `routes.tsx`: every screen is its own chunk, loaded by the router
// (so a navigation between sections shows the loading bar, and the public pages never download the
// staff screens' code); `handle` is the route meta read by the navigation guard (lib/guard.ts).
export const PUBLIC: RouteMeta = { section: 'public' };
export const CUSTOMER: RouteMeta = { section: 'customer', role: 'customer' };
/** The public pages drawn without MUI (RouteMeta.light): the vendor's page and the booking flow. */
export const PUBLIC_LIGHT: RouteMeta = { ...PUBLIC, light: true };
export const CUSTOMER_LIGHT: RouteMeta = { ...CUSTOMER, light: true };
export const STAFF: RouteMeta = { section: 'admin', role: 'staff' };
export const ADMIN: RouteMeta = { section: 'admin', role: 'admin' };

/**
 * `lazy` for a route whose component is the named export `pick` of a module. The page comes inside
 * the Apollo client, loaded beside it; `{ apollo: false }` for a page that does without (the public
 * booking flow, lib/useGraphQL.ts), so that its visitors never download Apollo.
 */
export const lazyPage =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType, { apollo = true }: { apollo?: boolean } = {}) =>
  async () => {
    if (!apollo) return { Component: pick(await load()) };
    // Every page on Apollo is drawn with MUI: its theme (the frame's Themed) loads beside it.
    preloadTheme();
    const [module, { withApollo }] = await Promise.all([load(), import('./withApollo.tsx')]);
    return { Component: withApollo(pick(module)) };
  };

/**
 * A screen's module once its code is in and its data, asked for alongside, has settled, or `waitMs`
 * after the code at most: a screen whose data is there when it first renders is drawn once, with its
 * content, instead of a loader first and everything again when the data comes.
 */
export function withDataWait<M>(code: Promise<M>, data: Promise<unknown>, waitMs: number): Promise<M> {
  const settled = data.then(
    () => undefined,
    () => undefined,
  );
  const longest = code.then(() => new Promise<void>((resolve) => setTimeout(resolve, waitMs)));
  return Promise.all([code, Promise.race([settled, longest])]).then(([module]) => module);
}

/**
 * `React.lazy` for a part of a screen or of the frame (not a route) that queries the server: it comes
 * inside the app's Apollo client, which loads beside it.
 */
export function lazyWithApollo<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    Promise.all([load(), import('./withApollo.tsx')]).then(([Component, { withApollo }]) => ({
      default: withApollo(Component),
    })),
  );
}

/** A lazily loaded route: `page('customers', STAFF, () => import('./views/X.tsx'), (m) => m.X)`. */
export function page<M>(
  path: string,
  handle: RouteMeta,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject {
  return { path, handle, lazy: lazyPage(load, pick) };
}
