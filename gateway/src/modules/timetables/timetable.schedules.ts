// Employees' day schedules over a range (the calendar's working hours) and the locations an
// employee works at without a workplace.
import type { Context } from '../../context.ts';
import {
  addDays,
  buildClosureIndex,
  buildTimetableResolver,
  type DaySchedule,
  formatTimeRange,
  listDates,
  resolveDaySchedule,
  weekday,
} from '../../scheduling/index.ts';
import { employeeWorkLocationIds } from '../employees/index.ts';
import { m } from './timetable.messages.ts';
import { asDate, asEngine, dateKey, parseDate } from './timetable.service.ts';

export interface ScheduleDay extends DaySchedule {
  employeeId: number;
  summary: string;
  ranges: Array<{
    start: string;
    end: string;
    startMinute: number;
    endMinute: number;
    locationId: number;
    location: { id: number; name: string; shortName: string };
    ownCategory: string | null;
    possibleCategories: number[];
    position: number;
  }>;
}

/**
 * The schedule per day (spec §3) of employees over a date range, with closed dates and closed
 * locations applied. One batched load whatever the range.
 */
export async function schedules(ctx: Context, from: string, to: string, employeeIds?: number[] | null) {
  parseDate(ctx, from, 'from');
  parseDate(ctx, to, 'to');
  const dates = listDates(from, to > addDays(from, 366) ? addDays(from, 366) : to);
  const db = ctx.vendorDb();
  const [employees, locations, closedDates] = await Promise.all([
    db.employee.findMany({
      where: { deletedAt: null, ...(employeeIds?.length ? { id: { in: employeeIds } } : {}) },
      include: {
        timetables: { where: { validFrom: { lte: asDate(to) } }, include: { ranges: true } },
        services: { include: { service: { select: { categoryId: true } } } },
      },
      orderBy: [{ lastname: 'asc' }, { firstname: 'asc' }],
    }),
    db.location.findMany(),
    db.closedDate.findMany({
      where: { date: { gte: asDate(from), lte: asDate(to) } },
      include: { locations: { select: { id: true } } },
    }),
  ]);
  const closures = buildClosureIndex(
    locations.map((l) => ({ id: l.id, closedFrom: l.closedFrom ? dateKey(l.closedFrom) : null })),
    closedDates.map((c) => ({ date: dateKey(c.date), locationIds: c.locations.map((l) => l.id) })),
  );
  const byLocation = new Map(locations.map((l) => [l.id, l]));
  const out: ScheduleDay[] = [];
  for (const e of employees) {
    const resolver = buildTimetableResolver(e.timetables.map(asEngine));
    const categories = [...new Set(e.services.map((s) => s.service.categoryId).filter((c): c is number => c != null))];
    const ownCategory = new Map(
      e.timetables.flatMap((tt) =>
        tt.ranges.map((r) => [`${dateKey(tt.validFrom)}|${r.weekday}|${r.startMinute}|${r.locationId}`, r.ownCategory]),
      ),
    );
    for (const date of dates) {
      const isoWeekday = weekday(date);
      const day = resolveDaySchedule(e, resolver, closures, date);
      const found = resolver.timetableFor(date);
      const ranges = day.timeRanges.map((r, position) => {
        const location = byLocation.get(r.locationId)!;
        const rangeWeekday = day.isException ? 0 : isoWeekday;
        return {
          ...formatTimeRange(r),
          startMinute: r.start,
          endMinute: r.end,
          locationId: r.locationId,
          location: { id: location.id, name: location.name, shortName: location.shortName },
          ownCategory: found
            ? (ownCategory.get(`${found.timetable.validFrom}|${rangeWeekday}|${r.start}|${r.locationId}`) ?? null)
            : null,
          possibleCategories: categories,
          position,
        };
      });
      out.push({
        ...day,
        employeeId: e.id,
        ranges,
        summary: ranges.length
          ? ranges.map((r) => `${r.start}–${r.end} ${r.location.shortName}`).join(', ')
          : m(ctx.lang, found ? 'closed' : 'notWorking'),
      });
    }
  }
  return out;
}

/** The locations named by ranges where the employee has no workplace: the employee gets no slot there. */
export async function locationsWithoutWorkplace(
  ctx: Context,
  employeeId: number,
  ranges: readonly { locationId: number }[],
): Promise<number[]> {
  const own = await employeeWorkLocationIds(ctx, employeeId);
  if (own == null) return [];
  return [...new Set(ranges.map((r) => r.locationId))].filter((id) => !own.includes(id)).sort((a, b) => a - b);
}
