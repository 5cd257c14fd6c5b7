import type { RouteObject } from 'react-router';
import { ADMIN, page } from '../../lib/routing.tsx';

export const machinesRoutes: RouteObject[] = [
  page(
    'machines',
    ADMIN,
    () => import('./views/MachinesPage.tsx'),
    (m) => m.MachinesPage,
  ),
];
