// Timetables (spec §4): recurring from valid_from, exceptional for one date ("date exceptions").
// Saving over one with the same start replaces it; editing one that already started creates a new
// one from today; an exceptional one on a date replaces the existing one for that date. Changes
// are checked against existing bookings first (verify-add, verify-delete).
import type { Context } from '../../context.ts';
import type { Prisma, TimetableType } from '../../generated/prisma/client.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import { Role } from '../../lib/roles.ts';
import {
  buildClosureIndex,
  buildTimetableResolver,
  contains,
  instantToLocal,
  isValidDate,
  localDate,
  resolveDaySchedule,
  type Timetable,
  workingIntervals,
} from '../../scheduling/index.ts';
import { m } from './timetable.messages.ts';
import { nowMs } from '../../lib/clock.ts';
import { notifyChange } from '../notifications-counters/index.ts';
import { recordFreedTime } from './timetable.freed.ts';

export interface RangeInput {
  weekday?: number | null;
  start: string;
  end: string;
  locationId: number;
  ownCategory?: string | null;
}

export interface TimetableInput {
  employeeId: number;
  type: TimetableType;
  validFrom: string;
  ranges: RangeInput[];
}

export const dateKey = (d: Date) => d.toISOString().slice(0, 10);
export const asDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** "HH:mm" (or "HH:mm:ss") to minutes; "23:59:59" and "24:00" mean end of day (1440). */
export function parseTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [h, mi, s] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (h === 23 && mi === 59 && s === 59) return 1440;
  if (h === 24 && mi === 0 && s === 0) return 1440;
  if (h > 23 || mi > 59 || s > 59) return null;
  return h * 60 + mi;
}

/**
 * Admins for any employee of the vendor; staff only for their own employee, when it "can set own
 * timetables" (spec §6). The employee must be of the vendor.
 */
export async function assertCanSetTimetable(ctx: Context, employeeId: number) {
  const db = ctx.vendorDb();
  const viewer = ctx.viewer!;
  if (viewer.role < Role.admin) {
    if (!viewer.employeeId || viewer.employeeId !== employeeId) throw new ForbiddenError(m(ctx.lang, 'forbidden'));
    const own = await db.employee.findUnique({ where: { id: viewer.employeeId } });
    if (!own?.canSetTimetable) throw new ForbiddenError(m(ctx.lang, 'forbidden'));
  }
  const employee = await db.employee.findUnique({ where: { id: employeeId, deletedAt: null } });
  if (!employee) throw new NotFoundError(m(ctx.lang, 'employeeNotFound'));
  return employee;
}

/** Validated ranges in minutes, sorted; field errors in the spec's nested shape. */
async function parseRanges(ctx: Context, type: TimetableType, ranges: RangeInput[]) {
  const errors: Record<string, Record<string, string>> = {};
  const parsed = ranges.map((r, i) => {
    const start = parseTime(r.start);
    const end = parseTime(r.end);
    const weekday = type === 'EXCEPTIONAL' ? 0 : (r.weekday ?? 0);
    if (start === null) errors[`ranges.${i}.start`] = { invalidTime: m(ctx.lang, 'invalidTime') };
    if (end === null) errors[`ranges.${i}.end`] = { invalidTime: m(ctx.lang, 'invalidTime') };
    else if (start !== null && end <= start) errors[`ranges.${i}.end`] = { afterTime: m(ctx.lang, 'startBeforeEnd') };
    if (type === 'RECURRING' && !(weekday >= 1 && weekday <= 7)) {
      errors[`ranges.${i}.weekday`] = { invalid: m(ctx.lang, 'weekday') };
    }
    return {
      weekday,
      startMinute: start ?? 0,
      endMinute: end ?? 0,
      locationId: r.locationId,
      ownCategory: r.ownCategory ?? null,
      i,
    };
  });
  const sorted = [...parsed].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  for (let k = 1; k < sorted.length; k++) {
    const [a, b] = [sorted[k - 1]!, sorted[k]!];
    if (a.weekday === b.weekday && b.startMinute < a.endMinute)
      errors[`ranges.${b.i}.start`] = { overlap: m(ctx.lang, 'overlap') };
  }
  const locationIds = [...new Set(parsed.map((r) => r.locationId))];
  const found = await ctx.vendorDb().location.findMany({ where: { id: { in: locationIds } }, select: { id: true } });
  for (const r of parsed) {
    if (!found.some((l) => l.id === r.locationId))
      errors[`ranges.${r.i}.locationId`] = { invalid: m(ctx.lang, 'locationNotFound') };
  }
  if (Object.keys(errors).length) throw new ValidationError(t(ctx.lang, 'form.errors'), errors);
  return sorted.map(({ i: _i, ...r }, position) => ({ ...r, position }));
}

export function parseDate(ctx: Context, date: string, field = 'validFrom') {
  if (!isValidDate(date)) {
    throw new ValidationError(t(ctx.lang, 'form.errors'), { [field]: { invalid: t(ctx.lang, 'validation.invalid') } });
  }
  return date;
}

async function vendorToday(ctx: Context) {
  const vendor = await ctx.vendorDb().vendor.findUniqueOrThrow({
    where: { id: ctx.vendorId() },
    select: { timezone: true },
  });
  return { tz: vendor.timezone, today: localDate(nowMs(), vendor.timezone) };
}

export const asEngine = (row: {
  id: number;
  type: TimetableType;
  validFrom: Date;
  ranges: Timetable['ranges'];
}): Timetable => ({
  id: row.id,
  type: row.type,
  validFrom: dateKey(row.validFrom),
  ranges: row.ranges.map((r) => ({
    weekday: r.weekday,
    startMinute: r.startMinute,
    endMinute: r.endMinute,
    locationId: r.locationId,
  })),
});

/**
 * Future active events of an employee that are covered by working time now and would no longer
 * be after replacing `before` by `after` (what a change would leave without the employee).
 */
async function uncoveredEvents(ctx: Context, employeeId: number, change: (list: Timetable[]) => Timetable[]) {
  const db = ctx.vendorDb();
  const { tz } = await vendorToday(ctx);
  const [rows, events] = await Promise.all([
    db.timetable.findMany({ where: { employeeId }, include: { ranges: true } }),
    db.event.findMany({
      where: { employeeId, active: true, end: { gt: new Date(nowMs()) } },
      orderBy: [{ start: 'asc' }, { id: 'asc' }],
    }),
  ]);
  const before = rows.map(asEngine);
  const after = change(before);
  const noClosures = buildClosureIndex([], []);
  const employee = { timetablesEnabled: true };
  const resolvers = [buildTimetableResolver(before), buildTimetableResolver(after)];
  const covered = (k: 0 | 1, e: (typeof events)[number]) => {
    const date = instantToLocal(e.start.getTime(), tz).date;
    const schedule = resolveDaySchedule(employee, resolvers[k]!, noClosures, date);
    const work = workingIntervals(schedule, e.locationId ?? 0, tz);
    return contains(work, e.start.getTime(), e.end.getTime());
  };
  return events.filter((e) => covered(0, e) && !covered(1, e));
}

type Draft = { type: TimetableType; validFrom: string; ranges: Timetable['ranges'] };

/**
 * Where a save lands. An edit of a timetable that already started becomes a new one from today
 * (the old one stays as history); an edit of one not started yet that changes its start removes it.
 */
async function landing(ctx: Context, input: TimetableInput, editingId?: number | null) {
  const { today } = await vendorToday(ctx);
  let validFrom = parseDate(ctx, input.validFrom);
  let removeId: number | null = null;
  if (editingId) {
    const current = await ctx.vendorDb().timetable.findUnique({ where: { id: editingId } });
    if (!current || current.employeeId !== input.employeeId) throw new NotFoundError(m(ctx.lang, 'notFound'));
    const started = dateKey(current.validFrom) < today;
    if (started && validFrom < today) validFrom = today;
    if (!started && dateKey(current.validFrom) !== validFrom) removeId = current.id;
  }
  return { validFrom, removeId };
}

function withDraft(list: Timetable[], draft: Draft, removedId?: number | null) {
  return [
    ...list.filter((x) => x.id !== removedId && !(x.type === draft.type && x.validFrom === draft.validFrom)),
    { ...draft, id: Number.MAX_SAFE_INTEGER },
  ];
}

/** Bookings a save would leave without the employee (nothing is changed). */
export async function verifyAddTimetable(ctx: Context, input: TimetableInput, editingId?: number | null) {
  await assertCanSetTimetable(ctx, input.employeeId);
  const ranges = await parseRanges(ctx, input.type, input.ranges);
  const { validFrom, removeId } = await landing(ctx, input, editingId);
  return uncoveredEvents(ctx, input.employeeId, (list) =>
    withDraft(list, { type: input.type, validFrom, ranges }, removeId),
  );
}

/** Saves a timetable by the rules of spec §4 and returns it. */
export async function saveTimetable(ctx: Context, input: TimetableInput, editingId?: number | null) {
  await assertCanSetTimetable(ctx, input.employeeId);
  const ranges = await parseRanges(ctx, input.type, input.ranges);
  const { validFrom, removeId } = await landing(ctx, input, editingId);
  const vendorId = ctx.vendorId();
  const saved = await ctx.vendorDb().$transaction(async (tx) => {
    if (removeId) await tx.timetable.deleteMany({ where: { id: removeId } });
    const key = { employeeId: input.employeeId, type: input.type, validFrom: asDate(validFrom) };
    const existing = await tx.timetable.findUnique({ where: { employeeId_type_validFrom: key } });
    const data: Prisma.TimetableRangeCreateWithoutTimetableInput[] = ranges.map((r) => ({
      weekday: r.weekday,
      startMinute: r.startMinute,
      endMinute: r.endMinute,
      position: r.position,
      ownCategory: r.ownCategory,
      location: { connect: { id: r.locationId } },
    }));
    let row: Awaited<ReturnType<typeof tx.timetable.create>>;
    if (existing) {
      await tx.timetableRange.deleteMany({ where: { timetableId: existing.id } });
      row = await tx.timetable.update({ where: { id: existing.id }, data: { ranges: { create: data } } });
    } else row = await tx.timetable.create({ data: { ...key, vendorId, ranges: { create: data } } });
    await recordFreedTime(tx, ctx, vendorId, row);
    return row;
  });
  await notifyChange(ctx, 'timetables');
  return saved;
}

/** Bookings a deletion would leave without the employee. */
export async function verifyDeleteTimetable(ctx: Context, id: number) {
  const row = await ctx.vendorDb().timetable.findUnique({ where: { id } });
  if (!row) throw new NotFoundError(m(ctx.lang, 'notFound'));
  await assertCanSetTimetable(ctx, row.employeeId);
  return uncoveredEvents(ctx, row.employeeId, (list) => list.filter((x) => x.id !== id));
}

export async function deleteTimetable(ctx: Context, id: number) {
  const row = await ctx.vendorDb().timetable.findUnique({ where: { id } });
  if (!row) throw new NotFoundError(m(ctx.lang, 'notFound'));
  await assertCanSetTimetable(ctx, row.employeeId);
  await ctx.vendorDb().$transaction(async (tx) => {
    await tx.timetable.delete({ where: { id } });
    // The timetable it gave way to applies again.
    await recordFreedTime(tx, ctx, row.vendorId, row);
  });
  await notifyChange(ctx, 'timetables');
  return { id };
}

/** Deletes the date exception of an employee on a date (REST delete by employee + date). */
export async function deleteDateException(ctx: Context, employeeId: number, date: string) {
  await assertCanSetTimetable(ctx, employeeId);
  const row = await ctx.vendorDb().timetable.findFirst({
    where: { employeeId, type: 'EXCEPTIONAL', validFrom: asDate(parseDate(ctx, date, 'date')) },
  });
  if (!row) throw new NotFoundError(m(ctx.lang, 'notFound'));
  await ctx.vendorDb().$transaction(async (tx) => {
    await tx.timetable.delete({ where: { id: row.id } });
    await recordFreedTime(tx, ctx, row.vendorId, row);
  });
  await notifyChange(ctx, 'timetables');
  return { id: row.id };
}
