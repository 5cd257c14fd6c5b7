// Spec §7 Bookings (lifecycle) and "Employees, timetables, events": bookings by customer, one
// booking, cancel, delete, verify, express, edit, event history; timetables and their date
// exceptions, schedules; calendar events.
import { errorMembers, resourceRoutes } from '../resources.ts';
import type { Route } from '../types.ts';

const num = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));
const bool = (v: unknown) =>
  v === undefined || v === null || v === '' ? undefined : v === true || v === 'true' || v === 1 || v === '1';
const pagination = 'pagination { pageCount currentPage hasNextPage hasPrevPage count limit }';

const eventFields = `id kind start end customerStart customerEnd bookingId serviceId servicePartId employeeId
  workplaceId machineId locationId manual active effectiveDuration summary color displayColor`;
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

/** Booking events of a body: "YYYY-MM-DD HH:mm" is the vendor's wall clock, anything else an instant. */
function bookingEvents(body: Record<string, unknown>) {
  const events = (Array.isArray(body.events) ? body.events : []) as Record<string, unknown>[];
  return events.map((e) => {
    const start = String(e.start ?? '');
    const local = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(start);
    return {
      serviceId: num(e.service_id),
      employeeId: num(e.employee_id),
      workplaceId: num(e.workplace_id),
      machineId: num(e.machine_id),
      ...(local ? { localStart: start.replace('T', ' ').slice(0, 16) } : { start }),
    };
  });
}

const firstOf = (body: Record<string, unknown>, key: string) =>
  num(
    body[key] ??
      ((Array.isArray(body.events) ? body.events[0] : undefined) as Record<string, unknown> | undefined)?.[key],
  );

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
    field: 'booking',
    notFoundOnNull: true,
    document: `query ($id: Int!) { booking(id: $id) { ${bookingFields} } }`,
    variables: ({ params }) => ({ id: Number(params.id) }),
  },
  {
    method: 'POST',
    path: '/bookings/cancel/:id.json',
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
    field: 'deleteBooking',
    document: `mutation ($id: Int!) { deleteBooking(id: $id) { __typename ... on DeleteResult { id } ${errorMembers} } }`,
    variables: ({ params }) => ({ id: Number(params.id) }),
  },
  {
    method: 'POST',
    path: '/bookings/verify.json',
    field: 'verifyBooking',
    document: `query ($input: VerifyBookingInput!) { verifyBooking(input: $input) {
      available message conflicts { index serviceId employeeId workplaceId machineId start reasons messages } } }`,
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
    field: 'timetableCount',
    document: 'query { timetableCount { count } }',
    variables: () => ({}),
  },
  {
    method: 'POST',
    path: '/timetables/verify-add.json',
    field: 'verifyAddTimetable',
    document: `query ($input: TimetableInput!, $id: Int) { verifyAddTimetable(input: $input, id: $id) { ${conflictsResult} } }`,
    variables: ({ body }) => ({ input: timetableInput(body), id: num(body.id) }),
  },
  {
    method: 'GET',
    path: '/timetables/verify-delete/:id.json',
    field: 'verifyDeleteTimetable',
    document: `query ($id: Int!) { verifyDeleteTimetable(id: $id) { ${conflictsResult} } }`,
    variables: ({ params }) => ({ id: Number(params.id) }),
  },
  {
    method: 'GET',
    path: '/timetables/weekday/:a/:b.json',
    field: 'weekdaySchedules',
    document: `query ($from: Date!, $to: Date, $e: Int) { weekdaySchedules(from: $from, to: $to, employeeId: $e) { ${scheduleFields} } }`,
    variables: ({ params, query }) => ({ from: params.a, to: params.b, e: num(query.get('employee_id')) }),
  },
  {
    method: 'GET',
    path: '/timetables/schedules-between-dates/:from/:to.json',
    field: 'schedules',
    document: `query ($from: Date!, $to: Date!, $e: Int) { schedules(from: $from, to: $to, employeeId: $e) { ${scheduleFields} } }`,
    variables: ({ params, query }) => ({ from: params.from, to: params.to, e: num(query.get('employee_id')) }),
  },
  {
    method: 'POST',
    path: '/timetables.json',
    field: 'createTimetable',
    created: true,
    document: `mutation ($input: TimetableInput!) { createTimetable(input: $input) {
      __typename ... on Timetable { ${timetableFields} } ${errorMembers} } }`,
    variables: ({ body }) => ({ input: timetableInput(body) }),
  },
  {
    method: 'PUT',
    path: '/timetables/:id.json',
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
    one: 'timetable',
    remove: 'deleteTimetable',
  }),
  {
    method: 'POST',
    path: '/timetable-date-exceptions/verify-add.json',
    field: 'verifyAddTimetableDateException',
    document: `query ($input: TimetableDateExceptionInput!) { verifyAddTimetableDateException(input: $input) { ${conflictsResult} } }`,
    variables: ({ body }) => ({ input: exceptionInput(body) }),
  },
  {
    method: 'GET',
    path: '/timetable-date-exceptions/verify-delete/:id.json',
    field: 'verifyDeleteTimetableDateException',
    document: `query ($id: Int!) { verifyDeleteTimetableDateException(id: $id) { ${conflictsResult} } }`,
    variables: ({ params }) => ({ id: Number(params.id) }),
  },
  {
    method: 'POST',
    path: '/timetable-date-exceptions/delete.json',
    field: 'deleteTimetableDateException',
    document: `mutation ($e: Int!, $date: Date!) { deleteTimetableDateException(employeeId: $e, date: $date) {
      __typename ... on DeleteResult { id } ${errorMembers} } }`,
    variables: ({ body }) => ({ e: num(body.employeeId ?? body.employee_id), date: body.date }),
  },
  {
    method: 'GET',
    path: '/timetable-date-exceptions/:a/:b.json',
    field: 'timetableDateExceptionsBetween',
    document: `query ($from: Date!, $to: Date!, $e: Int) { timetableDateExceptionsBetween(from: $from, to: $to, employeeId: $e) {
      ${timetableFields} } }`,
    variables: ({ params, query }) => ({ from: params.a, to: params.b, e: num(query.get('employee_id')) }),
  },
  {
    method: 'POST',
    path: '/timetable-date-exceptions.json',
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
  }),
];

const eventRoutes: Route[] = [
  {
    method: 'GET',
    path: '/events/between-dates/:from.json',
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

export const schedulingRoutes: Route[] = [...bookingRoutes, ...timetableRoutes, ...eventRoutes];
