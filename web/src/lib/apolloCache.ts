import { InMemoryCache } from '@apollo/client';
import { possibleTypes } from '../gql/possible-types.ts';

/** The app's cache; tests build theirs the same way so result unions resolve identically. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes,
    typePolicies: {
      // The staff calendar's blocks (hundreds a week) stay whole inside their range's list instead
      // of each being normalised into an entity of its own.
      AgendaEvent: { keyFields: false },
    },
  });
}
