// Verifying a booking request against the engine: a start is accepted only if availability would
// have offered it (slot grid, open period, timetable, resources), or where the staff's
// out-of-timetable right allows. Each refusal reason has its own message; "just booked by
// someone else" is kept for a slot taken meanwhile.
import moment from 'moment-timezone';
import type { Context } from '../../../context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors.ts';
import { t } from '../../../lib/i18n.ts';
import { Role } from '../../../lib/roles.ts';
import { type BookingConflict, type ConflictReason, localDate, verifyBooking } from '../../../scheduling/index.ts';
import { loadAvailabilityInput } from '../../availability/index.ts';
import { availabilityLoaderDb, bookingVendorDb, findViewableBooking, isStaffOf } from './booking.access.ts';
import { m } from '../booking.messages.ts';

export interface BookingEventRequest {
  serviceId: number;
  employeeId: number;
  workplaceId?: number | null;
  machineId?: number | null;
  start?: Date | null;
  /** Wall-clock "YYYY-MM-DD HH:mm" in the vendor's time zone, instead of start. */
  localStart?: string | null;
}

export interface CreateBookingRequest {
  vendorId: number;
  locationId: number;
  customerId?: number | null;
  comment?: string | null;
  privateComment?: string | null;
  events: BookingEventRequest[];
  legalConditions?: { id: number; accepted: boolean }[] | null;
}

type Vendor = { id: number; timezone: string; publicName: string; flexibleTimetable?: boolean };

/** Reasons that mean "someone took it meanwhile" rather than "never offered". */
const TAKEN: ReadonlySet<ConflictReason> = new Set(['EMPLOYEE_BUSY', 'WORKPLACE_BUSY', 'MACHINE_BUSY']);
/** Reasons an admin, or staff whose employee may book outside timetables, may pass over. */
const OUT_OF_TIMETABLE: ReadonlySet<ConflictReason> = new Set([
  'EMPLOYEE_NOT_WORKING',
  'OUTSIDE_OPENING_HOURS',
  'TOO_SOON',
]);

export const slotTaken = (ctx: Context, count: number) =>
  new ConflictError(t(ctx.lang, count > 1 ? 'booking.slotsTaken' : 'booking.slotTaken'));

const FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * The instant of a requested start. A wall-clock time that does not exist (spring forward) is
 * refused; one that exists twice (fall back) needs an offset, i.e. an instant.
 */
export function startInstant(ctx: Context, e: BookingEventRequest, tz: string, index: number): number {
  if (e.start) return e.start.getTime();
  const field = `events.${index}.start`;
  const text = (e.localStart ?? '').trim();
  const local = moment.tz(text, FORMAT, true, tz);
  if (!local.isValid()) {
    throw new ValidationError(t(ctx.lang, 'form.errors'), { [field]: { invalid: t(ctx.lang, 'validation.invalid') } });
  }
  if (local.format(FORMAT) !== text) {
    const message = m(ctx.lang, 'NONEXISTENT_TIME', { time: text.slice(11) });
    throw new ValidationError(message, { [field]: { NONEXISTENT_TIME: message } });
  }
  const instant = local.valueOf();
  const twin = [instant - 3_600_000, instant + 3_600_000].find((x) => moment.tz(x, tz).format(FORMAT) === text);
  if (twin !== undefined) {
    const offsets = [instant, twin]
      .sort((a, b) => a - b)
      .map((x) => moment.tz(x, tz).format('Z'))
      .join(', ');
    const message = m(ctx.lang, 'AMBIGUOUS_TIME', { time: text.slice(11), offsets });
    throw new ValidationError(message, { [field]: { AMBIGUOUS_TIME: message } });
  }
  return instant;
}

/** Parses the requested events, loads the engine's data and verifies them (own events excluded). */
export async function checkRequest(
  ctx: Context,
  vendor: Vendor,
  locationId: number,
  customerId: number | null,
  events: readonly BookingEventRequest[],
  asStaff: boolean,
  excludeEventIds: number[] = [],
) {
  if (!events.length) {
    throw new ValidationError(t(ctx.lang, 'booking.noEvents'), {
      events: { required: t(ctx.lang, 'validation.required') },
    });
  }
  const tz = vendor.timezone;
  const requested = events.map((e, index) => ({
    serviceId: e.serviceId,
    employeeId: e.employeeId,
    workplaceId: e.workplaceId ?? null,
    machineId: e.machineId ?? null,
    start: startInstant(ctx, e, tz, index),
  }));
  const dates = requested.map((r) => localDate(r.start, tz)).sort();
  const db = bookingVendorDb(ctx, vendor.id);
  const data = await loadAvailabilityInput(availabilityLoaderDb(ctx), ctx.lang, {
    vendorId: vendor.id,
    locationId,
    services: requested.map((r) => ({ id: r.serviceId })),
    dateFrom: dates[0]!,
    dateTo: dates.at(-1)!,
    customerId,
    excludeEventIds,
  });
  let ignored = new Set<ConflictReason>();
  // Staff may book inside the cancellation notice and with any employee; customers may not.
  if (asStaff) {
    data.settings = { ...data.settings, cancellationNoticeHours: 0, dailyServiceLimit: null };
    data.favoriteEmployeeOnly = false;
    data.favoriteEmployeeId = null;
    const employee = ctx.viewer?.employeeId
      ? await db.employee.findUnique({ where: { id: ctx.viewer.employeeId } })
      : null;
    // A flexible timetable (vendor setting) gives every staff member the out-of-timetable right.
    if (ctx.viewer!.role >= Role.admin || employee?.canCreateBookingsOutOfTimetables || vendor.flexibleTimetable)
      ignored = new Set(OUT_OF_TIMETABLE);
  }
  const all = verifyBooking(data, requested);
  const passedOver = all.some((c) => c.reasons.some((r) => ignored.has(r)));
  const conflicts = all
    .map((c) => ({ ...c, reasons: c.reasons.filter((r) => !ignored.has(r)) }))
    .filter((c) => c.reasons.length > 0);
  return {
    requested,
    data,
    conflicts,
    notices: passedOver ? [m(ctx.lang, 'outOfTimetable')] : [],
    day: new Date(`${dates[0]}T00:00:00Z`),
  };
}

export type Checked = Awaited<ReturnType<typeof checkRequest>>;

/** True when every reason is a resource taken meanwhile. */
const onlyTaken = (conflicts: readonly BookingConflict[]) =>
  conflicts.every((c) => c.reasons.every((r) => TAKEN.has(r)));

/** The error of a refused request: "just booked" for a slot taken meanwhile, else the reason's own message. */
export function refusal(ctx: Context, conflicts: readonly BookingConflict[], count: number): Error {
  if (onlyTaken(conflicts)) return slotTaken(ctx, count);
  const errors: Record<string, Record<string, string>> = {};
  for (const c of conflicts) {
    errors[`events.${c.index}.start`] = Object.fromEntries(c.reasons.map((r) => [r, m(ctx.lang, r)]));
  }
  const first = conflicts.flatMap((c) => c.reasons).find((r) => !TAKEN.has(r)) ?? 'EMPLOYEE_BUSY';
  return new ValidationError(m(ctx.lang, first), errors);
}

export type VerifiedEvent = BookingConflict & { messages: string[] };

/** Server check before saving: conflicts per requested event, each reason with its message. */
export async function verifyBookingRequest(
  ctx: Context,
  input: Omit<CreateBookingRequest, 'legalConditions' | 'comment' | 'privateComment'> & { bookingId?: number | null },
) {
  const db = bookingVendorDb(ctx, input.vendorId);
  const vendor = await db.vendor.findUnique({ where: { id: input.vendorId } });
  if (!vendor) throw new NotFoundError(t(ctx.lang, 'notFound.vendor'));
  const asStaff = isStaffOf(ctx, vendor.id);
  let exclude: number[] = [];
  let customerId = asStaff ? (input.customerId ?? null) : null;
  if (input.bookingId) {
    const booking = await findViewableBooking(ctx, input.bookingId);
    exclude = booking.events.map((e) => e.id);
    customerId = booking.customerId;
  }
  if (!asStaff && ctx.viewer) {
    customerId =
      (
        await db.customer.findUnique({
          where: { vendorId_userId: { vendorId: vendor.id, userId: ctx.viewer.userId } },
        })
      )?.id ?? null;
  }
  const checked = await checkRequest(ctx, vendor, input.locationId, customerId, input.events, asStaff, exclude);
  const conflicts: VerifiedEvent[] = checked.conflicts.map((c) => ({
    ...c,
    messages: c.reasons.map((r) => m(ctx.lang, r)),
  }));
  return {
    available: conflicts.length === 0,
    message: conflicts.length ? refusal(ctx, conflicts, conflicts.length).message : m(ctx.lang, 'verifyOk'),
    conflicts,
    notices: checked.notices,
  };
}
