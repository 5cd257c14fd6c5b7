// The public directory behind the home page (spec §2 "/" Book): the public, open locations of live
// vendors, searched by vendor or location name, city, zip, the vendor's category and region (its
// settings, spec §3) or the name (in any language) of a service offered there, and filtered by
// category and region; and each location's opening hours, the union of its employees' current
// recurring timetables.
import type { Context } from '../../context.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { PAGE_SIZES, paginate } from '../common/index.ts';
import { nowMs } from '../../lib/clock.ts';
import { todayIn } from '../../scheduling/calendar.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One search word: accent- and case-insensitive, on the names, the place or a service offered there. */
function wordCondition(word: string): Prisma.Sql {
  const pattern = `%${escapeLike(word.toLowerCase())}%`;
  return Prisma.sql`(
    unaccent(lower(v."publicName" || ' ' || l."name" || ' ' || l."city" || ' ' || l."zip" || ' '
      || coalesce(v."category", '') || ' ' || coalesce(v."regionName", ''))) LIKE unaccent(${pattern})
    OR EXISTS (
      SELECT 1 FROM "Service" s JOIN "ServiceTranslation" st ON st."serviceId" = s."id"
      WHERE s."vendorId" = v."id" AND s."deletedAt" IS NULL
        AND unaccent(lower(st."name")) LIKE unaccent(${pattern})
        AND (
          NOT EXISTS (SELECT 1 FROM "ServiceWorkplace" sw WHERE sw."serviceId" = s."id")
          OR EXISTS (
            SELECT 1 FROM "ServiceWorkplace" sw JOIN "Workplace" w ON w."id" = sw."workplaceId"
            WHERE sw."serviceId" = s."id" AND w."locationId" = l."id"
          )
        )
    )
  )`;
}

/** The locations the directory lists: public, open and undeleted, of live vendors. */
function listed(): Prisma.Sql {
  // Spec §4: a location is open when closed_from is empty or after today in its vendor's time zone
  // (as isLocationOpen).
  const now = new Date(nowMs());
  return Prisma.sql`v."liveMode" = true AND l."isPublic" = true AND l."deletedAt" IS NULL
    AND (l."closedFrom" IS NULL OR l."closedFrom" > (${now}::timestamptz AT TIME ZONE v."timezone")::date)`;
}

const FROM = Prisma.sql`FROM "Location" l JOIN "Vendor" v ON v."id" = l."vendorId"`;
/** A category or region as typed by vendors: compared without case, accents or outer spaces. */
const folded = (column: Prisma.Sql) => Prisma.sql`unaccent(lower(btrim(${column})))`;
const sameAs = (column: Prisma.Sql, value: string | null | undefined) =>
  value?.trim() ? Prisma.sql`AND ${folded(column)} = unaccent(lower(${value.trim()}))` : Prisma.empty;

export async function searchDirectory(
  ctx: Context,
  args: {
    search?: string | null;
    category?: string | null;
    region?: string | null;
    page?: number | null;
    limit?: number | null;
  },
) {
  const words = (args.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 6);
  const where = Prisma.sql`${listed()}
    ${sameAs(Prisma.sql`v."category"`, args.category)} ${sameAs(Prisma.sql`v."regionName"`, args.region)}
    ${words.length ? Prisma.sql`AND ${Prisma.join(words.map(wordCondition), ' AND ')}` : Prisma.empty}`;
  const from = FROM;
  return paginate(
    args,
    PAGE_SIZES.default,
    async () => {
      const [row] = await ctx.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n ${from} WHERE ${where}`;
      return row?.n ?? 0;
    },
    async ({ skip, take }) => {
      const ids = await ctx.prisma.$queryRaw<{ id: number }[]>`SELECT l."id" ${from} WHERE ${where}
        ORDER BY lower(v."publicName"), lower(l."name"), l."id" LIMIT ${take} OFFSET ${skip}`;
      const rows = await ctx.prisma.location.findMany({ where: { id: { in: ids.map((r) => r.id) } } });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((r) => byId.get(r.id)).filter((r) => r !== undefined);
    },
  );
}

/** The categories and regions of the vendors listed, each once (as first written), in order. */
export async function directoryFilters(ctx: Context): Promise<{ categories: string[]; regions: string[] }> {
  const distinct = async (column: Prisma.Sql) => {
    const rows = await ctx.prisma.$queryRaw<{ value: string }[]>`
      SELECT min(btrim(${column})) AS value ${FROM}
      WHERE ${listed()} AND btrim(coalesce(${column}, '')) <> ''
      GROUP BY ${folded(column)} ORDER BY ${folded(column)}`;
    return rows.map((r) => r.value);
  };
  return { categories: await distinct(Prisma.sql`v."category"`), regions: await distinct(Prisma.sql`v."regionName"`) };
}

export interface OpeningRange {
  start: number;
  end: number;
}
export interface OpeningDay {
  weekday: number;
  ranges: OpeningRange[];
}

/** Merges overlapping or touching minute ranges. */
export function mergeRanges(ranges: readonly OpeningRange[]): OpeningRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: OpeningRange[] = [];
  for (const r of sorted) {
    const last = merged.at(-1);
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}

/** Weekdays 1 (Monday) to 7 with the union of the current recurring timetables' ranges at the location. */
export async function openingHours(ctx: Context, location: { id: number; vendorId: number }): Promise<OpeningDay[]> {
  const vendor = await ctx.prisma.vendor.findUniqueOrThrow({
    where: { id: location.vendorId },
    select: { timezone: true },
  });
  const today = todayIn(vendor.timezone);
  const timetables = await ctx.prisma.timetable.findMany({
    where: {
      vendorId: location.vendorId,
      type: 'RECURRING',
      validFrom: { lte: today },
      employee: { deletedAt: null },
    },
    orderBy: [{ employeeId: 'asc' }, { validFrom: 'desc' }],
    select: { employeeId: true, ranges: { where: { locationId: location.id } } },
  });
  // The latest valid_from on or before today is each employee's current timetable.
  const seen = new Set<number>();
  const byDay = new Map<number, OpeningRange[]>();
  for (const timetable of timetables) {
    if (seen.has(timetable.employeeId)) continue;
    seen.add(timetable.employeeId);
    for (const r of timetable.ranges) {
      byDay.set(r.weekday, [...(byDay.get(r.weekday) ?? []), { start: r.startMinute, end: r.endMinute }]);
    }
  }
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ranges: mergeRanges(byDay.get(weekday) ?? []) }));
}
