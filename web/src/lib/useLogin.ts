import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ServerFieldError } from '../components/ServerValidationErrors.tsx';
import { clearToken, decodeClaims, ROLES, roleOf, storeSession } from './auth.ts';
import { LOGIN_MUTATION } from './accountOperations.ts';

export interface LoginValues {
  usernameOrEmail: string;
  password: string;
  /** The second step: a code of the authenticator app, or a recovery code. */
  code?: string;
}

export type LoginOutcome =
  | { ok: true; role: number }
  | {
      ok: false;
      message: string;
      fieldErrors: ServerFieldError[];
      /** The password was right; the login asks for a code, or for two-step login to be set up first. */
      twoFactor?: { setupToken: string | null };
    };

/** Runs the login mutation and stores the session; the caller decides where to go next. */
export function useLogin(): { login: (values: LoginValues) => Promise<LoginOutcome>; loading: boolean } {
  const [mutate, { loading }] = useMutation(LOGIN_MUTATION);
  const client = useApolloClient();

  const login = useCallback(
    async (values: LoginValues): Promise<LoginOutcome> => {
      const { data, error } = await mutate({
        variables: {
          usernameOrEmail: values.usernameOrEmail.trim(),
          password: values.password,
          code: values.code?.trim() || undefined,
        },
      });
      if (error || !data || data.login.__typename !== 'AuthPayload') clearToken();
      if (error || !data) {
        return { ok: false, message: error?.message ?? '', fieldErrors: [] };
      }
      const result = data.login;
      if (result.__typename !== 'AuthPayload') {
        return {
          ok: false,
          message: result.message,
          fieldErrors: result.__typename === 'ValidationError' ? result.fieldErrors : [],
          ...(result.__typename === 'TwoFactorRequired'
            ? { twoFactor: { setupToken: result.setupToken ?? null } }
            : {}),
        };
      }
      const { token, user } = result;
      storeSession(token, {
        id: user.id,
        email: user.email,
        firstname: user.firstname,
        lastname: user.lastname,
        language: user.language,
      });
      const claims = decodeClaims(token);
      // Spec §4: after a staff login the vendor's data loads (its code only on the staff side).
      if (roleOf(claims) >= ROLES.staff && claims?.vendorId) {
        const vendorId = claims.vendorId;
        void import('./staffPreload.ts')
          .then(({ preloadStaffData }) => preloadStaffData(client, vendorId))
          .catch(() => {});
      }
      return { ok: true, role: roleOf(claims) };
    },
    [mutate, client],
  );

  return { login, loading };
}
