import type { RouteObject } from 'react-router';
import { ADMIN, STAFF } from '../../lib/routing.tsx';
import { placeholderRoute } from '../shell/placeholderRoute.tsx';

export const onboardingRoutes: RouteObject[] = [
  placeholderRoute('onboarding', 'onboarding', ADMIN),
  placeholderRoute('help', 'help', STAFF),
];
