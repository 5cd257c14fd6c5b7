import moment from 'moment-timezone';
import latest from 'moment-timezone/data/packed/latest.json';
import { describe, expect, it } from 'vitest';

// The app bundles a trimmed zone set (vite.config.ts); every IANA name must still resolve.
describe('bundled time zone data', () => {
  it('knows every zone and alias of the full data set', () => {
    const names = [...latest.zones.map((z) => z.split('|')[0]), ...latest.links.map((l) => l.split('|')[1])];
    expect(names.filter((name) => moment.tz.zone(name) === null)).toEqual([]);
  });

  it('keeps DST rules for aliases of a linked zone', () => {
    expect(moment.tz('2026-03-29T01:30:00Z', 'Europe/Zurich').format()).toBe('2026-03-29T03:30:00+02:00');
    expect(moment.tz('2026-10-25T01:30:00Z', 'Europe/Vaduz').format()).toBe('2026-10-25T02:30:00+01:00');
    expect(moment.tz('2045-07-01T12:00:00Z', 'America/New_York').format()).toBe('2045-07-01T08:00:00-04:00');
  });
});
