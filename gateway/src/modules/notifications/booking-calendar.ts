// A booking as a calendar entry: the `.ics` attached to its e-mails (METHOD REQUEST, the same UID
// each time, a higher SEQUENCE after a move; METHOD CANCEL when it is cancelled), and the
// "add to calendar" links of Google Calendar and Outlook.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import moment from 'moment-timezone';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { now } from '../../lib/clock.ts';

export interface CalendarBooking {
  /** Stable across moves: the UID of the entry. */
  uid: string;
  /** Raised by each change the calendar must apply (a move, the cancellation). */
  sequence: number;
  start: Date;
  end: Date;
  timezone: string;
  summary: string;
  description: string;
  location: string;
  url?: string;
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string } | null;
}

const vtimezone = (zone: string) => tzlib_get_ical_block(zone)[0] || null;

export function bookingUid(bookingId: number, publicBase: string): string {
  return `booking-${bookingId}@${new URL(publicBase).hostname}`;
}

export function bookingIcs(b: CalendarBooking, method: 'REQUEST' | 'CANCEL' | 'PUBLISH'): string {
  const calendar = ical({
    prodId: { company: 'Salon booking', product: 'Booking', language: 'FR' },
    method: ICalCalendarMethod[method],
    timezone: { name: null, generator: vtimezone },
  });
  const local = (date: Date) => moment.tz(date, b.timezone);
  calendar.createEvent({
    id: b.uid,
    sequence: b.sequence,
    start: local(b.start),
    end: local(b.end),
    timezone: b.timezone,
    stamp: moment.utc(now()),
    summary: b.summary,
    description: b.description,
    location: b.location,
    url: b.url ?? null,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: b.organizer,
    attendees: b.attendee ? [{ name: b.attendee.name, email: b.attendee.email, rsvp: false }] : [],
  });
  return calendar.toString();
}

const compact = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Google Calendar's "create event" link. */
export function googleCalendarUrl(b: Pick<CalendarBooking, 'summary' | 'description' | 'location' | 'start' | 'end'>) {
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', b.summary);
  url.searchParams.set('dates', `${compact(b.start)}/${compact(b.end)}`);
  url.searchParams.set('details', b.description);
  url.searchParams.set('location', b.location);
  return url.toString();
}

/** Outlook on the web's "new event" link. */
export function outlookCalendarUrl(b: Pick<CalendarBooking, 'summary' | 'description' | 'location' | 'start' | 'end'>) {
  const url = new URL('https://outlook.live.com/calendar/0/action/compose');
  url.searchParams.set('path', '/calendar/action/compose');
  url.searchParams.set('rru', 'addevent');
  url.searchParams.set('subject', b.summary);
  url.searchParams.set('startdt', b.start.toISOString());
  url.searchParams.set('enddt', b.end.toISOString());
  url.searchParams.set('body', b.description);
  url.searchParams.set('location', b.location);
  return url.toString();
}

/** A map search of an address. */
export const mapUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
