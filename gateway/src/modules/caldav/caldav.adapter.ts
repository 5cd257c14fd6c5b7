// The CalDAV adapter (tsdav). The sync speaks to calendars through `CalendarAdapter` only, so an
// OAuth provider (Google Calendar, Microsoft Graph) can be another adapter behind the same
// interface; those need public OAuth callbacks and are not built.
import { createDAVClient, type DAVCalendar } from 'tsdav';
import { guardedFetch } from './caldav.fetch.ts';

export interface CalendarAccount {
  serverUrl: string;
  calendarUrl?: string | null;
  username: string;
  password: string;
  allowPrivate: boolean;
}

export interface CalendarInfo {
  url: string;
  name: string;
}

export interface CalendarAdapter {
  /** The calendars of the account that hold events. */
  calendars(): Promise<CalendarInfo[]>;
  /** Writes (creates or replaces) the object `filename` in the calendar; returns its address. */
  put(calendarUrl: string, filename: string, ics: string): Promise<string>;
  /** Removes an object; an object already gone is not an error. */
  remove(url: string): Promise<void>;
  /** The iCalendar text of every object with an event in [start, end). */
  objects(calendarUrl: string, start: Date, end: Date): Promise<string[]>;
}

export class CalendarAuthError extends Error {}

const slash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

async function ensureOk(response: Response, what: string, okStatuses: number[] = []) {
  if (response.ok || okStatuses.includes(response.status)) return;
  if (response.status === 401 || response.status === 403)
    throw new CalendarAuthError(`${what}: HTTP ${response.status}`);
  throw new Error(`${what}: HTTP ${response.status}`);
}

export async function caldavAdapter(account: CalendarAccount): Promise<CalendarAdapter> {
  const fetch = guardedFetch(account.allowPrivate);
  let client: Awaited<ReturnType<typeof createDAVClient>>;
  try {
    client = await createDAVClient({
      serverUrl: account.serverUrl,
      credentials: { username: account.username, password: account.password },
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
      fetch,
    });
  } catch (error) {
    const text = String((error as Error)?.message ?? error);
    if (/401|403|unauthori[sz]ed|forbidden/i.test(text)) throw new CalendarAuthError(text);
    throw error;
  }
  const calendar = (url: string) => ({ url: slash(url) }) as DAVCalendar;
  return {
    async calendars() {
      const list = await client.fetchCalendars();
      return list
        .filter((c) => !c.components?.length || c.components.includes('VEVENT'))
        .map((c) => ({ url: slash(c.url), name: typeof c.displayName === 'string' ? c.displayName : '' }));
    },
    async put(calendarUrl, filename, ics) {
      const url = new URL(filename, slash(calendarUrl)).href;
      const response = await client.updateObject({
        url,
        data: ics,
        headers: { 'content-type': 'text/calendar; charset=utf-8' },
      });
      await ensureOk(response, 'writing the event');
      return url;
    },
    async remove(url) {
      const response = await client.deleteObject({ url });
      await ensureOk(response, 'removing the event', [404, 410]);
    },
    async objects(calendarUrl, start, end) {
      const objects = await client.fetchCalendarObjects({
        calendar: calendar(calendarUrl),
        timeRange: { start: start.toISOString(), end: end.toISOString() },
      });
      return objects.map((o) => (typeof o.data === 'string' ? o.data : '')).filter(Boolean);
    },
  };
}
