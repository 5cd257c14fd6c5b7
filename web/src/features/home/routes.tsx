import type { RouteObject } from 'react-router';
import { PUBLIC, lazyPage, page } from '../../lib/routing.tsx';

export const proPage = lazyPage(
  () => import('./views/ProPage.tsx'),
  (m) => m.ProPage,
);

export const homeRoutes: RouteObject[] = [
  {
    index: true,
    handle: PUBLIC,
    lazy: lazyPage(
      () => import('./views/HomePage.tsx'),
      (m) => m.HomePage,
    ),
  },
  { path: 'pro', lazy: proPage, handle: PUBLIC },
];

/** The same pages under a /:lang prefix. */
export const homeLangRoutes: RouteObject[] = [
  page(
    'pro',
    PUBLIC,
    () => import('./views/ProPage.tsx'),
    (m) => m.ProPage,
  ),
];
