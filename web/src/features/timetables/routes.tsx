import type { RouteObject } from 'react-router';
import { STAFF } from '../../lib/routing.tsx';
import { placeholderRoute } from '../shell/placeholderRoute.tsx';

export const timetablesRoutes: RouteObject[] = [placeholderRoute('timetables', 'timetables', STAFF)];
