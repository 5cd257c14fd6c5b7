// Spec §7 cash closing: a location's closing of one day, read and saved (gateway module `cash-closing`).
// Amounts on the wire are integer Rappen, like the GraphQL schema.
import type { Route } from '../types.ts';
import { w } from '../wire/shape.ts';
import { errorMembers, num } from '../wire/values.ts';

const cashClosingFields = `id saved locationId date cashTotal cashRounding cardTotal postcardTotal voucherTotal total negativeMethods
  hasNegative vouchersUsed { voucherId code amount } payments { id invoiceId method amount rounding voucherCode createdAt }
  closedByUserId createdAt`;

export const cashClosingRoutes: Route[] = [
  {
    method: 'GET',
    path: '/cash-closings/:locationId/:date.json',
    input: { params: { locationId: w.id(), date: w.date() } },
    field: 'cashClosing',
    document: `query ($l: Int!, $d: Date!) { cashClosing(locationId: $l, date: $d) { ${cashClosingFields} } }`,
    variables: ({ params }) => ({ l: Number(params.locationId), d: params.date }),
  },
  {
    method: 'POST',
    path: '/cash-closings.json',
    input: { body: { location_id: w.id(), date: w.date() } },
    field: 'saveCashClosing',
    created: true,
    document: `mutation ($l: Int!, $d: Date!) { saveCashClosing(locationId: $l, date: $d) {
      __typename ... on CashClosing { ${cashClosingFields} } ${errorMembers} } }`,
    variables: ({ body }) => ({ l: num(body.location_id), d: body.date }),
  },
];
