// iCalendar both ways. Out: one booking of one employee as a calendar object (ical-generator,
// through the employee feed's writer), with a stable UID per booking and employee. In: the busy
// intervals of a calendar's objects (ical.js), recurring events expanded, cancelled and
// transparent (free) events left out, our own objects left out. Times with a TZID are read in
// that zone (the object's VTIMEZONE, or the IANA zone from timezones-ical-library when the object
// has none); floating times and all-day events are read in the vendor's time zone, so a day off
// on a DST day lasts 23 or 25 hours.
import ICAL from 'ical.js';
import moment from 'moment-timezone';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { icalendar } from '../employees/index.ts';

const UID_PREFIX = 'salon-booking-';
const UID_DOMAIN = '@salon-booking';

export const bookingUid = (bookingId: number, employeeId: number) =>
  `${UID_PREFIX}${bookingId}-e${employeeId}${UID_DOMAIN}`;
export const bookingFilename = (bookingId: number, employeeId: number) =>
  `${UID_PREFIX}${bookingId}-e${employeeId}.ics`;
const isOwnUid = (uid: string) => uid.startsWith(UID_PREFIX) && uid.endsWith(UID_DOMAIN);

export interface PushedBooking {
  bookingId: number;
  employeeId: number;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
}

/** The calendar object of a booking (one VEVENT), stored on a CalDAV server: no METHOD (RFC 4791 §4.1). */
export function bookingObject(b: PushedBooking, timezone: string, now: Date): string {
  return icalendar(
    '',
    timezone,
    [
      {
        uid: bookingUid(b.bookingId, b.employeeId),
        start: b.start,
        end: b.end,
        summary: b.summary,
        description: b.description,
        location: b.location,
        updated: now,
      },
    ],
    now,
    null,
  );
}

function registerZones(root: ICAL.Component) {
  for (const zone of root.getAllSubcomponents('vtimezone')) {
    const tzid = zone.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string' && !ICAL.TimezoneService.has(tzid)) ICAL.TimezoneService.register(zone);
  }
  // Zones named but not described: the IANA definition, when the name is one.
  for (const event of root.getAllSubcomponents('vevent')) {
    for (const prop of [...event.getAllProperties('dtstart'), ...event.getAllProperties('dtend')]) {
      const tzid = prop.getParameter('tzid');
      if (typeof tzid !== 'string' || ICAL.TimezoneService.has(tzid)) continue;
      const block = tzlib_get_ical_block(tzid)[0];
      if (!block) continue;
      const zone = new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\n${block}\r\nEND:VCALENDAR`)).getFirstSubcomponent(
        'vtimezone',
      );
      if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone), tzid);
    }
  }
}

/** An instant in epoch ms; floating and all-day times in the vendor's zone. */
function instant(time: ICAL.Time, timezone: string): number {
  const floating = time.isDate || !time.zone || time.zone === ICAL.Timezone.localTimezone;
  if (!floating) return time.toUnixTime() * 1000;
  const parts = time.isDate
    ? [time.year, time.month - 1, time.day]
    : [time.year, time.month - 1, time.day, time.hour, time.minute, time.second];
  return moment.tz(parts, timezone).valueOf();
}

const MAX_OCCURRENCES = 2000;

/** The busy intervals [start, end) in epoch ms of the objects, clipped to the window. */
export function busyIntervals(
  objects: string[],
  window: { start: Date; end: Date },
  timezone: string,
): [number, number][] {
  const from = window.start.getTime();
  const to = window.end.getTime();
  const out: [number, number][] = [];
  const add = (s: number, e: number) => {
    const start = Math.max(s, from);
    const end = Math.min(e, to);
    if (end > start) out.push([start, end]);
  };
  const free = (c: ICAL.Component) =>
    String(c.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED' ||
    String(c.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT';
  for (const text of objects) {
    let root: ICAL.Component;
    try {
      root = new ICAL.Component(ICAL.parse(text));
    } catch {
      continue;
    }
    registerZones(root);
    const vevents = root.getAllSubcomponents('vevent');
    const masters = vevents.filter((v) => !v.hasProperty('recurrence-id'));
    for (const master of masters) {
      const event = new ICAL.Event(master);
      if (!event.uid || isOwnUid(event.uid)) continue;
      for (const exception of vevents)
        if (
          exception !== master &&
          exception.hasProperty('recurrence-id') &&
          new ICAL.Event(exception).uid === event.uid
        )
          event.relateException(exception);
      if (!event.isRecurring()) {
        if (!free(master)) add(instant(event.startDate, timezone), instant(event.endDate, timezone));
        continue;
      }
      const iterator = event.iterator();
      for (let i = 0, next = iterator.next(); next && i < MAX_OCCURRENCES; i++, next = iterator.next()) {
        const details = event.getOccurrenceDetails(next);
        const start = instant(details.startDate, timezone);
        if (start >= to) break;
        if (free(details.item.component)) continue;
        add(start, instant(details.endDate, timezone));
      }
    }
  }
  return out.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}
