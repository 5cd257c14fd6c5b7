import { collectionUrl } from '../../lib/urls.ts';

/** The list, optionally with a side panel open (spec §2 "Side panels"). */
export const timetablesUrl = (panel?: { name: string; id?: string | number }): string =>
  collectionUrl('/timetables', panel);
