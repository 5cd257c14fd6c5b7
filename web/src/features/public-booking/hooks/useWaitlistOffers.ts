import { useEffect, useState } from 'react';
import { getToken } from '../../../lib/auth.ts';
import { WAITLIST_OFFERED_SUBSCRIPTION } from '../operations.ts';

/** ws(s)://<same host>/graphql (lib/subscriptions.ts brings Apollo along: not on the public path). */
const websocketUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;

/**
 * While `listening`, the customer's waitlist offers as they are made (the e-mail follows): the token
 * of the latest one, for its offer page. graphql-ws loads only once a customer joined.
 */
export function useWaitlistOffers(listening: boolean): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    if (!listening) return;
    let closed = false;
    let close = () => {};
    void import('graphql-ws').then(({ createClient }) => {
      if (closed) return;
      const client = createClient({
        url: websocketUrl(),
        retryAttempts: Number.POSITIVE_INFINITY,
        shouldRetry: () => true,
        connectionParams: () => {
          const current = getToken();
          return current ? { authorization: `Bearer ${current}` } : {};
        },
      });
      const unsubscribe = client.subscribe<{ waitlistOffered: { entryId: number; token: string } }>(
        { query: String(WAITLIST_OFFERED_SUBSCRIPTION) },
        {
          next: (result) => {
            const offer = result.data?.waitlistOffered;
            if (offer) setToken(offer.token);
          },
          error: () => {},
          complete: () => {},
        },
      );
      close = () => {
        unsubscribe();
        void client.dispose();
      };
    });
    return () => {
      closed = true;
      close();
    };
  }, [listening]);
  return token;
}
