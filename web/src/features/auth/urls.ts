import { withQuery } from '../../lib/urls.ts';

export { loginPathFor as loginUrl } from '../../lib/guard.ts';
export const logoutUrl = (): string => '/logout';
export const signUpUrl = (redirect?: string | null): string => withQuery('/sign-up', { redirect });
export const signUpConfirmationUrl = (): string => '/sign-up-confirmation';
export const forgotPasswordUrl = (): string => '/forgot-password';
export const forgotPasswordConfirmationUrl = (): string => '/forgot-password-confirmation';
export const vendorSignUpUrl = (): string => '/vendor-sign-up';
export const generalTermsUrl = (): string => '/general-terms';
