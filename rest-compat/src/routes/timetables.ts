// Spec §7 "Employees, timetables" (gateway module `timetables`): timetables and their date
// exceptions, verify-add and verify-delete, schedules.
import { resourceRoutes } from '../resources.ts';
import type { Route } from '../types.ts';
import { opt, type Shape, w } from '../wire/shape.ts';
import { errorMembers, eventFields, num } from '../wire/values.ts';
import { associations } from './events.ts';

const timetableFields = `id employeeId type validFrom date createdAt
  ranges { id weekday start end startMinute endMinute locationId ownCategory position }`;
const scheduleFields = `date entityId employeeId available isException summary
  timeRanges { start end startMinute endMinute locationId location { id name shortName } ownCategory possibleCategories position }`;
const conflictsResult = `count hasConflicts events { ${eventFields} ${associations} }`;

const timeRange = w.object({
  weekday: opt(w.int(0, 7)),
  start: w.time(),
  end: w.time(),
  location_id: opt(w.id()),
  location: opt(w.object({ id: opt(w.id()) })),
  own_category: opt(w.text()),
});

/** Wire body of a timetable (recurring or exceptional). */
const timetableBody: Shape = {
  id: opt(w.id()),
  employee_id: opt(w.id()),
  employeeId: opt(w.id()),
  type: opt(w.oneOf(['recurring', 'exceptional', 'RECURRING', 'EXCEPTIONAL'])),
  valid_from: opt(w.date()),
  date: opt(w.date()),
  ranges: opt(w.list(timeRange, 100)),
  time_ranges: opt(w.list(timeRange, 100)),
};

const idParam = { id: w.id() };
const employeeQuery = { employee_id: opt(w.id()) };

function timeRanges(body: Record<string, unknown>) {
  const list = (
    Array.isArray(body.ranges) ? body.ranges : Array.isArray(body.time_ranges) ? body.time_ranges : []
  ) as Record<string, unknown>[];
  return list.map((r) => ({
    weekday: num(r.weekday),
    start: String(r.start ?? ''),
    end: String(r.end ?? ''),
    locationId: num(r.location_id ?? (r.location as Record<string, unknown> | undefined)?.id),
    ownCategory: r.own_category == null ? undefined : String(r.own_category),
  }));
}

const timetableInput = (body: Record<string, unknown>) => ({
  employeeId: num(body.employee_id),
  type: String(body.type ?? 'recurring').toUpperCase(),
  validFrom: body.valid_from ?? body.date,
  ranges: timeRanges(body),
});

const exceptionInput = (body: Record<string, unknown>) => ({
  employeeId: num(body.employee_id ?? body.employeeId),
  date: body.date ?? body.valid_from,
  ranges: timeRanges(body),
});

const timetableRoutes: Route[] = [
  {
    method: 'GET',
    path: '/timetables/count.json',
    input: {},
    field: 'timetableCount',
    document: 'query { timetableCount { count } }',
    variables: () => ({}),
  },
  {
    method: 'POST',
    path: '/timetables/verify-add.json',
    summary: 'The bookings a new timetable would leave uncovered',
    input: { body: timetableBody },
    field: 'verifyAddTimetable',
    document: `query ($input: TimetableInput!, $id: Int) { verifyAddTimetable(input: $input, id: $id) { ${conflictsResult} } }`,
    variables: ({ body }) => ({ input: timetableInput(body), id: num(body.id) }),
  },
  {
    method: 'GET',
    path: '/timetables/verify-delete/:id.json',
    input: { params: idParam },
    field: 'verifyDeleteTimetable',
    document: `query ($id: Int!) { verifyDeleteTimetable(id: $id) { ${conflictsResult} } }`,
    variables: ({ params }) => ({ id: Number(params.id) }),
  },
  {
    method: 'GET',
    path: '/timetables/weekday/:a/:b.json',
    input: { params: { a: w.date(), b: w.date() }, query: employeeQuery },
    field: 'weekdaySchedules',
    document: `query ($from: Date!, $to: Date, $e: Int) { weekdaySchedules(from: $from, to: $to, employeeId: $e) { ${scheduleFields} } }`,
    variables: ({ params, query }) => ({ from: params.a, to: params.b, e: num(query.get('employee_id')) }),
  },
  {
    method: 'GET',
    path: '/timetables/schedules-between-dates/:from/:to.json',
    summary: 'Schedules per day',
    input: { params: { from: w.date(), to: w.date() }, query: { ...employeeQuery, format: opt(w.text(16)) } },
    field: 'schedules',
    document: `query ($from: Date!, $to: Date!, $e: Int) { schedules(from: $from, to: $to, employeeId: $e) { ${scheduleFields} } }`,
    variables: ({ params, query }) => ({ from: params.from, to: params.to, e: num(query.get('employee_id')) }),
  },
  {
    method: 'POST',
    path: '/timetables.json',
    input: { body: timetableBody },
    field: 'createTimetable',
    created: true,
    document: `mutation ($input: TimetableInput!) { createTimetable(input: $input) {
      __typename ... on Timetable { ${timetableFields} } ${errorMembers} } }`,
    variables: ({ body }) => ({ input: timetableInput(body) }),
  },
  {
    method: 'PUT',
    path: '/timetables/:id.json',
    input: { params: idParam, body: timetableBody },
    field: 'updateTimetable',
    document: `mutation ($id: Int!, $input: TimetableInput!) { updateTimetable(id: $id, input: $input) {
      __typename ... on Timetable { ${timetableFields} } ${errorMembers} } }`,
    variables: ({ params, body }) => ({ id: Number(params.id), input: timetableInput(body) }),
  },
  ...resourceRoutes({
    kind: 'timetables',
    type: 'Timetable',
    fields: timetableFields,
    filters: { employeeId: 'Int' },
    list: 'timetables',
    allFromList: true,
    one: 'timetable',
    remove: 'deleteTimetable',
  }),
  {
    method: 'POST',
    path: '/timetable-date-exceptions/verify-add.json',
    input: { body: timetableBody },
    field: 'verifyAddTimetableDateException',
    document: `query ($input: TimetableDateExceptionInput!) { verifyAddTimetableDateException(input: $input) { ${conflictsResult} } }`,
    variables: ({ body }) => ({ input: exceptionInput(body) }),
  },
  {
    method: 'GET',
    path: '/timetable-date-exceptions/verify-delete/:id.json',
    input: { params: idParam },
    field: 'verifyDeleteTimetableDateException',
    document: `query ($id: Int!) { verifyDeleteTimetableDateException(id: $id) { ${conflictsResult} } }`,
    variables: ({ params }) => ({ id: Number(params.id) }),
  },
  {
    method: 'POST',
    path: '/timetable-date-exceptions/delete.json',
    input: { body: { employeeId: opt(w.id()), employee_id: opt(w.id()), date: w.date() } },
    field: 'deleteTimetableDateException',
    document: `mutation ($e: Int!, $date: Date!) { deleteTimetableDateException(employeeId: $e, date: $date) {
      __typename ... on DeleteResult { id } ${errorMembers} } }`,
    variables: ({ body }) => ({ e: num(body.employeeId ?? body.employee_id), date: body.date }),
  },
  {
    method: 'GET',
    path: '/timetable-date-exceptions/:a/:b.json',
    input: { params: { a: w.date(), b: w.date() }, query: employeeQuery },
    field: 'timetableDateExceptionsBetween',
    document: `query ($from: Date!, $to: Date!, $e: Int) { timetableDateExceptionsBetween(from: $from, to: $to, employeeId: $e) {
      ${timetableFields} } }`,
    variables: ({ params, query }) => ({ from: params.a, to: params.b, e: num(query.get('employee_id')) }),
  },
  {
    method: 'POST',
    path: '/timetable-date-exceptions.json',
    input: { body: timetableBody },
    field: 'createTimetableDateException',
    created: true,
    document: `mutation ($input: TimetableDateExceptionInput!) { createTimetableDateException(input: $input) {
      __typename ... on Timetable { ${timetableFields} } ${errorMembers} } }`,
    variables: ({ body }) => ({ input: exceptionInput(body) }),
  },
  ...resourceRoutes({
    kind: 'timetable-date-exceptions',
    type: 'Timetable',
    fields: timetableFields,
    filters: { employeeId: 'Int', past: 'Boolean' },
    list: 'timetableDateExceptions',
    allFromList: true,
    one: 'timetable',
    remove: 'deleteTimetable',
  }),
];

// The spec lists GET for the timetables' verify-delete calls; the generic calls use POST: both work.
const verifyDeletePosts = timetableRoutes
  .filter((r) => r.method === 'GET' && r.path.includes('/verify-delete/'))
  .map((r): Route => ({ ...r, method: 'POST' }));

export const timetablesRoutes: Route[] = [...timetableRoutes, ...verifyDeletePosts];
