import { useQuery } from '@apollo/client/react';
import { useAtomValue } from 'jotai';
import { graphql } from '../gql/index.ts';
import { claimsAtom } from './auth.ts';
import { DEFAULT_TIMEZONE } from './zonedTime.ts';
import { DEFAULT_LANGUAGE, type SupportedLanguage } from './languages.ts';

const VENDOR_ZONE_QUERY = graphql(`
  query MoneyVendorZone($id: Int!) {
    vendor(id: $id) {
      id
      timezone
      defaultLanguage
    }
  }
`);

function useViewerVendor() {
  const claims = useAtomValue(claimsAtom);
  const vendorId = claims?.vendorId ?? null;
  const { data } = useQuery(VENDOR_ZONE_QUERY, {
    variables: { id: vendorId ?? 0 },
    skip: vendorId == null,
    fetchPolicy: 'cache-first',
  });
  return data?.vendor;
}

/** The staff viewer's vendor time zone: dates and times of the money screens are shown in it. */
export function useVendorZone(): string {
  return useViewerVendor()?.timezone ?? DEFAULT_TIMEZONE;
}

/** The staff viewer's vendor default language: the one its own texts (service names...) are written in first. */
export function useVendorLanguage(): SupportedLanguage {
  return useViewerVendor()?.defaultLanguage ?? DEFAULT_LANGUAGE;
}
