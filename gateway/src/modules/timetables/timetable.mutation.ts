import { builder } from '../../builder.ts';
import { DeleteResult, mutationErrors } from '../common/index.ts';
import { deleteDateException, deleteTimetable, saveTimetable, type TimetableInput } from './timetable.service.ts';
import { TimetableTypeEnum } from './timetable.type.ts';

export const TimeRangeInput = builder.inputType('TimeRangeInput', {
  fields: (t) => ({
    weekday: t.int({ description: '1 Monday .. 7 Sunday (recurring only).' }),
    start: t.string({ required: true, description: 'HH:mm' }),
    end: t.string({ required: true, description: 'HH:mm; 23:59:59 or 24:00 = end of day' }),
    locationId: t.int({ required: true }),
    ownCategory: t.string(),
  }),
});

export const TimetableInputRef = builder.inputType('TimetableInput', {
  fields: (t) => ({
    employeeId: t.int({ required: true }),
    type: t.field({ type: TimetableTypeEnum, required: true }),
    validFrom: t.field({ type: 'Date', required: true }),
    ranges: t.field({ type: [TimeRangeInput], required: true }),
  }),
});

export const DateExceptionInput = builder.inputType('TimetableDateExceptionInput', {
  description: 'An exceptional timetable for one date; no ranges = day off.',
  fields: (t) => ({
    employeeId: t.int({ required: true }),
    date: t.field({ type: 'Date', required: true }),
    ranges: t.field({ type: [TimeRangeInput], required: true }),
  }),
});

export const exceptionInput = (i: {
  employeeId: number;
  date: string;
  ranges: TimetableInput['ranges'];
}): TimetableInput => ({
  employeeId: i.employeeId,
  type: 'EXCEPTIONAL',
  validFrom: i.date,
  ranges: i.ranges,
});

builder.mutationFields((t) => ({
  createTimetable: t.prismaField({
    type: 'Timetable',
    errors: mutationErrors,
    authScopes: { staff: true },
    description: 'Saves a timetable; one with the same type, employee and start is replaced.',
    args: { input: t.arg({ type: TimetableInputRef, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const saved = await saveTimetable(ctx, input);
      return ctx.vendorDb().timetable.findUniqueOrThrow({ ...query, where: { id: saved.id } });
    },
  }),
  updateTimetable: t.prismaField({
    type: 'Timetable',
    errors: mutationErrors,
    authScopes: { staff: true },
    description: 'Edits a timetable; one that already started is kept and a new one starts today.',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: TimetableInputRef, required: true }) },
    resolve: async (query, _root, { id, input }, ctx) => {
      const saved = await saveTimetable(ctx, input, id);
      return ctx.vendorDb().timetable.findUniqueOrThrow({ ...query, where: { id: saved.id } });
    },
  }),
  deleteTimetable: t.field({
    type: DeleteResult,
    errors: mutationErrors,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteTimetable(ctx, id),
  }),
  createTimetableDateException: t.prismaField({
    type: 'Timetable',
    errors: mutationErrors,
    authScopes: { staff: true },
    description: 'Replaces the exception of that employee and date, if any.',
    args: { input: t.arg({ type: DateExceptionInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const saved = await saveTimetable(ctx, exceptionInput(input));
      return ctx.vendorDb().timetable.findUniqueOrThrow({ ...query, where: { id: saved.id } });
    },
  }),
  deleteTimetableDateException: t.field({
    type: DeleteResult,
    errors: mutationErrors,
    authScopes: { staff: true },
    args: { employeeId: t.arg.int({ required: true }), date: t.arg({ type: 'Date', required: true }) },
    resolve: (_root, { employeeId, date }, ctx) => deleteDateException(ctx, employeeId, date),
  }),
}));
