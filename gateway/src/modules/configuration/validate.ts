// Configuration-specific input checks; the field rules themselves are @salon/shared's, and
// parsing is lib/validate.ts's parseInput.
import { rule, trimmedText } from '@salon/shared';
import moment from 'moment-timezone';
import type { Lang } from '../../lib/i18n.ts';
import { invalid } from '../../lib/validate.ts';
import { m } from './configuration.messages.ts';

/** A known IANA time zone (the web has no time zone database, so this one stays on the server). */
export const timezone = () => rule(trimmedText(), 'timezone', (v) => moment.tz.zone(v) != null);

/** Throws when some ids are not rows of the viewer's vendor (lookup goes through ctx.vendorDb()). */
export async function ensureIds(
  lang: Lang,
  field: string,
  ids: readonly number[] | null | undefined,
  lookup: (ids: number[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const unique = [...new Set(ids ?? [])];
  if (!unique.length) return [];
  const found = new Set((await lookup(unique)).map((r) => r.id));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length) throw invalid(lang, field, 'invalid', {}, m(lang, 'unknownIds', { ids: missing.join(', ') }));
  return unique;
}

/** True for a unique-constraint violation (SQLSTATE 23505 / Prisma P2002), however wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  const text = `${(error as { code?: string })?.code ?? ''} ${(error as Error)?.message ?? ''}`;
  return /P2002|23505|unique constraint/i.test(text);
}

/** Lower-case, accent-free, hyphenated slug of a name. */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'x'
  );
}
