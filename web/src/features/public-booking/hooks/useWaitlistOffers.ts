import { useEffect, useState } from 'react';
import { getToken } from '../../../lib/auth.ts';
import { subscribeLight } from '../lightSubscription.ts';
import { WAITLIST_OFFERED_SUBSCRIPTION } from '../operations.ts';

/**
 * While `listening`, the customer's waitlist offers as they are made (the e-mail follows): the token
 * of the latest one, for its offer page. graphql-ws loads only once a customer joined.
 */
export function useWaitlistOffers(listening: boolean): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    if (!listening) return;
    return subscribeLight<{ waitlistOffered: { entryId: number; token: string } | null }>({
      query: String(WAITLIST_OFFERED_SUBSCRIPTION),
      connectionParams: () => {
        const current = getToken();
        return current ? { authorization: `Bearer ${current}` } : {};
      },
      next: (data) => {
        if (data.waitlistOffered) setToken(data.waitlistOffered.token);
      },
    });
  }, [listening]);
  return token;
}
