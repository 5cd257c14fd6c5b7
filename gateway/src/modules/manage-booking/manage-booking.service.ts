// The manage page of a booking, reached by its signed link without a login: what it shows, and
// the cancel and move it allows (the rules live in bookings/manage/booking.manage.ts).
import type { Context } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import {
  type BookingEventRequest,
  cancelLinkedBooking,
  linkChangeRefusal,
  type LinkedBooking,
  loadLinkedBooking,
  moveLinkedBooking,
} from '../bookings/index.ts';
import { describeBooking, loadBookingForMessage } from '../notifications/index.ts';
import { m } from './manage-booking.messages.ts';
import { manageToken, readManageToken } from '../booking-core/index.ts';

export interface ManagedBookingView {
  token: string;
  booking: LinkedBooking;
  status: string;
  start: Date;
  end: Date;
  timezone: string;
  services: string;
  serviceIds: number[];
  vendorName: string;
  vendorSlug: string;
  /** Spec §4: new bookings only in live mode. */
  vendorLive: boolean;
  locationId: number;
  locationName: string;
  locationSlug: string;
  address: string;
  mapUrl: string;
  salonPhone: string;
  cancellationNotice: number;
  canChange: boolean;
  refusal: string | null;
  icsUrl: string;
  googleUrl: string;
  outlookUrl: string;
}

/** The booking of a valid token (signature, expiry, current version), or a not-found error. */
async function bookingOfToken(ctx: Context, token: string): Promise<LinkedBooking> {
  const claims = await readManageToken(ctx.app, token);
  const booking = claims ? await loadLinkedBooking(ctx, claims.bookingId) : null;
  if (!booking || !claims || booking.manageVersion !== claims.version) {
    throw new NotFoundError(m(ctx.lang, 'invalidLink'));
  }
  return booking;
}

export async function viewOf(ctx: Context, booking: LinkedBooking): Promise<ManagedBookingView> {
  const loaded = await loadBookingForMessage(ctx.app, booking.id);
  const d = await describeBooking(ctx.app, loaded!, ctx.lang);
  const token = await manageToken(ctx.app, { id: booking.id, manageVersion: booking.manageVersion, end: d.end });
  const refusal = linkChangeRefusal(ctx, booking);
  return {
    token,
    booking,
    status: booking.status,
    start: d.start,
    end: d.end,
    timezone: booking.vendor.timezone,
    services: d.services,
    serviceIds: booking.events.filter((e) => e.active && e.serviceId != null).map((e) => e.serviceId!),
    vendorName: booking.vendor.publicName,
    vendorSlug: booking.vendor.slug,
    vendorLive: booking.vendor.liveMode,
    locationId: booking.locationId,
    locationName: booking.location.name,
    locationSlug: booking.location.slug,
    address: d.address,
    mapUrl: d.mapUrl,
    salonPhone: d.salonPhone,
    cancellationNotice: booking.vendor.cancellationNotice,
    canChange: refusal === null,
    refusal: refusal && d.salonPhone ? `${refusal}. ${m(ctx.lang, 'callSalon', { phone: d.salonPhone })}` : refusal,
    icsUrl: ctx.app.publicUrl.link(`/api/manage-booking/${token}/booking.ics`),
    googleUrl: d.googleUrl,
    outlookUrl: d.outlookUrl,
  };
}

export async function managedBooking(ctx: Context, token: string) {
  return viewOf(ctx, await bookingOfToken(ctx, token));
}

export async function cancelManagedBooking(ctx: Context, token: string) {
  const booking = await bookingOfToken(ctx, token);
  await cancelLinkedBooking(ctx, booking);
  return viewOf(ctx, (await loadLinkedBooking(ctx, booking.id))!);
}

export async function moveManagedBooking(ctx: Context, token: string, events: BookingEventRequest[]) {
  const booking = await bookingOfToken(ctx, token);
  await moveLinkedBooking(ctx, booking, events);
  return viewOf(ctx, (await loadLinkedBooking(ctx, booking.id))!);
}

/** The "add to calendar" links of a booking the viewer may see (resolved on the Booking type). */
export async function bookingCalendarLinks(ctx: Context, bookingId: number) {
  const loaded = await loadBookingForMessage(ctx.app, bookingId);
  if (!loaded?.events.length) return null;
  const d = await describeBooking(ctx.app, loaded, ctx.lang);
  const token = await manageToken(ctx.app, { id: loaded.id, manageVersion: loaded.manageVersion, end: d.end });
  return {
    icsUrl: ctx.app.publicUrl.link(`/api/manage-booking/${token}/booking.ics`),
    googleUrl: d.googleUrl,
    outlookUrl: d.outlookUrl,
    manageUrl: d.manage,
  };
}
