// Limits every door of the server shares: length limits of text values by field name (the same
// table bounds REST wire values, GraphQL arguments in gateway/src/app/input-guards.ts, and the
// OpenAPI document's maxLength), the Int range, the date checks and LIKE escaping.

/** Free texts: descriptions, comments, messages, addresses' complements. */
export const LONG_TEXT = 5000;
/** Names, e-mails, cities and every other short text. */
export const SHORT_TEXT = 255;
/** Picture data URLs of the vendor settings. */
export const PICTURE = 2_000_000;

const long = /(description|comment|message|body|note|text|summary|terms|content)s?$/i;

/** Maximum length (in characters) of a text value named `field` (camelCase or snake_case). */
export function stringLimit(field: string): number {
  const name = field.split('.').at(-1) ?? field;
  if (/picture|image|logo/i.test(name)) return PICTURE;
  if (long.test(name.replace(/_/g, ''))) return LONG_TEXT;
  return SHORT_TEXT;
}

export const INT_MIN = -2147483648;
export const INT_MAX = 2147483647;

/** True for a real calendar day "YYYY-MM-DD" (2027-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return d <= days;
}

/** True for "YYYY-MM-DD HH:mm[:ss]" (a wall-clock time) or an ISO 8601 instant with a zone, both real. */
export function isDateTime(value: string): boolean {
  const m =
    /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/.exec(
      value,
    );
  return !!m && isCalendarDate(m[1] ?? '');
}

/** Escapes LIKE wildcards so that a search for "%" finds a percent sign, not everything. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Spec §1, §9: the one public live channel, named after the product: the subscription a public page
 * (the booking page) listens to over its one live connection.
 */
export const PUBLIC_CHANNEL = 'salonbook';

/** Spec §7: the header that names the caller's live connection (its id comes with the connection's ack). */
export const SOCKET_ID_HEADER = 'x-socket-id';
