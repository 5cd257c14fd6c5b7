import { lazy } from 'react';
import { type RouteObject, createBrowserRouter } from 'react-router';
import { AppLayout, type RouteHandle } from './components/AppLayout.tsx';
import { LanguageScope, UnsupportedLanguageRedirect } from './components/LanguageScope.tsx';
import { NotFound } from './components/NotFound.tsx';
import { RequireRole } from './components/RequireRole.tsx';
import { HomePage } from './features/home/pages/HomePage.tsx';
import { SUPPORTED_LANGUAGES } from './lib/languages.ts';

// Route-level code splitting: each screen is its own chunk, so a visitor of a vendor page or the
// public booking never downloads the agenda or the login form libraries.
const LoginPage = lazy(() => import('./features/auth/pages/LoginPage.tsx').then((m) => ({ default: m.LoginPage })));
const LogoutPage = lazy(() => import('./features/auth/pages/LogoutPage.tsx').then((m) => ({ default: m.LogoutPage })));
const AgendaPage = lazy(() =>
  import('./features/agenda/pages/AgendaPage.tsx').then((m) => ({ default: m.AgendaPage })),
);
const VendorLocationPage = lazy(() =>
  import('./features/vendor/pages/VendorLocationPage.tsx').then((m) => ({ default: m.VendorLocationPage })),
);
const VendorTabRedirect = lazy(() =>
  import('./features/vendor/pages/VendorTabs.tsx').then((m) => ({ default: m.VendorTabRedirect })),
);
const VendorAboutTab = lazy(() =>
  import('./features/vendor/pages/VendorTabs.tsx').then((m) => ({ default: m.VendorAboutTab })),
);
const VendorServicesTab = lazy(() =>
  import('./features/vendor/pages/VendorTabs.tsx').then((m) => ({ default: m.VendorServicesTab })),
);
const VendorContactTab = lazy(() =>
  import('./features/vendor/pages/VendorTabs.tsx').then((m) => ({ default: m.VendorContactTab })),
);
const PublicBookingPage = lazy(() =>
  import('./features/booking/pages/PublicBookingPage.tsx').then((m) => ({ default: m.PublicBookingPage })),
);

const publicSection: RouteHandle = { section: 'public' };
const adminSection: RouteHandle = { section: 'admin' };

/** /:vendorSlug/:locationSlug (tabs about, services, contact) and its /book, with or without a /:lang prefix. */
function vendorRoutes(): RouteObject[] {
  return [
    {
      path: ':vendorSlug/:locationSlug',
      element: <VendorLocationPage />,
      handle: publicSection,
      children: [
        { index: true, element: <VendorTabRedirect /> },
        { path: 'about', element: <VendorAboutTab /> },
        { path: 'services', element: <VendorServicesTab /> },
        { path: 'contact', element: <VendorContactTab /> },
      ],
    },
    { path: ':vendorSlug/:locationSlug/book', element: <PublicBookingPage />, handle: publicSection },
  ];
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage />, handle: publicSection },
      { path: 'login', element: <LoginPage />, handle: publicSection },
      { path: 'logout', element: <LogoutPage />, handle: publicSection },
      {
        path: 'agenda',
        element: (
          <RequireRole minRole="staff">
            <AgendaPage />
          </RequireRole>
        ),
        handle: adminSection,
      },
      ...vendorRoutes(),
      // Static language segments outrank the dynamic vendor slug, so /fr/... is never read as a vendor.
      ...SUPPORTED_LANGUAGES.map(
        (language): RouteObject => ({
          path: language,
          element: <LanguageScope language={language} />,
          children: vendorRoutes(),
        }),
      ),
      { path: ':lang/:vendorSlug/:locationSlug/*', element: <UnsupportedLanguageRedirect />, handle: publicSection },
      { path: '*', element: <NotFound />, handle: publicSection },
    ],
  },
];

export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(routes);
}
