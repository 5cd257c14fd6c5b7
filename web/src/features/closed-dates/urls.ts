import { collectionUrl } from '../../lib/urls.ts';

/** The list, optionally with a side panel open (spec §2 "Side panels"). */
export const closedDatesUrl = (panel?: { name: string; id?: string | number }): string =>
  collectionUrl('/closed-dates', panel);
