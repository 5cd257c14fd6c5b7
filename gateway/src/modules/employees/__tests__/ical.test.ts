import { describe, expect, it } from 'vitest';
import { icalendar } from '../ical.ts';

/** Unfolds and splits an iCalendar text into [name, value] content lines (RFC 5545 §3.1). */
export function parseIcal(text: string) {
  expect(/[^\r]\n/.test(text)).toBe(false);
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const i = line.indexOf(':');
      return [line.slice(0, i), line.slice(i + 1)] as const;
    });
}

const event = {
  uid: 'event-1@x',
  start: new Date('2026-03-29T11:00:00+02:00'),
  end: new Date('2026-03-29T11:45:00+02:00'),
  summary: `Coupe, brushing; couleur ${'é'.repeat(60)}`,
  description: 'ligne 1\nligne 2 \\ fin',
  location: 'Lausanne Centre, Rue de Bourg 12',
  updated: new Date('2026-02-01T10:00:00Z'),
};

describe('iCalendar feed', () => {
  it('writes local times of the vendor zone with its VTIMEZONE, UTC stamps and escaped text', () => {
    const text = icalendar('Sophie Martin', 'Europe/Zurich', [event], new Date('2026-03-01T00:00:00Z'));
    const lines = parseIcal(text);
    const get = (name: string) => lines.find(([n]) => n === name)?.[1];
    expect(lines[0]).toEqual(['BEGIN', 'VCALENDAR']);
    expect(lines.at(-1)).toEqual(['END', 'VCALENDAR']);
    expect(get('VERSION')).toBe('2.0');
    expect(get('PRODID')).toBe('-//Salon booking//Employee calendar//FR');
    expect(get('METHOD')).toBe('PUBLISH');
    expect(get('X-WR-CALNAME')).toBe('Sophie Martin');
    // 29 March 2026 is the spring-forward day: 11:00 local is 09:00 UTC.
    expect(get('DTSTART;TZID=Europe/Zurich')).toBe('20260329T110000');
    expect(get('DTEND;TZID=Europe/Zurich')).toBe('20260329T114500');
    expect(get('DTSTAMP')).toBe('20260301T000000Z');
    // The event's change time (the VTIMEZONE block has one of its own before it).
    expect(lines.filter(([n]) => n === 'LAST-MODIFIED').at(-1)?.[1]).toBe('20260201T100000Z');
    expect(get('UID')).toBe('event-1@x');
    expect(get('SUMMARY')).toBe(`Coupe\\, brushing\\; couleur ${'é'.repeat(60)}`);
    expect(get('DESCRIPTION')).toBe('ligne 1\\nligne 2 \\\\ fin');
    expect(get('LOCATION')).toBe('Lausanne Centre\\, Rue de Bourg 12');
    // The zone's definition with both daylight-saving rules, once.
    expect(lines.filter(([n, v]) => n === 'BEGIN' && v === 'VTIMEZONE')).toHaveLength(1);
    expect(get('TZID')).toBe('Europe/Zurich');
    expect(lines.filter(([n]) => n === 'RRULE').map(([, v]) => v)).toEqual([
      'FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    ]);
    expect(lines.filter(([n]) => n === 'BEGIN').map(([, v]) => v)).toEqual([
      'VCALENDAR',
      'VTIMEZONE',
      'DAYLIGHT',
      'STANDARD',
      'VEVENT',
    ]);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const text = icalendar('Sophie Martin', 'Europe/Zurich', [event]);
    const physical = text.split('\r\n');
    for (const line of physical) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    expect(text).not.toContain('\uFFFD');
  });

  it('writes winter events with the standard offset', () => {
    const winter = { ...event, start: new Date('2026-01-15T08:30:00Z'), end: new Date('2026-01-15T09:00:00Z') };
    const lines = parseIcal(icalendar('Sophie Martin', 'Europe/Zurich', [winter]));
    expect(lines.find(([n]) => n === 'DTSTART;TZID=Europe/Zurich')?.[1]).toBe('20260115T093000');
  });
});
