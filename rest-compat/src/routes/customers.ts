// Spec §7 Customers, plus the money side: comments, points, loyalty vouchers, booking close and
// customer stats, gift vouchers (kind `vouchers`), invoices (kind `invoices`). Cash closing is in
// cash-closing.ts, reports in reports.ts. Amounts on the wire are integer Rappen, like the GraphQL schema.
import { camelKeys } from '../case.ts';
import { resourceRoutes } from '../resources.ts';
import type { Route } from '../types.ts';
import { opt, w } from '../wire/shape.ts';
import { errorMembers, num, pagination } from '../wire/values.ts';

const customerFields = `id userId vendorId type gender firstname lastname name email username address
  addressComplement zip city country birthdate phoneHome phoneMobile phoneProMobile phoneWork companyName uidNumber
  language favoriteEmployeeId favoriteEmployeeOnly createdAt`;
const voucherFields = 'id kind uuid code faceValue validFrom validUntil customerId used balance status createdAt';
const invoiceFields = `id bookingId customerId status total balance amount cashRounding createdAt
  lines { id serviceId description unitPrice quantity discount subtotal total }
  payments { id method amount rounding voucherId voucherCode cashClosingId createdAt }`;
const statsFields = 'customerId visits noShows canceled upcoming totalSpent openBalance lastVisit nextVisit';
const pointsFields = `customerId points pointsValue pointsPerChfConversion paidVisits numberOfVisitForVoucher
  visitsUntilVoucher loyaltyVoucherValue fidelityVouchers fidelityBalance`;

const intOf = (query: URLSearchParams, name: string) => num(query.get(name));

function paymentsOf(body: Record<string, unknown>) {
  const list = (Array.isArray(body.payments) ? body.payments : []) as Record<string, unknown>[];
  return list.map((p) => ({
    method: String(p.method ?? p.payment_method ?? '').toUpperCase(),
    amount: num(p.amount),
    voucherCode: p.voucher_code ?? p.uuid ?? p.code ?? undefined,
  }));
}

export const customersRoutes: Route[] = [
  {
    method: 'GET',
    path: '/customers/account/:userId/:vendorId.json',
    input: { params: { userId: w.id(), vendorId: w.id() } },
    field: 'customerAccount',
    notFoundOnNull: true,
    document: `query ($u: Int!, $v: Int!) { customerAccount(userId: $u, vendorId: $v) { ${customerFields} } }`,
    variables: ({ params }) => ({ u: Number(params.userId), v: Number(params.vendorId) }),
  },
  {
    method: 'POST',
    path: '/customers/add-for-user.json',
    input: { body: { vendor_id: opt(w.id()), vendorId: opt(w.id()) } },
    field: 'addCustomerForUser',
    created: true,
    document: `mutation ($v: Int!) { addCustomerForUser(vendorId: $v) {
      __typename ... on Customer { ${customerFields} } ${errorMembers} } }`,
    variables: ({ body }) => ({ v: num(body.vendor_id ?? body.vendorId) }),
  },
  {
    method: 'POST',
    path: '/customers/merge/:id.json',
    input: { params: { id: w.id() }, body: { idsToDelete: opt(w.list(w.id())), ids_to_delete: opt(w.list(w.id())) } },
    field: 'mergeCustomers',
    document: `mutation ($id: Int!, $ids: [Int!]!, $input: CustomerInput) { mergeCustomers(id: $id, idsToDelete: $ids, input: $input) {
      __typename ... on Customer { ${customerFields} } ${errorMembers} } }`,
    variables: ({ params, body }, schema) => {
      const ids = (body.idsToDelete ?? body.ids_to_delete ?? []) as unknown[];
      const { idsToDelete: _a, ids_to_delete: _b, ...fields } = body;
      return { id: Number(params.id), ids: ids.map(Number), input: schema.toInput('CustomerInput', fields) };
    },
  },
  ...resourceRoutes({
    kind: 'customers',
    type: 'Customer',
    fields: customerFields,
    filters: { search: 'String' },
    list: 'customers',
    allFromList: true,
    one: 'customer',
    create: { field: 'createCustomer', input: 'CustomerInput' },
    update: { field: 'updateCustomer', input: 'CustomerInput' },
    remove: 'deleteCustomer',
    verifyDelete: 'verifyDeleteCustomer',
  }),
  {
    method: 'GET',
    path: '/customers/no-shows/:id.json',
    summary: "A customer's no-shows and late cancellations in the last 12 months (staff)",
    input: { params: { id: w.id() } },
    field: 'customer',
    notFoundOnNull: true,
    document: `query ($id: Int!) { customer(id: $id) { id noShowRecord { noShows lateCancellations since cancellationNoticeHours } } }`,
    variables: ({ params }) => ({ id: Number(params.id) }),
  },
  {
    method: 'GET',
    path: '/points/stats/:id.json',
    input: { params: { id: w.id() } },
    field: 'pointsStats',
    document: `query ($id: Int!) { pointsStats(customerId: $id) { ${pointsFields} } }`,
    variables: ({ params }) => ({ id: Number(params.id) }),
  },
  {
    method: 'GET',
    path: '/cards/:id.json',
    input: { params: { id: w.id() } },
    field: 'customerCard',
    notFoundOnNull: true,
    document: `query ($id: Int!) { customerCard(customerId: $id) {
      customer { ${customerFields} } stats { ${statsFields} } points { ${pointsFields} } } }`,
    variables: ({ params }) => ({ id: Number(params.id) }),
  },
  {
    method: 'GET',
    path: '/vouchers/fidelity-with-balance/:id.json',
    input: { params: { id: w.id() }, query: { page: opt(w.int(1)), limit: opt(w.int(0)) } },
    field: 'fidelityVouchers',
    page: true,
    document: `query ($id: Int!, $page: Int, $limit: Int) { fidelityVouchers(customerId: $id, page: $page, limit: $limit) {
      items { ${voucherFields} } ${pagination} } }`,
    variables: ({ params, query }) => ({
      id: Number(params.id),
      page: intOf(query, 'page'),
      limit: intOf(query, 'limit'),
    }),
  },
  ...resourceRoutes({
    kind: 'comments',
    type: 'Comment',
    fields: 'id customerId comment createdAt',
    filters: { customerId: 'Int!' },
    list: 'comments',
    one: 'comment',
    create: { field: 'createComment', input: 'CommentInput' },
    update: { field: 'updateComment', input: 'CommentInput' },
    remove: 'deleteComment',
  }),
  {
    method: 'PUT',
    path: '/bookings/close/:id.json',
    input: {
      params: { id: w.id() },
      body: {
        status: w.oneOf(['EXECUTED', 'NO_SHOW', 'executed', 'no_show']),
        confirm_negative: opt(w.bool()),
        payments: opt(
          w.list(
            w.object({
              method: opt(w.oneOf(['CASH', 'CARD', 'POSTCARD', 'VOUCHER', 'cash', 'card', 'postcard', 'voucher'])),
              payment_method: opt(w.text(32)),
              amount: w.int(),
              voucher_code: opt(w.text(32)),
              uuid: opt(w.text(32)),
              code: opt(w.text(32)),
            }),
            100,
          ),
        ),
      },
    },
    field: 'closeBooking',
    document: `mutation ($id: Int!, $input: CloseBookingInput!) { closeBooking(id: $id, input: $input) {
      __typename ... on Booking { id status customerId invoice { ${invoiceFields} } } ${errorMembers} } }`,
    variables: ({ params, body }) => {
      const b = camelKeys(body) as Record<string, unknown>;
      return {
        id: Number(params.id),
        input: {
          status: String(b.status ?? '').toUpperCase(),
          payments: paymentsOf(body),
          confirmNegative: b.confirmNegative === true || b.confirmNegative === 'true' || b.confirmNegative === 1,
        },
      };
    },
  },
  {
    method: 'GET',
    path: '/bookings/stats-for-customer/:id.json',
    input: { params: { id: w.id() } },
    field: 'customerStats',
    document: `query ($id: Int!) { customerStats(customerId: $id) { ${statsFields} } }`,
    variables: ({ params }) => ({ id: Number(params.id) }),
  },
  ...resourceRoutes({
    kind: 'vouchers',
    type: 'Voucher',
    fields: voucherFields,
    filters: { search: 'String', kind: 'VoucherKind', customerId: 'Int' },
    list: 'vouchers',
    allFromList: true,
    one: 'voucher',
    create: { field: 'createVoucher', input: 'VoucherInput' },
    update: { field: 'updateVoucher', input: 'VoucherInput' },
    remove: 'deleteVoucher',
    verifyDelete: 'verifyDeleteVoucher',
  }),
  ...resourceRoutes({
    kind: 'invoices',
    type: 'Invoice',
    fields: invoiceFields,
    filters: { customerId: 'Int', status: 'InvoiceStatus', dateFrom: 'Date', dateTo: 'Date' },
    list: 'invoices',
    allFromList: true,
    one: 'invoice',
    update: { field: 'updateInvoice', input: 'InvoiceInput' },
  }),
];
