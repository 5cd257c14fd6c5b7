import { builder } from '../../builder.ts';
import { bookingCalendarLinks, type ManagedBookingView } from './manage-booking.service.ts';

export const ManagedBookingRef = builder.objectRef<ManagedBookingView>('ManagedBooking').implement({
  description: 'A booking as its customer sees it from the manage link (no login).',
  fields: (t) => ({
    id: t.int({ resolve: (v) => v.booking.id }),
    token: t.exposeString('token', { description: 'The link token now valid (a move gives a new one).' }),
    status: t.exposeString('status'),
    start: t.expose('start', { type: 'DateTime' }),
    end: t.expose('end', { type: 'DateTime' }),
    timezone: t.exposeString('timezone'),
    services: t.exposeString('services'),
    serviceIds: t.exposeIntList('serviceIds'),
    vendorId: t.int({ resolve: (v) => v.booking.vendorId }),
    vendorName: t.exposeString('vendorName'),
    vendorSlug: t.exposeString('vendorSlug'),
    vendorLive: t.exposeBoolean('vendorLive', { description: 'Whether the salon takes new bookings (live mode).' }),
    locationId: t.exposeInt('locationId'),
    locationName: t.exposeString('locationName'),
    locationSlug: t.exposeString('locationSlug'),
    address: t.exposeString('address'),
    mapUrl: t.exposeString('mapUrl'),
    salonPhone: t.exposeString('salonPhone'),
    cancellationNotice: t.exposeInt('cancellationNotice', { description: 'Hours.' }),
    canChange: t.exposeBoolean('canChange', { description: 'False inside the cancellation notice, or when closed.' }),
    refusal: t.exposeString('refusal', { nullable: true, description: 'Why it cannot be changed online.' }),
    icsUrl: t.exposeString('icsUrl'),
    googleUrl: t.exposeString('googleUrl'),
    outlookUrl: t.exposeString('outlookUrl'),
  }),
});

interface CalendarLinks {
  icsUrl: string;
  googleUrl: string;
  outlookUrl: string;
  manageUrl: string;
}

const CalendarLinksRef = builder.objectRef<CalendarLinks>('BookingCalendarLinks').implement({
  description: '"Add to calendar" for a booking: its .ics, Google Calendar and Outlook, and its manage page.',
  fields: (t) => ({
    icsUrl: t.exposeString('icsUrl'),
    googleUrl: t.exposeString('googleUrl'),
    outlookUrl: t.exposeString('outlookUrl'),
    manageUrl: t.exposeString('manageUrl'),
  }),
});

builder.prismaObjectField('Booking', 'calendarLinks', (t) =>
  t.field({
    type: CalendarLinksRef,
    nullable: true,
    description: 'Null for a booking without events or customer.',
    resolve: (booking, _args, ctx) => bookingCalendarLinks(ctx, booking.id),
  }),
);
