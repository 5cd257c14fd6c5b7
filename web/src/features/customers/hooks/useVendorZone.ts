import { useQuery } from '@apollo/client/react';
import { useAtomValue } from 'jotai';
import { claimsAtom } from '../../../lib/auth.ts';
import { DEFAULT_TIMEZONE } from '../../../lib/format.ts';
import { VENDOR_ZONE_QUERY } from '../operations.ts';

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
