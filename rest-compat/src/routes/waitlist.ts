// The waitlist (gateway module `waitlist`): a customer joins for services, a location and a range of
// days (201), staff read their vendor's list, and an entry is removed by its customer or the staff.
import type { Route } from '../types.ts';
import { opt, w } from '../wire/shape.ts';
import { errorMembers, num, pagination, str } from '../wire/values.ts';

const entryFields = `id vendorId locationId customerId employeeId serviceIds dateFrom dateTo timeFrom timeTo status
  offeredStarts holdUntil bookingId createdAt customerName locationName employeeName serviceNames`;

const STATUSES = ['WAITING', 'OFFERED', 'BOOKED', 'LEFT', 'EXPIRED'] as const;

export const waitlistRoutes: Route[] = [
  {
    method: 'POST',
    path: '/waitlist.json',
    summary: 'Joins the waitlist (the customer for themselves; staff name a customer of theirs)',
    input: {
      body: {
        vendor_id: w.id(),
        location_id: w.id(),
        service_ids: w.list(w.id(), 20),
        date_from: w.date(),
        date_to: w.date(),
        employee_id: opt(w.id()),
        time_from: opt(w.time()),
        time_to: opt(w.time()),
        customer_id: opt(w.id()),
      },
    },
    field: 'joinWaitlist',
    created: true,
    document: `mutation ($input: JoinWaitlistInput!) { joinWaitlist(input: $input) {
      __typename ... on WaitlistEntry { ${entryFields} } ${errorMembers} } }`,
    variables: ({ body }) => ({
      input: {
        vendorId: num(body.vendor_id),
        locationId: num(body.location_id),
        serviceIds: (body.service_ids as unknown[]).map(Number),
        dateFrom: body.date_from,
        dateTo: body.date_to,
        employeeId: num(body.employee_id),
        timeFrom: str(body.time_from)?.slice(0, 5),
        timeTo: str(body.time_to)?.slice(0, 5),
        customerId: num(body.customer_id),
      },
    }),
  },
  {
    method: 'GET',
    path: '/waitlist.json',
    summary: "The staff's waitlist of their vendor, in the order entries are offered",
    input: {
      query: {
        page: opt(w.int(1)),
        limit: opt(w.int(0)),
        status: opt(w.oneOf(STATUSES)),
        location_id: opt(w.id()),
      },
    },
    field: 'waitlistEntries',
    page: true,
    document: `query ($page: Int, $limit: Int, $status: WaitlistStatus, $l: Int) {
      waitlistEntries(page: $page, limit: $limit, status: $status, locationId: $l) { items { ${entryFields} } ${pagination} } }`,
    variables: ({ query }) => ({
      page: num(query.get('page')),
      limit: num(query.get('limit')),
      status: str(query.get('status')),
      l: num(query.get('location_id')),
    }),
  },
  {
    method: 'DELETE',
    path: '/waitlist/:id.json',
    summary: "Removes an entry: the customer's own, or one of the staff's vendor",
    input: { params: { id: w.id() } },
    field: 'deleteWaitlistEntry',
    document: `mutation ($id: Int!) { deleteWaitlistEntry(id: $id) { __typename ... on DeleteResult { id } ${errorMembers} } }`,
    variables: ({ params }) => ({ id: Number(params.id) }),
  },
];
