// Spec §7 availability: dates with free slots, and the free slots of one day (gateway module `availability`).
import type { Route } from '../types.ts';
import { opt, type Shape, w } from '../wire/shape.ts';
import { bool, num } from '../wire/values.ts';

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

export const availabilityRoutes: Route[] = [
  {
    method: 'POST',
    path: '/bookings/availabilities',
    summary: 'Dates with free slots between two dates (times with their UTC offset, and which are recommended)',
    input: { body: { ...availabilityBody, date_from: w.date(), date_to: opt(w.date()) } },
    field: 'availableDates',
    document: `query ($input: AvailabilityRangeInput!) { availableDates(input: $input) { date slotCount times offsets recommended } }`,
    variables: ({ body }) => ({
      input: { ...availabilityCommon(body), dateFrom: body.date_from, dateTo: body.date_to ?? body.date_from },
    }),
    shape: (value) =>
      (
        value as unknown as {
          date: string;
          slotCount: number;
          times: string[];
          offsets: string[];
          recommended: boolean[];
        }[]
      ).map((d) => ({
        date: d.date,
        slots: d.times,
        offsets: d.offsets,
        // Whether each slot is one of the day's recommended times, in the order of `slots`.
        recommended: d.recommended,
        slotCount: d.slotCount,
      })),
  },
  {
    method: 'POST',
    path: '/bookings/get-available-bookings',
    summary: 'Free slots of one day, with the resources of each and whether it is recommended',
    input: { body: { ...availabilityBody, date: w.date() } },
    field: 'availableSlots',
    document: `query ($input: AvailabilityDayInput!) { availableSlots(input: $input) {
      start end time offset recommended assignments { serviceId employeeId workplaceId machineId start end } } }`,
    variables: ({ body }) => ({ input: { ...availabilityCommon(body), date: body.date } }),
  },
];
