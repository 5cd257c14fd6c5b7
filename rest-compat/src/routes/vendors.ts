// The vendor calls (spec §7): settings by scope, sign-up, the staff's user list, onboarding, live
// mode and the team chat integration. Listed first by configuration.ts (before the generic kinds).
import { LANGUAGES, languageOr } from '@salon/shared';
import { camelKeys } from '../case.ts';
import type { Route } from '../types.ts';
import { opt, type Shape, w } from '../wire/shape.ts';
import { errorMembers, num, str } from '../wire/values.ts';

const vendorPublic = `id slug publicName description defaultLanguage workplacesEnabled machinesEnabled liveMode
  timezone picture calendarColor category regionName street zip city website phone appId`;

const vendorPrivate = `${vendorPublic} name email onboardingCompleted smsCredits descriptions { language description }
  flexibleTimetable minStart maxEnd capacityThreshold displayType emailDefaultLanguage reminderEmailEnabled
  reminderEmailHours reminderSmsEnabled reminderSmsHours actualFreeTimeSlotFirstBooking recommendSlots
  availableBookingsInterval bookingSlotsPropositionInterval cancellationNotice calendarLock dailyServiceLimit
  requireConfirmationAboveNoShows waitlistMode waitlistHoldMinutes numberOfVisitForVoucher
  pointsPerChfConversion loyaltyVoucherValue employees { id firstname lastname name user { id email role } }`;

const chatIntegration = (path: string, field: string): Route => ({
  method: 'GET',
  path: `/vendors/${path}/:id`,
  summary: 'Chat-workspace integration of a vendor',
  input: { params: { id: w.id() } },
  field,
  document: `mutation ($id: Int!) { ${field}(vendorId: $id) { vendorId connected state } }`,
  variables: ({ params }) => ({ id: Number(params.id) }),
});

const vendorScopes = ['LEGAL', 'PUBLIC', 'BOOKING', 'FIDELITY', 'legal', 'public', 'booking', 'fidelity'] as const;

/** Vendor sign-up: the vendor with its first employee and that employee's user. */
const signUpBody: Shape = {
  name: opt(w.text()),
  public_name: opt(w.text()),
  email: opt(w.text()),
  phone: opt(w.text(64)),
  default_language: opt(w.oneOf(LANGUAGES)),
  firstname: opt(w.text()),
  lastname: opt(w.text()),
  password: opt(w.text(128)),
  admin_email: opt(w.text()),
  picture: opt(w.text(2_000_000)),
  employees: opt(
    w.list(
      w.object({
        firstname: opt(w.text()),
        lastname: opt(w.text()),
        user: opt(
          w.object({
            email: opt(w.text()),
            password: opt(w.text(128)),
            firstname: opt(w.text()),
            lastname: opt(w.text()),
          }),
        ),
      }),
      5,
    ),
  ),
};

export const vendorRoutes: Route[] = [
  chatIntegration('slack-state', 'startChatIntegration'),
  chatIntegration('remove-slack-state', 'clearChatIntegrationState'),
  chatIntegration('slack-revoke', 'revokeChatIntegration'),
  {
    method: 'GET',
    path: '/vendors/user-list',
    input: {},
    field: 'vendorUserList',
    document: 'query { vendorUserList { id email username firstname lastname role language verified employeeId } }',
    variables: () => ({}),
  },
  {
    method: 'GET',
    path: '/vendors/onboarding.json',
    input: {},
    field: 'onboardingStatus',
    document: 'query { onboardingStatus { hasLocation hasService hasTimetable next completed liveMode } }',
    variables: () => ({}),
  },
  {
    method: 'POST',
    path: '/vendors/activate-live-mode.json',
    input: {},
    field: 'activateLiveMode',
    document: `mutation { activateLiveMode { __typename ... on Vendor { id liveMode onboardingCompleted } ${errorMembers} } }`,
    variables: () => ({}),
  },
  {
    // The settings screens read the private fields of their own vendor.
    method: 'GET',
    path: '/vendors/:id.json',
    summary: 'A vendor with its private settings (its own staff)',
    input: { params: { id: w.id() } },
    field: 'vendor',
    notFoundOnNull: true,
    document: `query ($id: Int!) { vendor(id: $id) { ${vendorPrivate} } }`,
    variables: ({ params }) => ({ id: Number(params.id) }),
  },
  {
    method: 'GET',
    path: '/vendors/:id',
    summary: 'A vendor',
    input: { params: { id: w.id() } },
    field: 'vendor',
    notFoundOnNull: true,
    document: `query ($id: Int!) { vendor(id: $id) { ${vendorPublic} } }`,
    variables: ({ params }) => ({ id: Number(params.id) }),
  },
  ...(['/vendors/:id.json', '/vendors/:id'] as const).map(
    (path): Route => ({
      method: 'PUT',
      path,
      summary: 'Updates a vendor (scope LEGAL, PUBLIC, BOOKING or FIDELITY)',
      input: {
        params: { id: w.id() },
        query: { scope: opt(w.oneOf(vendorScopes)) },
        body: { scope: opt(w.oneOf(vendorScopes)), vendor: opt(w.object({})) },
      },
      field: 'updateVendor',
      document: `mutation ($id: Int!, $scope: VendorScope!, $input: VendorInput!) {
        updateVendor(id: $id, scope: $scope, input: $input) { __typename ... on Vendor { ${vendorPrivate} } ${errorMembers} } }`,
      variables: ({ params, query, body }, schema) => {
        const vendor = (body.vendor && typeof body.vendor === 'object' ? body.vendor : body) as Record<string, unknown>;
        const scope = String(query.get('scope') ?? body.scope ?? vendor.scope ?? 'PUBLIC').toUpperCase();
        return { id: Number(params.id), scope, input: schema.toInput('VendorInput', vendor) };
      },
    }),
  ),
  {
    method: 'GET',
    path: '/vendors.json',
    summary: 'Vendors matching the given fields (uniqueness checks: a non-empty list means taken)',
    input: {
      query: {
        page: opt(w.int(1)),
        limit: opt(w.int(0)),
        id: opt(w.id()),
        email: opt(w.text()),
        name: opt(w.text()),
        public_name: opt(w.text()),
        publicName: opt(w.text()),
        phone: opt(w.text(64)),
        app_id: opt(w.id()),
      },
    },
    field: 'vendors',
    page: true,
    document: `query ($page: Int, $limit: Int, $id: Int, $email: String, $name: String, $publicName: String, $phone: String, $appId: Int) {
      vendors(page: $page, limit: $limit, id: $id, email: $email, name: $name, publicName: $publicName, phone: $phone, appId: $appId) {
        items { id slug publicName } pagination { pageCount currentPage hasNextPage hasPrevPage count limit } } }`,
    variables: ({ query }) => ({
      page: num(query.get('page')),
      limit: num(query.get('limit')),
      id: num(query.get('id')),
      email: str(query.get('email')),
      name: str(query.get('name')),
      publicName: str(query.get('public_name') ?? query.get('publicName')),
      phone: str(query.get('phone')),
      appId: num(query.get('app_id')),
    }),
  },
  {
    method: 'POST',
    path: '/vendors.json',
    summary: 'Signs a vendor up with its first admin (JSON or multipart form data with the picture)',
    input: { body: signUpBody, multipart: true },
    field: 'signUpVendor',
    created: true,
    document: `mutation ($input: VendorSignUpInput!) { signUpVendor(input: $input) {
      __typename ... on AuthPayload { token message } ${errorMembers} } }`,
    variables: ({ body }) => {
      // The sign-up form sends the vendor with its first employee and that employee's user.
      const b = camelKeys(body) as Record<string, unknown>;
      const employee = ((b.employees as Record<string, unknown>[] | undefined)?.[0] ?? {}) as Record<string, unknown>;
      const user = (employee.user ?? {}) as Record<string, unknown>;
      const text = (...values: unknown[]) => String(values.find((v) => v != null && v !== '') ?? '');
      return {
        input: {
          name: text(b.name),
          publicName: text(b.publicName),
          email: text(b.email),
          phone: text(b.phone),
          defaultLanguage: languageOr(b.defaultLanguage),
          firstname: text(b.firstname, employee.firstname, user.firstname),
          lastname: text(b.lastname, employee.lastname, user.lastname),
          password: text(b.password, user.password),
          adminEmail: text(b.adminEmail, user.email),
          picture: typeof b.picture === 'string' && b.picture ? b.picture : undefined,
        },
      };
    },
  },
  {
    method: 'GET',
    path: '/short-messages/get-remaining-credits.json',
    input: { query: { vendor_id: opt(w.id()) } },
    field: 'remainingSmsCredits',
    document: 'query ($vendorId: Int) { remainingSmsCredits(vendorId: $vendorId) { remainingCredits } }',
    variables: ({ query }) => ({ vendorId: num(query.get('vendor_id')) }),
  },
  {
    method: 'GET',
    path: '/configuration-errors.json',
    input: {},
    field: 'configurationErrors',
    document: `query { configurationErrors { ${['services', 'employees', 'workplaces', 'regions', 'locations', 'machines', 'closedDates'].map((c) => `${c} { id keys }`).join(' ')} } }`,
    variables: () => ({}),
  },
  {
    method: 'GET',
    path: '/notification-counters.json',
    input: {},
    field: 'notificationCounters',
    document: 'query { notificationCounters { collection count } }',
    variables: () => ({}),
  },
  {
    method: 'POST',
    path: '/notification-counters/reset/:collection.json',
    input: { params: { collection: w.text(64) } },
    field: 'resetNotificationCounter',
    document: 'mutation ($c: CountedCollection!) { resetNotificationCounter(collection: $c) { collection count } }',
    variables: ({ params }) => ({ c: params.collection }),
  },
];
