// Spec §7 Bookings (lifecycle) and "Employees, timetables, events": bookings by customer, one
// booking, cancel, delete, verify, express, edit, event history; timetables and their date
// exceptions, schedules; calendar events.
import { resourceRoutes } from '../resources.ts';
import type { Route } from '../types.ts';
import { opt, type Shape, w } from '../wire/shape.ts';
import { bool, bookingEvents, errorMembers, eventFields, firstOf, num, pagination } from '../wire/values.ts';
import { bookingEvent } from './slice.ts';

const associations = `employee { id firstname lastname name } service { id name duration }
  booking { id status customerId comment } customerName`;
const bookingFields = `id status source comment cancelMessage cancelable customerId locationId vendorId start end createdAt
  vendor { id slug publicName } location { id name } legalConditions { id accepted }
  events { ${eventFields} service { id name } employee { id name } }`;
const bookingResult = `__typename ... on Booking { ${bookingFields} } ${errorMembers}`;
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

const bookingBody: Shape = {
  vendor_id: opt(w.id()),
  location_id: opt(w.id()),
  customer_id: opt(w.id()),
  booking_id: opt(w.id()),
  id: opt(w.id()),
  comment: opt(w.text(5000)),
  private_comment: opt(w.text(5000)),
  email: opt(w.bool()),
  events: w.list(bookingEvent, 20).min(1),
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

const bookingRoutes: Route[] = [
  {
    method: 'GET',
    path: '/bookings.json',
    summary: "A customer's open or closed bookings",
    input: {
      query: {
        customer_id: w.id(),
        open: opt(w.bool()),
        page: opt(w.int(1)),
        limit: opt(w.int(0)),
        date_from: opt(w.date()),
        date_to: opt(w.date()),
      },
    },
    field: 'customerBookings',
    page: true,
    document: `query ($c: Int!, $open: Boolean!, $page: Int, $limit: Int, $from: Date, $to: Date) {
      customerBookings(customerId: $c, open: $open, page: $page, limit: $limit, dateFrom: $from, dateTo: $to) {
        items { ${bookingFields} } ${pagination} } }`,
    variables: ({ query }) => ({
      c: num(query.get('customer_id')),
      open: bool(query.get('open')) ?? true,
      page: num(query.get('page')),
      limit: num(query.get('limit')),
      from: query.get('date_from') || undefined,
      to: query.get('date_to') || undefined,
    }),
  },
  {
    method: 'GET',
    path: '/bookings/:id.json',
    summary: 'One booking',
    input: { params: idParam, query: { customer_id: opt(w.id()) } },
    field: 'booking',
    notFoundOnNull: true,
    document: `query ($id: Int!) { booking(id: $id) { ${bookingFields} } }`,
    variables: ({ params }) => ({ id: Number(params.id) }),
  },
  {
    method: 'POST',
    path: '/bookings/cancel/:id.json',
    summary: 'Cancels a booking with a message',
    input: { params: idParam, body: { message: opt(w.text(5000)) } },
    field: 'cancelBooking',
    document: `mutation ($id: Int!, $message: String) { cancelBooking(id: $id, message: $message) { ${bookingResult} } }`,
    variables: ({ params, body }) => ({
      id: Number(params.id),
      message: body.message == null ? undefined : String(body.message),
    }),
  },
  {
    method: 'DELETE',
    path: '/bookings/:id.json',
    summary: 'Deletes a booking with its unpaid invoice',
    input: { params: idParam, body: { id: opt(w.id()) } },
    field: 'deleteBooking',
    document: `mutation ($id: Int!) { deleteBooking(id: $id) { __typename ... on DeleteResult { id } ${errorMembers} } }`,
    variables: ({ params }) => ({ id: Number(params.id) }),
  },
  {
    method: 'POST',
    path: '/bookings/verify.json',
    summary: 'Checks a booking before saving: the refusal reasons of each event',
    input: { body: bookingBody },
    field: 'verifyBooking',
    document: `query ($input: VerifyBookingInput!) { verifyBooking(input: $input) {
      available message notices conflicts { index serviceId employeeId workplaceId machineId start reasons messages } } }`,
    variables: ({ body }) => ({
      input: {
        vendorId: firstOf(body, 'vendor_id'),
        locationId: firstOf(body, 'location_id'),
        customerId: num(body.customer_id),
        bookingId: num(body.booking_id ?? body.id),
        events: bookingEvents(body),
      },
    }),
  },
  {
    method: 'POST',
    path: '/bookings/express.json',
    summary: 'A quick staff booking (customer optional)',
    input: { body: bookingBody },
    field: 'createExpressBooking',
    created: true,
    document: `mutation ($input: ExpressBookingInput!) { createExpressBooking(input: $input) { ${bookingResult} } }`,
    variables: ({ body }) => ({
      input: {
        vendorId: firstOf(body, 'vendor_id'),
        locationId: firstOf(body, 'location_id'),
        customerId: num(body.customer_id),
        comment: body.comment == null ? undefined : String(body.comment),
        privateComment: body.private_comment == null ? undefined : String(body.private_comment),
        events: bookingEvents(body),
      },
    }),
  },
  {
    method: 'PUT',
    path: '/bookings/:id.json',
    summary: 'Moves a booking or changes its services',
    input: { params: idParam, query: { email: opt(w.bool()) }, body: bookingBody },
    field: 'updateBooking',
    document: `mutation ($id: Int!, $input: UpdateBookingInput!) { updateBooking(id: $id, input: $input) { ${bookingResult} } }`,
    variables: ({ params, body, query }) => ({
      id: Number(params.id),
      input: {
        events: bookingEvents(body),
        comment: body.comment == null ? undefined : String(body.comment),
        privateComment: body.private_comment == null ? undefined : String(body.private_comment),
        email: bool(query.get('email') ?? body.email) ?? false,
      },
    }),
  },
  {
    method: 'GET',
    path: '/events/get-history/:serviceId/:customerId',
    summary: "A customer's history of a service, with the calculated duration",
    input: { params: { serviceId: w.id(), customerId: w.id() } },
    field: 'serviceHistory',
    document: `query ($s: Int!, $c: Int!) { serviceHistory(serviceId: $s, customerId: $c) {
      calculatedDuration events { ${eventFields} ${associations} } } }`,
    variables: ({ params }) => ({ s: Number(params.serviceId), c: Number(params.customerId) }),
  },
];

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

const eventRoutes: Route[] = [
  {
    method: 'GET',
    path: '/events/between-dates/:from.json',
    summary: 'Calendar events from a date',
    input: {
      params: { from: w.date() },
      query: {
        date_to: opt(w.date()),
        employee_id: opt(w.id()),
        workplace_id: opt(w.id()),
        machine_id: opt(w.id()),
        include_associations: opt(w.bool()),
      },
    },
    field: 'eventsBetween',
    document: `query ($from: Date!, $to: Date, $e: Int, $w: Int, $m: Int, $assoc: Boolean!) {
      eventsBetween(from: $from, to: $to, employeeId: $e, workplaceId: $w, machineId: $m) {
        ${eventFields} ... @include(if: $assoc) { ${associations} } } }`,
    variables: ({ params, query }) => ({
      from: params.from,
      to: query.get('date_to') || undefined,
      e: num(query.get('employee_id')),
      w: num(query.get('workplace_id')),
      m: num(query.get('machine_id')),
      assoc: bool(query.get('include_associations')) ?? false,
    }),
  },
  ...resourceRoutes({
    kind: 'events',
    type: 'Event',
    fields: eventFields,
    one: 'event',
    create: { field: 'createEvent', input: 'EventInput' },
    update: { field: 'updateEvent', input: 'EventInput' },
    remove: 'deleteEvent',
  }),
];

// The spec lists GET for the timetables' verify-delete calls; the generic calls use POST: both work.
const verifyDeletePosts = timetableRoutes
  .filter((r) => r.method === 'GET' && r.path.includes('/verify-delete/'))
  .map((r): Route => ({ ...r, method: 'POST' }));

export const schedulingRoutes: Route[] = [...bookingRoutes, ...timetableRoutes, ...verifyDeletePosts, ...eventRoutes];
