import { describe, expect, it } from 'vitest';
import { escapeText, fold, icalendar, utc } from '../ical.ts';

/** Unfolds and splits an iCalendar text into [name, value] content lines (RFC 5545 §3.1). */
export function parseIcal(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
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

describe('iCalendar writer', () => {
  it('writes a calendar whose events parse back, with UTC instants and escaped text', () => {
    const text = icalendar(
      'Sophie Martin',
      [
        {
          uid: 'event-1@x',
          start: new Date('2026-03-29T11:00:00+02:00'),
          end: new Date('2026-03-29T11:45:00+02:00'),
          summary: 'Coupe, brushing; couleur',
          description: 'ligne 1\nligne 2 \\ fin',
          location: 'Lausanne Centre, Rue de Bourg 12',
        },
      ],
      new Date('2026-03-01T00:00:00Z'),
    );
    const lines = parseIcal(text);
    const get = (name: string) => lines.find(([n]) => n === name)?.[1];
    expect(lines[0]).toEqual(['BEGIN', 'VCALENDAR']);
    expect(lines.at(-1)).toEqual(['END', 'VCALENDAR']);
    expect(get('VERSION')).toBe('2.0');
    expect(get('PRODID')).toBeTruthy();
    expect(get('DTSTART')).toBe('20260329T090000Z');
    expect(get('DTEND')).toBe('20260329T094500Z');
    expect(get('DTSTAMP')).toBe('20260301T000000Z');
    expect(get('SUMMARY')).toBe('Coupe\\, brushing\\; couleur');
    expect(get('DESCRIPTION')).toBe('ligne 1\\nligne 2 \\\\ fin');
    expect(lines.filter(([n]) => n === 'BEGIN').map(([, v]) => v)).toEqual(['VCALENDAR', 'VEVENT']);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = fold(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('escapes and formats', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(utc(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});
