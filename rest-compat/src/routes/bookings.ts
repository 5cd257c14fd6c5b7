// Spec §7 Bookings (gateway module `bookings`): create, bookings by customer, one booking, cancel,
// delete, verify, express, edit. Closing a booking with its payments is in customers.ts.
import type { Route } from '../types.ts';
import { opt, type Shape, w } from '../wire/shape.ts';
import { bool, bookingEvents, errorMembers, eventFields, firstOf, num, pagination } from '../wire/values.ts';

/** One requested event of a booking. */
export const bookingEvent = w.object({
  service_id: w.id(),
  employee_id: w.id(),
  workplace_id: opt(w.id()),
  machine_id: opt(w.id()),
  start: w.datetime(),
  vendor_id: opt(w.id()),
  location_id: opt(w.id()),
});

const idParam = { id: w.id() };

const bookingFields = `id status source comment cancelMessage cancelable customerId locationId vendorId start end createdAt
  vendor { id slug publicName } location { id name } legalConditions { id accepted }
  events { ${eventFields} service { id name } employee { id name } }`;
const bookingResult = `__typename ... on Booking { ${bookingFields} } ${errorMembers}`;

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

const lifecycleRoutes: Route[] = [
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
    input: { params: idParam, body: { message: opt(w.text(5000)), by_customer: opt(w.bool()) } },
    field: 'cancelBooking',
    document: `mutation ($id: Int!, $message: String, $byCustomer: Boolean) {
      cancelBooking(id: $id, message: $message, byCustomer: $byCustomer) { ${bookingResult} } }`,
    variables: ({ params, body }) => ({
      id: Number(params.id),
      message: body.message == null ? undefined : String(body.message),
      byCustomer: body.by_customer == null ? undefined : body.by_customer === true,
    }),
  },
  {
    method: 'POST',
    path: '/bookings/confirm/:id.json',
    summary: "Confirms a booking held for the salon's confirmation (staff)",
    input: { params: idParam },
    field: 'confirmBooking',
    document: `mutation ($id: Int!) { confirmBooking(id: $id) { ${bookingResult} } }`,
    variables: ({ params }) => ({ id: Number(params.id) }),
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
];

const createRoutes: Route[] = [
  {
    method: 'POST',
    path: '/bookings.json',
    summary: 'Books: verified against availability, saved in one transaction',
    input: {
      body: {
        vendor_id: opt(w.id()),
        location_id: opt(w.id()),
        customer_id: opt(w.id()),
        comment: opt(w.text(5000)),
        private_comment: opt(w.text(5000)),
        events: w.list(bookingEvent, 20).min(1),
        legal_conditions: opt(w.list(w.object({ id: w.id(), accepted: opt(w.bool()) }))),
      },
    },
    field: 'createBooking',
    created: true,
    document: `mutation ($input: CreateBookingInput!) { createBooking(input: $input) {
      __typename ... on Booking { id status comment customerId
        events { id start end customerStart customerEnd serviceId employeeId workplaceId machineId locationId bookingId } }
      ${errorMembers} } }`,
    variables: ({ body }) => {
      const events = (Array.isArray(body.events) ? body.events : []) as Record<string, unknown>[];
      const first = events[0] ?? {};
      return {
        input: {
          vendorId: num(body.vendor_id ?? first.vendor_id),
          locationId: num(body.location_id ?? first.location_id),
          customerId: num(body.customer_id),
          comment: body.comment == null ? undefined : String(body.comment),
          privateComment: body.private_comment == null ? undefined : String(body.private_comment),
          events: bookingEvents(body),
          legalConditions: Array.isArray(body.legal_conditions)
            ? (body.legal_conditions as Record<string, unknown>[]).map((l) => ({
                id: Number(l.id),
                accepted: bool(l.accepted) ?? false,
              }))
            : undefined,
        },
      };
    },
  },
];

export const bookingsRoutes: Route[] = [...createRoutes, ...lifecycleRoutes];
