import { apolloClient } from '../../lib/apollo.ts';
import { authStore, getClaims, isStaff } from '../../lib/auth.ts';
import { DEFAULT_TIMEZONE, today } from '../../lib/format.ts';
import { calendarSettingsAtom } from '../../lib/persisted.ts';
import { datesShown, instantsOf } from './calendarMapping.ts';
import { AGENDA_BACKGROUND_QUERY, AGENDA_EVENTS_QUERY, AGENDA_SETUP_QUERY } from './operations.ts';

// The calendar's data asked for while the screen's code is still loading: the router calls this
// with the route's lazy import, so the queries leave at the first paint of the shell instead of
// after the page has rendered once. Same queries and variables as the page's, in the default zone
// (a vendor in another zone fetches its own range once the page knows it).

const DATE_PARAM = /^\d{4}-\d{2}-\d{2}$/;
const FRESH_MS = 30_000;
interface Prefetch {
  /** When the answer was in the cache; 0 while on its way. */
  at: number;
  done: Promise<unknown>;
}
const prefetched = new Map<string, Prefetch>();
const keyOf = (range: { from: string; to: string }) => `${range.from}/${range.to}`;

/**
 * The prefetch of the range's events, as the page sees it: 'cached' when its answer is in the
 * cache a moment ago, a promise while it is on its way (the page then waits for the cache rather
 * than asking the server and writing the same events a second time), null otherwise. Reading it
 * does not use it up: the page's first render can be thrown away (it suspends while its texts
 * load) and the render that mounts must see the same answer; the mounted page releases it.
 */
export function takePrefetched(
  range: { from: string; to: string },
  now: number = Date.now(),
): 'cached' | Promise<unknown> | null {
  const entry = prefetched.get(keyOf(range));
  if (!entry) return null;
  if (entry.at === 0) return entry.done;
  return now - entry.at < FRESH_MS ? 'cached' : null;
}

/** Called by the mounted page: a later visit asks the server as usual. */
export function releasePrefetched(range: { from: string; to: string }): void {
  prefetched.delete(keyOf(range));
}

export function prefetchAgenda(search: string = window.location.search): void {
  const claims = getClaims();
  if (!claims?.vendorId || !isStaff(claims)) return;
  const settings = authStore.get(calendarSettingsAtom);
  const params = new URLSearchParams(search);
  const viewType = params.get('viewType') ?? settings.viewType;
  const dateParam = params.get('date');
  const date = dateParam && DATE_PARAM.test(dateParam) ? dateParam : (settings.selectedDate ?? today(DEFAULT_TIMEZONE));
  const { first, last } = datesShown(settings.displayType, date);
  const range = instantsOf(first, last, DEFAULT_TIMEZONE);
  const ignore = () => undefined; // the page shows its own errors when it asks again
  void apolloClient.query({ query: AGENDA_SETUP_QUERY, variables: { vendorId: claims.vendorId } }).catch(ignore);
  const key = keyOf(range);
  const entry: Prefetch = { at: 0, done: Promise.resolve() };
  entry.done = apolloClient
    .query({ query: AGENDA_EVENTS_QUERY, variables: range, fetchPolicy: 'network-only' })
    .then(() => {
      entry.at = Date.now();
    });
  entry.done.catch(ignore);
  prefetched.set(key, entry);
  // The working-time background of the team (one person's needs the columns first).
  if (viewType === 'employee' && settings.viewMode === 'team' && settings.displayType !== 'planning') {
    void apolloClient
      .query({ query: AGENDA_BACKGROUND_QUERY, variables: { from: first, to: last, employeeIds: null } })
      .catch(ignore);
  }
}
