import { apolloClient } from '../../lib/apollo.ts';
import { authStore, getClaims, isStaff } from '../../lib/auth.ts';
import { DEFAULT_TIMEZONE } from '../../lib/zonedTime.ts';
import { today } from '../../lib/calendar.ts';
import { agendaSettingsAtom } from '../../lib/persisted.ts';
import { loadAgendaBackground } from './backgroundStore.ts';
import { datesShown, instantsOf } from './agendaMapping.ts';
import { loadAgendaEvents } from './eventsStore.ts';
import { AGENDA_SETUP_QUERY } from './operations.ts';

// The calendar's data asked for while the screen's code is still loading: the router calls this
// with the route's lazy import, so the queries leave at the first paint of the shell instead of
// after the page has rendered once. Same queries and variables as the page's, in the default zone
// (a vendor in another zone fetches its own range once the page knows it).

const DATE_PARAM = /^\d{4}-\d{2}-\d{2}$/;

export function prefetchAgenda(search: string = window.location.search): Promise<unknown> {
  const claims = getClaims();
  if (!claims?.vendorId || !isStaff(claims)) return Promise.resolve();
  const settings = authStore.get(agendaSettingsAtom);
  const params = new URLSearchParams(search);
  const viewType = params.get('viewType') ?? settings.viewType;
  const dateParam = params.get('date');
  const date = dateParam && DATE_PARAM.test(dateParam) ? dateParam : (settings.selectedDate ?? today(DEFAULT_TIMEZONE));
  const { first, last } = datesShown(settings.displayType ?? 'planning', date);
  const range = instantsOf(first, last, DEFAULT_TIMEZONE);
  const ignore = () => undefined; // the page shows its own errors when it asks again
  const setup = apolloClient
    .query({ query: AGENDA_SETUP_QUERY, variables: { vendorId: claims.vendorId } })
    .catch(ignore);
  // The page that mounts uses this answer (or waits for it) instead of asking again (eventsStore.ts).
  const events = loadAgendaEvents(apolloClient, range);
  // The working-time background of the team (one person's needs the columns first).
  if (viewType === 'employee' && settings.viewMode === 'team' && settings.displayType !== 'planning') {
    void loadAgendaBackground(apolloClient, { from: first, to: last, employeeIds: null });
  }
  // Settled once the columns and the blocks are in (or failed): the route waits a little for them.
  return Promise.all([setup, events]);
}
