import type { ComponentType } from 'react';
import { Navigate, type RouteObject, createBrowserRouter } from 'react-router';
import { AppLayout } from './components/AppLayout.tsx';
import { NotFound } from './components/NotFound.tsx';
import { RouteError } from './components/RouteError.tsx';
import type { ScreenKey } from './components/ScreenPlaceholder.tsx';
import type { RouteMeta } from './lib/guard.ts';

// Spec §2 routes. Each screen is its own chunk, loaded by the router (so a navigation between
// sections shows the loading bar); the public pages never download the staff screens' code.
// `handle` is the route meta read by the navigation guard (lib/guard.ts).
const lazyPage =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

const PUBLIC: RouteMeta = { section: 'public' };
const CUSTOMER: RouteMeta = { section: 'customer', role: 'customer' };
const STAFF: RouteMeta = { section: 'admin', role: 'staff' };
const ADMIN: RouteMeta = { section: 'admin', role: 'admin' };

const vendorPage = () => import('./features/vendor/pages/VendorLocationPage.tsx');
const vendorTabs = () => import('./features/vendor/pages/VendorTabs.tsx');
const bookingPage = lazyPage(
  () => import('./features/booking/pages/PublicBookingPage.tsx'),
  (m) => m.PublicBookingPage,
);
const proPage = lazyPage(
  () => import('./features/home/pages/ProPage.tsx'),
  (m) => m.ProPage,
);
const vendorSignUp = lazyPage(
  () => import('./features/auth/pages/VendorSignUpPage.tsx'),
  (m) => m.VendorSignUpPage,
);
const authPages = () => import('./features/auth/pages/AccountPages.tsx');

/** /:vendorSlug/:locationSlug (tabs about, services, contact) and its /book, with or without a /:lang prefix. */
function vendorRoutes(): RouteObject[] {
  return [
    {
      path: ':vendorSlug/:locationSlug',
      lazy: lazyPage(vendorPage, (m) => m.VendorLocationPage),
      handle: PUBLIC,
      children: [
        { index: true, lazy: lazyPage(vendorTabs, (m) => m.VendorTabRedirect) },
        { path: 'about', lazy: lazyPage(vendorTabs, (m) => m.VendorAboutTab) },
        { path: 'services', lazy: lazyPage(vendorTabs, (m) => m.VendorServicesTab) },
        { path: 'contact', lazy: lazyPage(vendorTabs, (m) => m.VendorContactTab) },
      ],
    },
    { path: ':vendorSlug/:locationSlug/book', lazy: bookingPage, handle: PUBLIC },
  ];
}

// Staff and admin screens whose own issues have not landed: a lazily loaded page saying what comes.
const placeholder = (path: string, screen: ScreenKey, handle: RouteMeta): RouteObject => ({
  path,
  lazy: async () => {
    const { ScreenPlaceholder } = await import('./components/ScreenPlaceholder.tsx');
    return { Component: () => <ScreenPlaceholder screen={screen} /> };
  },
  handle,
});

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    // index.html's logo loader stays up until the first screen is ready (AppLayout removes it).
    HydrateFallback: () => null,
    errorElement: <RouteError />,
    handle: PUBLIC,
    children: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./features/home/pages/HomePage.tsx'),
          (m) => m.HomePage,
        ),
        handle: PUBLIC,
      },
      { path: 'pro', lazy: proPage, handle: PUBLIC },
      {
        path: 'login',
        lazy: lazyPage(
          () => import('./features/auth/pages/LoginPage.tsx'),
          (m) => m.LoginPage,
        ),
        handle: PUBLIC,
      },
      {
        path: 'logout',
        lazy: lazyPage(
          () => import('./features/auth/pages/LogoutPage.tsx'),
          (m) => m.LogoutPage,
        ),
        handle: PUBLIC,
      },
      { path: 'sign-up', lazy: lazyPage(authPages, (m) => m.SignUpPage), handle: PUBLIC },
      { path: 'sign-up-confirmation', lazy: lazyPage(authPages, (m) => m.SignUpConfirmationPage), handle: PUBLIC },
      { path: 'forgot-password', lazy: lazyPage(authPages, (m) => m.ForgotPasswordPage), handle: PUBLIC },
      {
        path: 'forgot-password-confirmation',
        lazy: lazyPage(authPages, (m) => m.ForgotPasswordConfirmationPage),
        handle: PUBLIC,
      },
      { path: 'reset-password', lazy: lazyPage(authPages, (m) => m.ResetPasswordPage), handle: PUBLIC },
      { path: 'email-validation', lazy: lazyPage(authPages, (m) => m.EmailValidationPage), handle: PUBLIC },
      { path: 'vendor-sign-up', lazy: vendorSignUp, handle: PUBLIC },
      { path: 'general-terms', lazy: lazyPage(authPages, (m) => m.GeneralTermsPage), handle: CUSTOMER },
      {
        path: 'my-account',
        lazy: lazyPage(
          () => import('./features/account/pages/MyAccountPage.tsx'),
          (m) => m.MyAccountPage,
        ),
        handle: CUSTOMER,
      },
      {
        path: 'my-account/edit',
        lazy: lazyPage(
          () => import('./features/account/pages/MyAccountEditPage.tsx'),
          (m) => m.MyAccountEditPage,
        ),
        handle: CUSTOMER,
      },
      {
        path: 'my-account-employee',
        handle: STAFF,
        children: [
          { index: true, element: <Navigate to="edit" replace /> },
          placeholder('edit', 'myAccountEmployee', STAFF),
          placeholder('settings', 'myAccountEmployee', STAFF),
          placeholder('integrations', 'myAccountEmployee', STAFF),
        ],
      },
      placeholder('customers', 'customers', STAFF),
      placeholder('customers/view/:id', 'customerView', STAFF),
      placeholder('customers/merge', 'customerMerge', STAFF),
      placeholder('employees', 'employees', ADMIN),
      placeholder('bookings/add', 'bookingAdd', STAFF),
      placeholder('bookings/edit', 'bookingEdit', STAFF),
      placeholder('bookings/confirmation', 'bookingConfirmation', STAFF),
      {
        path: 'agenda',
        lazy: lazyPage(
          () => import('./features/agenda/pages/AgendaPage.tsx'),
          (m) => m.AgendaPage,
        ),
        handle: { ...STAFF, calendar: true } satisfies RouteMeta,
      },
      placeholder('vouchers', 'vouchers', STAFF),
      placeholder('timetables', 'timetables', STAFF),
      placeholder('reports/cash-closing', 'cashClosing', ADMIN),
      placeholder('services', 'services', ADMIN),
      placeholder('workplaces', 'workplaces', ADMIN),
      placeholder('machines', 'machines', ADMIN),
      placeholder('regions', 'regions', ADMIN),
      placeholder('closed-dates', 'closedDates', ADMIN),
      placeholder('locations', 'locations', ADMIN),
      {
        path: 'settings',
        handle: ADMIN,
        children: [
          { index: true, element: <Navigate to="general" replace /> },
          ...['general', 'public', 'bookings', 'fidelity', 'integrations'].map((p) =>
            placeholder(p, 'settings', ADMIN),
          ),
        ],
      },
      // CustomerPublicBooking: /{vendor_slug}/{location_slug?}/book, the place chosen inside the flow.
      { path: ':vendorSlug/book', lazy: bookingPage, handle: CUSTOMER },
      ...vendorRoutes(),
      // Static segments outrank the :lang one, so /agenda/... or /customers/... are never read as a language.
      {
        path: ':lang',
        handle: PUBLIC,
        children: [
          { path: 'pro', lazy: proPage, handle: PUBLIC },
          { path: 'vendor-sign-up', lazy: vendorSignUp, handle: PUBLIC },
          ...vendorRoutes(),
        ],
      },
      { path: '*', element: <NotFound />, handle: PUBLIC },
    ],
  },
];

export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(routes);
}
