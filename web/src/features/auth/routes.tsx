import type { RouteObject } from 'react-router';
import { CUSTOMER, PUBLIC, lazyPage, page } from '../../lib/routing.tsx';

const accountPages = () => import('./views/AccountPages.tsx');
const vendorSignUp = () => import('./views/VendorSignUpPage.tsx');

export const authRoutes: RouteObject[] = [
  page(
    'login',
    PUBLIC,
    () => import('./views/LoginPage.tsx'),
    (m) => m.LoginPage,
  ),
  page(
    'logout',
    PUBLIC,
    () => import('./views/LogoutPage.tsx'),
    (m) => m.LogoutPage,
  ),
  page('sign-up', PUBLIC, accountPages, (m) => m.SignUpPage),
  page('sign-up-confirmation', PUBLIC, accountPages, (m) => m.SignUpConfirmationPage),
  page('forgot-password', PUBLIC, accountPages, (m) => m.ForgotPasswordPage),
  page('forgot-password-confirmation', PUBLIC, accountPages, (m) => m.ForgotPasswordConfirmationPage),
  page('reset-password', PUBLIC, accountPages, (m) => m.ResetPasswordPage),
  page('email-validation', PUBLIC, accountPages, (m) => m.EmailValidationPage),
  page('vendor-sign-up', PUBLIC, vendorSignUp, (m) => m.VendorSignUpPage),
  page('general-terms', CUSTOMER, accountPages, (m) => m.GeneralTermsPage),
];

/** The same pages under a /:lang prefix. */
export const authLangRoutes: RouteObject[] = [
  { path: 'vendor-sign-up', handle: PUBLIC, lazy: lazyPage(vendorSignUp, (m) => m.VendorSignUpPage) },
];
