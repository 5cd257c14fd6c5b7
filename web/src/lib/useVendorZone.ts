import { useQuery } from '@apollo/client/react';
import { useAtomValue } from 'jotai';
import { graphql } from '../gql/index.ts';
import { claimsAtom } from './auth.ts';
import { DEFAULT_TIMEZONE } from './format.ts';

const VENDOR_ZONE_QUERY = graphql(`
  query MoneyVendorZone($id: Int!) {
    vendor(id: $id) {
      id
      timezone
    }
  }
`);

/** The staff viewer's vendor time zone: dates and times of the money screens are shown in it. */
export function useVendorZone(): string {
  const claims = useAtomValue(claimsAtom);
  const vendorId = claims?.vendorId ?? null;
  const { data } = useQuery(VENDOR_ZONE_QUERY, {
    variables: { id: vendorId ?? 0 },
    skip: vendorId == null,
    fetchPolicy: 'cache-first',
  });
  return data?.vendor?.timezone ?? DEFAULT_TIMEZONE;
}
