import type { RouteObject } from 'react-router';
import { ADMIN } from '../../lib/routing.tsx';
import { placeholderRoute } from '../shell/placeholderRoute.tsx';

export const machinesRoutes: RouteObject[] = [placeholderRoute('machines', 'machines', ADMIN)];
