import type { RouteObject } from 'react-router';
import { ADMIN, STAFF, page } from '../../lib/routing.tsx';

export const onboardingRoutes: RouteObject[] = [
  page(
    'onboarding',
    ADMIN,
    () => import('./views/OnboardingPage.tsx'),
    (m) => m.OnboardingPage,
  ),
  page(
    'help',
    STAFF,
    () => import('./views/HelpPage.tsx'),
    (m) => m.HelpPage,
  ),
];
