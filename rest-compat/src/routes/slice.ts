// The calls of the first slice: login, sign-up, e-mail validation, vendor page, availability, booking.
import { camelKeys } from '../case.ts';
import type { Route } from '../types.ts';
import { opt, type Shape, w } from '../wire/shape.ts';
import { bool, bookingEvents, errorMembers, num } from '../wire/values.ts';

const authPayload = `__typename ... on AuthPayload { token message } ${errorMembers}`;

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

/** A requested service: an id, or {id, duration} (the two schemas built once, not per request). */
const serviceId = w.id();
const serviceWithDuration = w.object({ id: w.id(), duration: opt(w.int(0, 24 * 60)) });
const serviceRef = w.any().refine((v) => serviceId.safeParse(v).success || serviceWithDuration.safeParse(v).success, {
  params: { rule: 'invalid' },
});

/** Wire body of the availability calls. */
export const availabilityBody: Shape = {
  vendor_id: w.id(),
  location_id: w.id(),
  services: w.list(serviceRef, 20).min(1),
  employee_id: opt(w.id()),
  favorite_employee_only: opt(w.bool()),
  exclude_events_ids: opt(w.list(w.id())),
};

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

const vendorFields = `id slug publicName description timezone workplacesEnabled liveMode defaultLanguage
  locations { id name shortName slug street zip city closedFrom }
  categories { id icon name }
  services { id name duration categoryId price }`;

export const sliceRoutes: Route[] = [
  {
    method: 'POST',
    path: '/users/token.json',
    summary: 'Logs in; returns a token',
    input: { body: { usernameOrEmail: opt(w.text()), username_or_email: opt(w.text()), password: w.text(128) } },
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
    summary: 'Signs a customer up; returns a token and a message',
    input: {
      body: {
        email: w.text(),
        password: w.text(128),
        firstname: w.text(),
        lastname: w.text(),
        username: opt(w.text()),
        language: opt(w.oneOf(['fr', 'en'])),
      },
    },
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
    summary: 'Validates an e-mail address with the link token; returns a token and a message',
    input: { body: { id: w.id(), token: w.text(512) } },
    field: 'validateEmail',
    document: `mutation ($id: Int!, $token: String!) { validateEmail(userId: $id, token: $token) { ${authPayload} } }`,
    variables: ({ body }) => ({ id: Number(body.id), token: String(body.token ?? '') }),
  },
  {
    method: 'GET',
    path: '/vendors/slug/:slug',
    summary: "A vendor's public page",
    input: { params: { slug: w.text(100) } },
    field: 'vendorBySlug',
    notFoundOnNull: true,
    document: `query ($slug: String!) { vendorBySlug(slug: $slug) { ${vendorFields} } }`,
    variables: ({ params }) => ({ slug: params.slug }),
  },
  {
    method: 'POST',
    path: '/bookings/availabilities',
    summary: 'Dates with free slots between two dates (times with their UTC offset)',
    input: { body: { ...availabilityBody, date_from: w.date(), date_to: opt(w.date()) } },
    field: 'availableDates',
    document: `query ($input: AvailabilityRangeInput!) { availableDates(input: $input) { date slotCount times offsets } }`,
    variables: ({ body }) => ({
      input: { ...availabilityCommon(body), dateFrom: body.date_from, dateTo: body.date_to ?? body.date_from },
    }),
    shape: (value) =>
      (value as unknown as { date: string; slotCount: number; times: string[]; offsets: string[] }[]).map((d) => ({
        date: d.date,
        slots: d.times,
        offsets: d.offsets,
        slotCount: d.slotCount,
      })),
  },
  {
    method: 'POST',
    path: '/bookings/get-available-bookings',
    summary: 'Free slots of one day, with the resources of each',
    input: { body: { ...availabilityBody, date: w.date() } },
    field: 'availableSlots',
    document: `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
      start end time offset assignments { serviceId employeeId workplaceId machineId start end } } }`,
    variables: ({ body }) => ({ input: { ...availabilityCommon(body), date: body.date } }),
  },
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
