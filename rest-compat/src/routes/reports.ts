// Spec §7 reports: the figures of a period (gateway module `reports`). Amounts are integer Rappen.
import type { Route } from '../types.ts';
import { opt, w } from '../wire/shape.ts';
import { num } from '../wire/values.ts';

const intOf = (query: URLSearchParams, name: string) => num(query.get(name));

export const reportsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/reports/stats.json',
    input: { query: { date_from: w.date(), date_to: opt(w.date()), location_id: opt(w.id()) } },
    field: 'report',
    document: `query ($f: Date!, $t: Date!, $l: Int) { report(dateFrom: $f, dateTo: $t, locationId: $l) {
      dateFrom dateTo locationId revenue { method amount } revenueTotal invoicedTotal bookingsByStatus { status count }
      byEmployee { employeeId name bookings bookedMinutes workingMinutes occupancy revenue }
      byService { serviceId name count revenue } occupancy } }`,
    variables: ({ query }) => ({
      f: query.get('date_from'),
      t: query.get('date_to') ?? query.get('date_from'),
      l: intOf(query, 'location_id'),
    }),
  },
];
