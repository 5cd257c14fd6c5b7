// The employee's iCalendar feed, written by ical-generator (RFC 5545: escaping, folding, CRLF)
// in the vendor's time zone, with the VTIMEZONE block from timezones-ical-library, so that
// calendar clients show local times that stay right across daylight-saving changes.
import ical, { ICalCalendarMethod } from 'ical-generator';
import moment from 'moment-timezone';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { nowMs } from '../../lib/clock.ts';

export interface IcalEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  /** When the event last changed: clients replace their copy of a newer one. */
  updated?: Date;
}

/** The VTIMEZONE component of an IANA zone, or null when the library does not know it. */
const vtimezone = (zone: string) => tzlib_get_ical_block(zone)[0] || null;

/**
 * A calendar of events: a feed (METHOD:PUBLISH), or with `method: null` a CalDAV object, which
 * RFC 4791 §4.1 forbids to carry a METHOD.
 */
export function icalendar(
  name: string,
  timezone: string,
  events: IcalEvent[],
  now: Date = new Date(nowMs()),
  method: ICalCalendarMethod | null = ICalCalendarMethod.PUBLISH,
): string {
  const calendar = ical({
    name,
    prodId: { company: 'Salon booking', product: 'Employee calendar', language: 'FR' },
    method,
    // Each event names its zone (DTSTART;TZID=...) and the generator adds that zone's VTIMEZONE; no
    // calendar-wide zone, which would write DTSTAMP in local time where RFC 5545 wants UTC.
    timezone: { name: null, generator: vtimezone },
  });
  // Instants as zone-aware moments: written as local times with TZID.
  const local = (date: Date) => moment.tz(date, timezone);
  for (const e of events) {
    calendar.createEvent({
      id: e.uid,
      start: local(e.start),
      end: local(e.end),
      timezone,
      stamp: moment.utc(now),
      lastModified: e.updated ? moment.utc(e.updated) : null,
      summary: e.summary,
      description: e.description ?? null,
      location: e.location ?? null,
    });
  }
  return calendar.toString();
}
