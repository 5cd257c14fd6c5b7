import { useQuery } from '@apollo/client/react';
import { useAtomValue } from 'jotai';
import { graphql } from '../gql/index.ts';
import { claimsAtom } from './auth.ts';

// The vendor's live mode alone: answered from the cache the sidebar filled (same Vendor entity).
const VENDOR_LIVE_QUERY = graphql(`
  query VendorLive($vendorId: Int!) {
    vendor(id: $vendorId) {
      id
      liveMode
    }
  }
`);

/**
 * Spec §4: new bookings only in live mode. True when the signed-in staff's vendor is live, false
 * while it is not, null while unknown (the new-booking actions wait rather than flash).
 */
export function useVendorLive(): boolean | null {
  const vendorId = useAtomValue(claimsAtom)?.vendorId ?? 0;
  const { data } = useQuery(VENDOR_LIVE_QUERY, { variables: { vendorId }, skip: !vendorId });
  return data?.vendor ? data.vendor.liveMode : null;
}
