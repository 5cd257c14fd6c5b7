import { builder } from '../../builder.ts';
import { PAGE_SIZES, pageType, paginate } from '../common/index.ts';
import { DateExceptionInput, exceptionInput, TimetableInputRef } from './timetable.mutation.ts';
import { verifyAddTimetable, verifyDeleteTimetable } from './timetable.service.ts';
import { locationsWithoutWorkplace, schedules } from './timetable.schedules.ts';
import { ScheduleDayRef, TimetableConflicts, TimetableRef } from './timetable.type.ts';
import { todayIn } from '../../scheduling/calendar.ts';

const TimetablePage = pageType('Timetable', TimetableRef);
const DateExceptionPage = pageType('TimetableDateException', TimetableRef);
const newestFirst = [{ validFrom: 'desc' as const }, { id: 'desc' as const }];

builder.queryFields((t) => ({
  timetables: t.field({
    type: TimetablePage,
    authScopes: { staff: true },
    description: 'Recurring timetables, newest valid_from first, 25 per page.',
    args: { employeeId: t.arg.int(), page: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, ctx) => {
      const where = { type: 'RECURRING' as const, ...(args.employeeId ? { employeeId: args.employeeId } : {}) };
      return paginate(
        args,
        PAGE_SIZES.timetables,
        () => ctx.vendorDb().timetable.count({ where }),
        (w) => ctx.vendorDb().timetable.findMany({ where, orderBy: newestFirst, ...w }),
      );
    },
  }),
  timetable: t.prismaField({
    type: 'Timetable',
    nullable: true,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, { id }, ctx) => ctx.vendorDb().timetable.findUnique({ ...query, where: { id } }),
  }),
  timetableCount: t.field({
    type: builder.objectRef<{ count: number }>('TimetableCount').implement({
      fields: (f) => ({ count: f.exposeInt('count') }),
    }),
    authScopes: { staff: true },
    description: "Number of the vendor's timetables (onboarding).",
    resolve: async (_root, _args, ctx) => ({ count: await ctx.vendorDb().timetable.count() }),
  }),
  timetableDateExceptions: t.field({
    type: DateExceptionPage,
    authScopes: { staff: true },
    description: 'Date exceptions (exceptional timetables), newest first, 20 per page; past ones only with past: true.',
    args: { employeeId: t.arg.int(), past: t.arg.boolean(), page: t.arg.int(), limit: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const vendor = await ctx.vendorDb().vendor.findUniqueOrThrow({ where: { id: ctx.vendorId() } });
      const today = todayIn(vendor.timezone);
      const where = {
        type: 'EXCEPTIONAL' as const,
        ...(args.employeeId ? { employeeId: args.employeeId } : {}),
        validFrom: args.past ? { lt: today } : { gte: today },
      };
      return paginate(
        args,
        PAGE_SIZES.timetableDateExceptions,
        () => ctx.vendorDb().timetable.count({ where }),
        (w) => ctx.vendorDb().timetable.findMany({ where, orderBy: newestFirst, ...w }),
      );
    },
  }),
  timetableDateExceptionsBetween: t.prismaField({
    type: ['Timetable'],
    authScopes: { staff: true },
    args: {
      from: t.arg({ type: 'Date', required: true }),
      to: t.arg({ type: 'Date', required: true }),
      employeeId: t.arg.int(),
    },
    resolve: (query, _root, args, ctx) =>
      ctx.vendorDb().timetable.findMany({
        ...query,
        where: {
          type: 'EXCEPTIONAL',
          validFrom: { gte: new Date(`${args.from}T00:00:00Z`), lte: new Date(`${args.to}T00:00:00Z`) },
          ...(args.employeeId ? { employeeId: args.employeeId } : {}),
        },
        orderBy: [{ validFrom: 'asc' }, { employeeId: 'asc' }],
      }),
  }),
  schedules: t.field({
    type: [ScheduleDayRef],
    authScopes: { staff: true },
    description: 'Schedule per day of employees over [from, to], closed dates and closed locations applied.',
    args: {
      from: t.arg({ type: 'Date', required: true }),
      to: t.arg({ type: 'Date', required: true }),
      employeeId: t.arg.int(),
      employeeIds: t.arg.intList(),
    },
    resolve: (_root, args, ctx) =>
      schedules(ctx, args.from, args.to, args.employeeId ? [args.employeeId] : args.employeeIds),
  }),
  weekdaySchedules: t.field({
    type: [ScheduleDayRef],
    authScopes: { staff: true },
    description: 'Weekday view: the schedules of the 7 days from `from` (or of [from, to]) per employee.',
    args: { from: t.arg({ type: 'Date', required: true }), to: t.arg({ type: 'Date' }), employeeId: t.arg.int() },
    resolve: (_root, args, ctx) => {
      const to = args.to ?? new Date(Date.parse(`${args.from}T00:00:00Z`) + 6 * 86400_000).toISOString().slice(0, 10);
      return schedules(ctx, args.from, to, args.employeeId ? [args.employeeId] : null);
    },
  }),
}));

// Checks before a change: the bookings it would leave without the employee.
builder.queryFields((t) => ({
  verifyAddTimetable: t.field({
    type: TimetableConflicts,
    authScopes: { staff: true },
    args: {
      input: t.arg({ type: TimetableInputRef, required: true }),
      id: t.arg.int({ description: 'When editing.' }),
    },
    resolve: async (_root, { input, id }, ctx) => ({
      events: await verifyAddTimetable(ctx, input, id),
      locationsWithoutWorkplace: await locationsWithoutWorkplace(ctx, input.employeeId, input.ranges),
    }),
  }),
  verifyDeleteTimetable: t.field({
    type: TimetableConflicts,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, ctx) => ({ events: await verifyDeleteTimetable(ctx, id) }),
  }),
  verifyAddTimetableDateException: t.field({
    type: TimetableConflicts,
    authScopes: { staff: true },
    args: { input: t.arg({ type: DateExceptionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      events: await verifyAddTimetable(ctx, exceptionInput(input)),
      locationsWithoutWorkplace: await locationsWithoutWorkplace(ctx, input.employeeId, input.ranges),
    }),
  }),
  verifyDeleteTimetableDateException: t.field({
    type: TimetableConflicts,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, ctx) => ({ events: await verifyDeleteTimetable(ctx, id) }),
  }),
}));
