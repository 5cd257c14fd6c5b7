// Wire helpers shared by every route file: value conversion, booking events, GraphQL selections
// and the status of each error union member.

/** A number, or undefined for an absent or empty value. */
export const num = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));
/** A boolean from JSON or a query string ("true"/"1"), or undefined when absent. */
export const bool = (v: unknown) =>
  v === undefined || v === null || v === '' ? undefined : v === true || v === 'true' || v === 1 || v === '1';
/** A string, or undefined for an absent or empty value. */
export const str = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : String(v));
/** A string, keeping the empty one; undefined only when absent. */
export const text = (v: unknown) => (v === undefined || v === null ? undefined : String(v));

/** HTTP status of each member type of a mutation's error union. */
export const statusByType: Record<string, number> = {
  ValidationError: 422,
  ConflictError: 409,
  NotFoundError: 404,
  // A login whose password was right, waiting for its second step.
  TwoFactorRequired: 401,
};

export const errorMembers = `
  ... on ValidationError { errorMessage: message errors }
  ... on ConflictError { errorMessage: message }
  ... on NotFoundError { errorMessage: message }`;

export const pagination = 'pagination { pageCount currentPage hasNextPage hasPrevPage count limit }';

/** Selection of a calendar event. */
export const eventFields = `id kind start end customerStart customerEnd bookingId serviceId servicePartId employeeId
  workplaceId machineId locationId manual active effectiveDuration summary color displayColor`;

/** A wall-clock "YYYY-MM-DD HH:mm" of the vendor, without offset. */
const wallClock = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

/** Booking events of a body: "YYYY-MM-DD HH:mm" is the vendor's wall clock, anything with an offset an instant. */
export function bookingEvents(body: Record<string, unknown>) {
  const events = (Array.isArray(body.events) ? body.events : []) as Record<string, unknown>[];
  return events.map((e) => {
    const start = String(e.start ?? '');
    return {
      serviceId: num(e.service_id),
      employeeId: num(e.employee_id),
      workplaceId: num(e.workplace_id),
      machineId: num(e.machine_id),
      ...(wallClock.test(start)
        ? { localStart: start.replace('T', ' ').slice(0, 16) }
        : { start: start.replace(' ', 'T') }),
    };
  });
}

/** A value given on the body or on its first event (vendor_id, location_id). */
export const firstOf = (body: Record<string, unknown>, key: string) =>
  num(
    body[key] ??
      ((Array.isArray(body.events) ? body.events[0] : undefined) as Record<string, unknown> | undefined)?.[key],
  );
