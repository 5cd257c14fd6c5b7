import { builder } from '../../builder.ts';
import type { Event } from '../../generated/prisma/client.ts';
import { EventRef } from '../events/index.ts';
import { formatTimeRange } from '../../scheduling/index.ts';
import type { ScheduleDay } from './timetable.schedules.ts';

export const TimetableTypeEnum = builder.enumType('TimetableType', { values: ['RECURRING', 'EXCEPTIONAL'] as const });

builder.prismaObject('TimetableRange', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    weekday: t.exposeInt('weekday', { description: '1 Monday .. 7 Sunday; 0 in an exceptional timetable.' }),
    startMinute: t.exposeInt('startMinute'),
    endMinute: t.exposeInt('endMinute'),
    start: t.string({
      description: 'HH:mm',
      resolve: (r) => formatTimeRange({ start: r.startMinute, end: r.endMinute, locationId: 0 }).start,
    }),
    end: t.string({
      description: 'HH:mm; 23:59:59 = end of day',
      resolve: (r) => formatTimeRange({ start: r.startMinute, end: r.endMinute, locationId: 0 }).end,
    }),
    locationId: t.exposeInt('locationId'),
    location: t.relation('location'),
    ownCategory: t.exposeString('ownCategory', { nullable: true }),
    position: t.exposeInt('position'),
  }),
});

export const TimetableRef = builder.prismaObject('Timetable', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    employeeId: t.exposeInt('employeeId'),
    employee: t.relation('employee'),
    type: t.expose('type', { type: TimetableTypeEnum }),
    validFrom: t.expose('validFrom', { type: 'Date' }),
    date: t.expose('validFrom', { type: 'Date', description: 'The date of an exceptional timetable (= validFrom).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    ranges: t.relation('ranges', { query: () => ({ orderBy: [{ weekday: 'asc' }, { startMinute: 'asc' }] }) }),
  }),
});

const ScheduleRangeRef = builder.objectRef<ScheduleDay['ranges'][number]>('ScheduleTimeRange').implement({
  fields: (t) => ({
    start: t.exposeString('start'),
    end: t.exposeString('end'),
    startMinute: t.exposeInt('startMinute'),
    endMinute: t.exposeInt('endMinute'),
    locationId: t.exposeInt('locationId'),
    location: t.field({
      type: builder.objectRef<{ id: number; name: string; shortName: string }>('ScheduleLocation').implement({
        fields: (f) => ({
          id: f.exposeInt('id'),
          name: f.exposeString('name'),
          shortName: f.exposeString('shortName'),
        }),
      }),
      resolve: (r) => r.location,
    }),
    ownCategory: t.exposeString('ownCategory', { nullable: true }),
    possibleCategories: t.exposeIntList('possibleCategories', { description: 'Category ids the employee offers.' }),
    position: t.exposeInt('position'),
  }),
});

export const ScheduleDayRef = builder.objectRef<ScheduleDay>('ScheduleDay').implement({
  description: 'Schedule of an employee on one date (spec §3).',
  fields: (t) => ({
    date: t.exposeString('date'),
    entityId: t.exposeInt('employeeId'),
    employeeId: t.exposeInt('employeeId'),
    available: t.exposeBoolean('available'),
    isException: t.exposeBoolean('isException'),
    summary: t.exposeString('summary'),
    timeRanges: t.field({ type: [ScheduleRangeRef], resolve: (d) => d.ranges }),
  }),
});

export const TimetableConflicts = builder
  .objectRef<{
    events: Event[];
    locationsWithoutWorkplace?: number[];
  }>('TimetableConflicts')
  .implement({
    description: 'Existing bookings a change would leave without the employee.',
    fields: (t) => ({
      locationsWithoutWorkplace: t.intList({
        description: 'Locations the ranges name where the employee has no workplace (no slot there): a warning.',
        resolve: (c) => c.locationsWithoutWorkplace ?? [],
      }),
      count: t.int({ resolve: (c) => c.events.length }),
      hasConflicts: t.boolean({ resolve: (c) => c.events.length > 0 }),
      events: t.field({ type: [EventRef], resolve: (c) => c.events }),
    }),
  });
