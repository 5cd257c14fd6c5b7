import { type RouteObject, createBrowserRouter } from 'react-router';
import { RouteError } from './components/RouteError.tsx';
import { NotFound } from './components/NotFound.tsx';
import { accountRoutes } from './features/account/routes.tsx';
import { agendaRoutes } from './features/agenda/routes.tsx';
import { authLangRoutes, authRoutes } from './features/auth/routes.tsx';
import { frontDeskRoutes } from './features/front-desk/routes.tsx';
import { closedDatesRoutes } from './features/closed-dates/routes.tsx';
import { customersRoutes } from './features/customers/routes.tsx';
import { employeeAccountRoutes } from './features/employee-account/routes.tsx';
import { employeesRoutes } from './features/employees/routes.tsx';
import { homeLangRoutes, homeRoutes } from './features/home/routes.tsx';
import { invoicesRoutes } from './features/invoices/routes.tsx';
import { locationsRoutes } from './features/locations/routes.tsx';
import { machinesRoutes } from './features/machines/routes.tsx';
import { manageBookingRoutes } from './features/manage-booking/routes.tsx';
import { waitlistRoutes } from './features/waitlist/routes.tsx';
import { onboardingRoutes } from './features/onboarding/routes.tsx';
import { regionsRoutes } from './features/regions/routes.tsx';
import { reportsRoutes } from './features/reports/routes.tsx';
import { servicesRoutes } from './features/services/routes.tsx';
import { settingsRoutes } from './features/settings/routes.tsx';
import { AppLayout } from './features/shell/components/AppLayout.tsx';
import { timetablesRoutes } from './features/timetables/routes.tsx';
import { customerBookingRoutes, locationBookingRoutes } from './features/public-booking/routes.tsx';
import { vendorPageRoutes } from './features/vendor-page/routes.tsx';
import { vouchersRoutes } from './features/vouchers/routes.tsx';
import { workplacesRoutes } from './features/workplaces/routes.tsx';
import { PUBLIC, lazyWithApollo } from './lib/routing.tsx';
import { registerRouteTable } from './lib/routeTable.ts';

// Admins setting up: the §4 onboarding prompt above the staff screens, loaded with the staff code only.
// Staff frame parts query the server through the app's Apollo client, which loads with them.
const OnboardingPrompt = lazyWithApollo(() =>
  import('./features/onboarding/components/OnboardingPrompt.tsx').then((m) => m.OnboardingPrompt),
);

// The app's routes (spec §2): each section owns its routes.tsx; this file only assembles them.
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout OnboardingPrompt={OnboardingPrompt} />,
    // index.html's logo loader stays up until the first screen is ready (AppLayout removes it).
    HydrateFallback: () => null,
    errorElement: <RouteError />,
    handle: PUBLIC,
    children: [
      ...homeRoutes,
      ...authRoutes,
      ...accountRoutes,
      ...manageBookingRoutes,
      ...waitlistRoutes,
      ...agendaRoutes,
      ...frontDeskRoutes,
      ...customersRoutes,
      ...vouchersRoutes,
      ...invoicesRoutes,
      ...reportsRoutes,
      ...timetablesRoutes,
      {
        // The configuration screens whose panels open each other's "add" panels (ConfigPanelsLayout.tsx).
        lazy: async () => ({ Component: (await import('./ConfigPanelsLayout.tsx')).ConfigPanelsLayout }),
        children: [
          ...employeesRoutes,
          ...servicesRoutes,
          ...workplacesRoutes,
          ...machinesRoutes,
          ...regionsRoutes,
          ...locationsRoutes,
        ],
      },
      ...closedDatesRoutes,
      ...settingsRoutes,
      ...onboardingRoutes,
      ...employeeAccountRoutes,
      ...customerBookingRoutes,
      ...vendorPageRoutes,
      ...locationBookingRoutes,
      // Static segments outrank the :lang one, so /agenda/... or /customers/... are never read as a language.
      {
        path: ':lang',
        handle: PUBLIC,
        children: [...homeLangRoutes, ...authLangRoutes, ...vendorPageRoutes, ...locationBookingRoutes],
      },
      { path: '*', element: <NotFound />, handle: PUBLIC },
    ],
  },
];

registerRouteTable(routes);

export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(routes);
}
