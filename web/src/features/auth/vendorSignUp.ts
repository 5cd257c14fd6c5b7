import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { DEFAULT_LANGUAGE, isSupportedLanguage } from '../../lib/languages.ts';
import { type FlatFieldError, flattenErrors } from '../../lib/validation.ts';
import { SIGN_UP_VENDOR_MUTATION } from './operations.ts';
import { storeAuthPayload } from '../../lib/session.ts';

export interface VendorSignUpValues {
  name: string;
  publicName: string;
  email: string;
  phone: string;
  defaultLanguage: string;
  firstname: string;
  lastname: string;
  adminEmail: string;
  password: string;
}

export type VendorSignUpOutcome = { ok: true } | { ok: false; message: string; fieldErrors: FlatFieldError[] };

/** The configuration area's signUpVendor: a vendor and its administrator; the session starts at once. */
export function useVendorSignUp(): (values: VendorSignUpValues) => Promise<VendorSignUpOutcome> {
  const [mutate] = useMutation(SIGN_UP_VENDOR_MUTATION);
  return useCallback(
    async (values) => {
      const { data, error } = await mutate({
        variables: {
          input: {
            ...values,
            email: values.email.trim(),
            adminEmail: values.adminEmail.trim(),
            defaultLanguage: isSupportedLanguage(values.defaultLanguage) ? values.defaultLanguage : DEFAULT_LANGUAGE,
          },
        },
      });
      const result = data?.signUpVendor;
      if (result?.__typename === 'AuthPayload') {
        storeAuthPayload(result);
        return { ok: true };
      }
      if (!result) return { ok: false, message: error?.message ?? '', fieldErrors: [] };
      return {
        ok: false,
        message: result.message,
        fieldErrors: result.__typename === 'ValidationError' ? flattenErrors(result.errors) : [],
      };
    },
    [mutate],
  );
}
