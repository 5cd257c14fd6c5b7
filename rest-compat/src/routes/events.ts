// Spec §7 calendar events (gateway module `events`): events between dates, a customer's history of a
// service, and the generic calls of kind `events`.
import { resourceRoutes } from '../resources.ts';
import type { Route } from '../types.ts';
import { opt, w } from '../wire/shape.ts';
import { bool, eventFields, num } from '../wire/values.ts';

/** What a calendar event shows of its booking, employee and service. */
export const associations = `employee { id firstname lastname name } service { id name duration }
  booking { id status customerId comment } customerName`;

export const eventsRoutes: Route[] = [
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
