import { withQuery } from '../../lib/urls.ts';

export { loginPathFor as loginUrl } from '../../lib/urls.ts';
export const LOGIN_PATH = '/login';
/** `/logout` ends the session, then goes to Login, or to `to` (the sidebar's logout goes home). */
export const logoutUrl = (to?: string): string => withQuery('/logout', { to });
export const signUpUrl = (redirect?: string | null): string => withQuery('/sign-up', { redirect });
export const signUpConfirmationUrl = (): string => '/sign-up-confirmation';
export const forgotPasswordUrl = (): string => '/forgot-password';
export const forgotPasswordConfirmationUrl = (): string => '/forgot-password-confirmation';
export const vendorSignUpUrl = (): string => '/vendor-sign-up';
export const generalTermsUrl = (): string => '/general-terms';
