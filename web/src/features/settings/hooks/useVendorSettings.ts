import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmitOutcome } from '../../../components/scaffold/EntityForm.tsx';
import type { VendorInput, VendorScope } from '../../../gql/graphql.ts';
import { claimsAtom } from '../../../lib/auth.ts';
import { debouncedUnique } from '../../../lib/validation.ts';
import { configOutcome } from '../../../components/config/outcome.ts';
import { SETTINGS_VENDOR_QUERY, UPDATE_VENDOR_MUTATION, VENDOR_SLUG_QUERY, VENDOR_TAKEN_QUERY } from '../operations.ts';

/** The viewer's vendor settings and a save per edit scope (spec §3 LEGAL, PUBLIC, BOOKING, FIDELITY). */
export function useVendorSettings() {
  const claims = useAtomValue(claimsAtom);
  const vendorId = claims?.vendorId ?? 0;
  const query = useQuery(SETTINGS_VENDOR_QUERY, {
    variables: { id: vendorId },
    skip: !vendorId,
    fetchPolicy: 'cache-and-network',
  });
  const [mutate] = useMutation(UPDATE_VENDOR_MUTATION);
  const client = useApolloClient();
  const save = async (
    scope: VendorScope,
    input: VendorInput,
    rename?: (field: string) => string,
  ): Promise<SubmitOutcome> => {
    const { data, error } = await mutate({ variables: { id: vendorId, scope, input } });
    const outcome = configOutcome(data?.updateVendor, ['Vendor'], error, rename);
    // §4 "Vendor save": the form takes the returned data.
    if (outcome.ok) await client.refetchQueries({ include: ['SettingsVendor', 'SidebarData', 'OnboardingStatus'] });
    return outcome;
  };
  return {
    vendorId,
    vendor: query.data?.vendor ?? null,
    loading: query.loading,
    error: query.error,
    refetch: query.refetch,
    save,
  };
}

/** Spec §5 uniqueness of the vendor's name, e-mail, public name or phone (other vendors only), 300 ms debounce. */
export function useVendorTaken(field: 'email' | 'name' | 'publicName' | 'phone', vendorId: number) {
  const client = useApolloClient();
  const { t } = useTranslation();
  return useMemo(
    () =>
      debouncedUnique(
        async (value) =>
          (
            await client.query({
              query: VENDOR_TAKEN_QUERY,
              variables: { id: vendorId, [field]: value },
              fetchPolicy: 'network-only',
            })
          ).data?.vendors.items ?? [],
        (value) => t('validation.valueAlreadyRegistered', { ns: 'forms', value }),
      ),
    [client, field, vendorId, t],
  );
}

/** The slug is free when no vendor or only this one has it. */
export function useSlugTaken(vendorId: number) {
  const client = useApolloClient();
  const { t } = useTranslation();
  return useMemo(
    () =>
      debouncedUnique(
        async (value) => {
          const found = (
            await client.query({ query: VENDOR_SLUG_QUERY, variables: { slug: value }, fetchPolicy: 'network-only' })
          ).data?.vendorBySlug;
          return found && found.id !== vendorId ? [found] : [];
        },
        (value) => t('validation.valueAlreadyRegistered', { ns: 'forms', value }),
      ),
    [client, vendorId, t],
  );
}
