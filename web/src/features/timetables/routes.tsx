import type { RouteObject } from 'react-router';
import { STAFF, page } from '../../lib/routing.tsx';

export const timetablesRoutes: RouteObject[] = [
  page(
    'timetables',
    STAFF,
    () => import('./views/TimetablesPage.tsx'),
    (m) => m.TimetablesPage,
  ),
];
