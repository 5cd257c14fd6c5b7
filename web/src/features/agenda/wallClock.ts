// Vendor wall-clock times on the browser's own time-zone data (Intl), so the staff calendar ships
// no date library. The calendar library is fed floating wall-clock strings ("YYYY-MM-DDTHH:mm:ss").

const DAY_MS = 86_400_000;
// Zone offsets change at whole quarter hours (UTC) in every zone: one lookup per quarter hour.
const BUCKET_MS = 900_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, Map<number, number>>();

function formatterOf(timezone: string): Intl.DateTimeFormat {
  let fmt = formatters.get(timezone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timezone, fmt);
  }
  return fmt;
}

/** Offset of the zone from UTC at an instant, in ms (Zurich in winter: 3,600,000). */
export function zoneOffset(instant: number, timezone: string): number {
  const bucket = Math.floor(instant / BUCKET_MS);
  let zone = offsets.get(timezone);
  if (!zone) {
    zone = new Map();
    offsets.set(timezone, zone);
  }
  const known = zone.get(bucket);
  if (known !== undefined) return known;
  const at = bucket * BUCKET_MS;
  const p: Record<string, number> = {};
  for (const part of formatterOf(timezone).formatToParts(at)) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour % 24, p.minute, p.second) - at;
  zone.set(bucket, offset);
  return offset;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** A wall-clock string read as if it were UTC (ms), or NaN. */
export function wallAsUtc(wall: string): number {
  const m = WALL.exec(wall);
  if (!m) return Number.NaN;
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
}

/** The floating wall-clock string of a UTC-read time. */
export const utcAsWall = (ms: number): string => new Date(ms).toISOString().slice(0, 19);

/** Wall-clock time of an instant in the zone. */
export function wallOfInstant(instant: number, timezone: string): string {
  return utcAsWall(instant + zoneOffset(instant, timezone));
}

/**
 * The instant of a wall-clock time in the zone. A time skipped by the spring change moves forward
 * by the gap (02:30 → 03:30); an ambiguous autumn time takes the first (summer) offset.
 */
export function instantOfWall(wall: string, timezone: string): number {
  const asUtc = wallAsUtc(wall);
  if (Number.isNaN(asUtc)) return Number.NaN;
  // At most one change within a day: the offsets a day before and after are the two candidates.
  const before = asUtc - zoneOffset(asUtc - DAY_MS, timezone);
  const after = asUtc - zoneOffset(asUtc + DAY_MS, timezone);
  const valid = [before, after].filter((c) => c + zoneOffset(c, timezone) === asUtc);
  if (valid.length > 0) return Math.min(...valid);
  return before; // in the gap: the offset before the change, i.e. later on the clock
}
