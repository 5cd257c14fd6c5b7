// Reading busy times from calendar objects: zones (described, or named only), floating and all-day
// times in the vendor's zone across a DST change, recurring events with an exception, free and
// cancelled events left out, and our own written bookings never read back as busy. The password
// cipher binds its row and refuses another key.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from '../../../lib/secret-box.ts';
import { bookingObject, bookingUid, busyIntervals } from '../caldav.ical.ts';

const TZ = 'Europe/Zurich';
const cal = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
const vevent = (...lines: string[]) =>
  ['BEGIN:VEVENT', 'DTSTAMP:20270101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
const iso = (list: [number, number][]) => list.map(([s, e]) => [new Date(s).toISOString(), new Date(e).toISOString()]);
const window = { start: new Date('2027-03-20T00:00:00Z'), end: new Date('2027-04-10T00:00:00Z') };

describe('busy intervals of calendar objects', () => {
  it('reads named zones without VTIMEZONE, UTC, floating and all-day times across the spring DST change', () => {
    const busy = busyIntervals(
      [
        // 27 March (winter time, UTC+1) and 29 March (summer time, UTC+2), by zone name only.
        cal(vevent('UID:a', 'DTSTART;TZID=Europe/Zurich:20270327T100000', 'DTEND;TZID=Europe/Zurich:20270327T110000')),
        cal(vevent('UID:b', 'DTSTART;TZID=Europe/Zurich:20270329T100000', 'DTEND;TZID=Europe/Zurich:20270329T110000')),
        cal(vevent('UID:c', 'DTSTART:20270330T080000Z', 'DTEND:20270330T083000Z')),
        // Floating: the vendor's zone.
        cal(vevent('UID:d', 'DTSTART:20270331T090000', 'DTEND:20270331T093000')),
        // All day on the DST day: 23 hours from local midnight.
        cal(vevent('UID:e', 'DTSTART;VALUE=DATE:20270328', 'DTEND;VALUE=DATE:20270329')),
      ],
      window,
      TZ,
    );
    expect(iso(busy)).toEqual([
      ['2027-03-27T09:00:00.000Z', '2027-03-27T10:00:00.000Z'],
      ['2027-03-27T23:00:00.000Z', '2027-03-28T22:00:00.000Z'],
      ['2027-03-29T08:00:00.000Z', '2027-03-29T09:00:00.000Z'],
      ['2027-03-30T08:00:00.000Z', '2027-03-30T08:30:00.000Z'],
      ['2027-03-31T07:00:00.000Z', '2027-03-31T07:30:00.000Z'],
    ]);
  });

  it('expands a weekly event in local time across the change, with a moved occurrence and one cancelled', () => {
    const busy = busyIntervals(
      [
        cal(
          vevent(
            'UID:yoga',
            'DTSTART;TZID=Europe/Zurich:20270323T180000',
            'DTEND;TZID=Europe/Zurich:20270323T190000',
            'RRULE:FREQ=WEEKLY;COUNT=4',
            'EXDATE;TZID=Europe/Zurich:20270406T180000',
          ),
          vevent(
            'UID:yoga',
            'RECURRENCE-ID;TZID=Europe/Zurich:20270330T180000',
            'DTSTART;TZID=Europe/Zurich:20270330T200000',
            'DTEND;TZID=Europe/Zurich:20270330T210000',
          ),
        ),
      ],
      window,
      TZ,
    );
    expect(iso(busy)).toEqual([
      ['2027-03-23T17:00:00.000Z', '2027-03-23T18:00:00.000Z'],
      ['2027-03-30T18:00:00.000Z', '2027-03-30T19:00:00.000Z'],
    ]);
  });

  it('leaves out free, cancelled and our own events, and clips to the window', () => {
    const own = bookingObject(
      {
        bookingId: 7,
        employeeId: 3,
        start: new Date('2027-03-25T08:00:00Z'),
        end: new Date('2027-03-25T09:00:00Z'),
        summary: 'Coupe',
      },
      TZ,
      new Date('2027-03-01T00:00:00Z'),
    );
    expect(own).toContain(`UID:${bookingUid(7, 3)}`);
    expect(own).toContain('DTSTART;TZID=Europe/Zurich:20270325T090000');
    const busy = busyIntervals(
      [
        own,
        cal(vevent('UID:f', 'TRANSP:TRANSPARENT', 'DTSTART:20270325T100000Z', 'DTEND:20270325T110000Z')),
        cal(vevent('UID:g', 'STATUS:CANCELLED', 'DTSTART:20270325T120000Z', 'DTEND:20270325T130000Z')),
        cal(vevent('UID:h', 'DTSTART:20270319T220000Z', 'DTEND:20270320T020000Z')),
        'not a calendar',
      ],
      window,
      TZ,
    );
    expect(iso(busy)).toEqual([['2027-03-20T00:00:00.000Z', '2027-03-20T02:00:00.000Z']]);
  });
});

describe('calendar password cipher', () => {
  it('round-trips, binds the row, and refuses another key', () => {
    const key = randomBytes(32);
    const stored = encryptSecret(key, 'app-password', 'calendar:1:2');
    expect(stored).not.toContain('app-password');
    expect(decryptSecret(key, stored, 'calendar:1:2')).toBe('app-password');
    expect(decryptSecret(key, stored, 'calendar:1:3')).toBeNull();
    expect(decryptSecret(randomBytes(32), stored, 'calendar:1:2')).toBeNull();
    expect(encryptSecret(key, 'app-password', 'calendar:1:2')).not.toBe(stored);
  });
});
