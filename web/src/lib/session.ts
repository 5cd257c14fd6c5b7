import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { storeSession } from './auth.ts';
import { DEFAULT_LANGUAGE, isSupportedLanguage } from './languages.ts';
import { debouncedUnique } from './validation.ts';
import { CHECK_USER_FIELD_QUERY, CHECK_VENDOR_FIELD_QUERY } from './accountOperations.ts';

interface PayloadUser {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  language: string;
}

/** Sign-up, e-mail validation and password reset all answer with a token: keep it (spec §4). */
export function storeAuthPayload(payload: { token: string; user: PayloadUser }): void {
  const { user } = payload;
  storeSession(payload.token, {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    language: isSupportedLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
  });
}

/** Spec §5 uniqueness of a user's e-mail or username, debounced 300 ms (an empty username passes). */
export function useUserFieldCheck(field: 'email' | 'username', exceptId?: number) {
  const client = useApolloClient();
  const { t } = useTranslation();
  return useMemo(
    () =>
      debouncedUnique(
        async (value) => {
          const { data } = await client.query({
            query: CHECK_USER_FIELD_QUERY,
            variables: { [field]: value, id: exceptId },
            fetchPolicy: 'network-only',
          });
          return data?.checkUserField ?? [];
        },
        (value) => t('validation.valueAlreadyRegistered', { ns: 'forms', value }),
      ),
    [client, field, exceptId, t],
  );
}

/** Spec §5 uniqueness of a vendor's e-mail, name, public name or phone (app_id 1), debounced 300 ms. */
export function useVendorFieldCheck(field: 'email' | 'name' | 'publicName' | 'phone') {
  const client = useApolloClient();
  const { t } = useTranslation();
  return useMemo(
    () =>
      debouncedUnique(
        async (value) => {
          const { data } = await client.query({
            query: CHECK_VENDOR_FIELD_QUERY,
            variables: { [field]: value },
            fetchPolicy: 'network-only',
          });
          return data?.vendors.items ?? [];
        },
        (value) => t('validation.valueAlreadyRegistered', { ns: 'forms', value }),
      ),
    [client, field, t],
  );
}
