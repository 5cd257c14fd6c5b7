// The route table: each REST route of spec §7 names a GraphQL document, how to build its
// variables from the request, and how to shape the payload.
import { camelKeys } from './case.ts';
import { errorMembers } from './resources.ts';
import { usersRoutes } from './routes/users.ts';
import { configurationRoutes } from './routes/configuration.ts';
import type { Route } from './types.ts';
import { schedulingRoutes } from './routes/scheduling.ts';
import { customersRoutes } from './routes/customers.ts';

export type { RestRequest, Route, SchemaHelpers } from './types.ts';

const authPayload = `__typename ... on AuthPayload { token message } ${errorMembers}`;

const num = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));
const bool = (v: unknown) =>
  v === undefined || v === null ? undefined : v === true || v === 'true' || v === 1 || v === '1';

function availabilityServices(body: Record<string, unknown>) {
  const list = Array.isArray(body.services) ? body.services : [];
  return list.map((s) =>
    typeof s === 'object' && s !== null
      ? { id: Number((s as Record<string, unknown>).id), duration: num((s as Record<string, unknown>).duration) }
      : { id: Number(s) },
  );
}

const availabilityCommon = (body: Record<string, unknown>) => ({
  vendorId: num(body.vendor_id),
  locationId: num(body.location_id),
  services: availabilityServices(body),
  employeeId: num(body.employee_id),
  favoriteEmployeeOnly: bool(body.favorite_employee_only),
  excludeEventIds: Array.isArray(body.exclude_events_ids) ? body.exclude_events_ids.map(Number) : undefined,
});

const vendorFields = `id slug publicName description timezone workplacesEnabled liveMode defaultLanguage
  locations { id name shortName slug street zip city closedFrom }
  categories { id icon name }
  services { id name duration categoryId price }`;

/** The calls of the first slice: login, sign-up, e-mail validation, vendor page, availability, booking. */
const sliceRoutes: Route[] = [
  {
    method: 'POST',
    path: '/users/token.json',
    field: 'login',
    document: `mutation ($u: String!, $p: String!) { login(usernameOrEmail: $u, password: $p) { ${authPayload} } }`,
    variables: ({ body }) => ({
      u: String(body.usernameOrEmail ?? body.username_or_email ?? ''),
      p: String(body.password ?? ''),
    }),
  },
  {
    method: 'POST',
    path: '/users/register.json',
    field: 'register',
    document: `mutation ($input: RegisterInput!) { register(input: $input) { ${authPayload} } }`,
    variables: ({ body }) => {
      const b = camelKeys(body) as Record<string, unknown>;
      return {
        input: {
          email: String(b.email ?? ''),
          password: String(b.password ?? ''),
          firstname: String(b.firstname ?? ''),
          lastname: String(b.lastname ?? ''),
          username: b.username ? String(b.username) : undefined,
          language: b.language === 'en' || b.language === 'fr' ? b.language : undefined,
        },
      };
    },
  },
  {
    method: 'POST',
    path: '/users/emailValidation.json',
    field: 'validateEmail',
    document: `mutation ($id: Int!, $token: String!) { validateEmail(userId: $id, token: $token) { ${authPayload} } }`,
    variables: ({ body }) => ({ id: Number(body.id), token: String(body.token ?? '') }),
  },
  {
    method: 'GET',
    path: '/vendors/slug/:slug',
    field: 'vendorBySlug',
    notFoundOnNull: true,
    document: `query ($slug: String!) { vendorBySlug(slug: $slug) { ${vendorFields} } }`,
    variables: ({ params }) => ({ slug: params.slug }),
  },
  {
    method: 'POST',
    path: '/bookings/availabilities',
    field: 'availableDates',
    document: `query ($input: AvailabilityRangeInput!) { availableDates(input: $input) { date slotCount times } }`,
    variables: ({ body }) => ({
      input: { ...availabilityCommon(body), dateFrom: body.date_from, dateTo: body.date_to ?? body.date_from },
    }),
    shape: (value) =>
      (value as unknown as { date: string; slotCount: number; times: string[] }[]).map((d) => ({
        date: d.date,
        slots: d.times,
        slotCount: d.slotCount,
      })),
  },
  {
    method: 'POST',
    path: '/bookings/get-available-bookings',
    field: 'availableSlots',
    document: `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
      start end time assignments { serviceId employeeId workplaceId machineId start end } } }`,
    variables: ({ body }) => ({ input: { ...availabilityCommon(body), date: body.date } }),
  },
  {
    method: 'POST',
    path: '/bookings.json',
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
          events: events.map((e) => {
            const start = String(e.start ?? '');
            // "YYYY-MM-DD HH:mm" is wall-clock time of the vendor; anything with an offset is an instant.
            const local = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(start);
            return {
              serviceId: num(e.service_id),
              employeeId: num(e.employee_id),
              workplaceId: num(e.workplace_id),
              machineId: num(e.machine_id),
              ...(local ? { localStart: start.replace('T', ' ').slice(0, 16) } : { start }),
            };
          }),
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

// Each domain adds its routes in a file of its own under routes/ and is listed here.
export const routes: Route[] = [
  ...sliceRoutes,
  ...configurationRoutes,
  ...usersRoutes,
  ...schedulingRoutes,
  ...customersRoutes,
];
