// What a booking sends its customer (spec §2 staff confirmation): the confirmation e-mail queued
// with the booking, and the e-mail and SMS reminders the vendor's settings will send before it.
import type { Context } from '../../context.ts';
import { bookingManageLink, bookingMessageData } from './booking-emails.ts';
import { m } from './notification.messages.ts';

export interface OutgoingMessage {
  channel: 'EMAIL' | 'SMS';
  kind: 'CONFIRMATION' | 'REMINDER';
  to: string;
  subject: string;
  body: string;
  /** When it goes out; the confirmation went out with the booking. */
  sendAt: Date;
  /** False when it will not go out, with the reason. */
  willSend: boolean;
  reason: string | null;
}

/** The messages of a booking of the staff's vendor; empty for a booking without a customer. */
export async function bookingOutgoingMessages(ctx: Context, bookingId: number): Promise<OutgoingMessage[]> {
  // Staff of the booking's vendor only: the scoped read finds no other vendor's booking.
  const db = ctx.vendorDb();
  const data = await bookingMessageData(db, bookingId);
  if (!data || data.booking.vendorId !== ctx.vendorId()) return [];
  const vendor = await db.vendor.findUniqueOrThrow({
    where: { id: data.booking.vendorId },
    select: {
      reminderEmailEnabled: true,
      reminderEmailHours: true,
      reminderSmsEnabled: true,
      reminderSmsHours: true,
      smsCredits: true,
    },
  });
  const { booking, lang, params } = data;
  const start = booking.events[0]!.start;
  const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);
  const messages: OutgoingMessage[] = [
    {
      channel: 'EMAIL',
      kind: 'CONFIRMATION',
      to: data.email ?? '',
      subject: m(lang, 'confirmationSubject', params),
      body: m(lang, 'confirmationBody', params),
      sendAt: booking.createdAt,
      willSend: !!data.email,
      reason: data.email ? null : m(ctx.lang, 'noEmail'),
    },
  ];
  if (vendor.reminderEmailEnabled && vendor.reminderEmailHours > 0) {
    // A reminder is planned only for bookings made before it is due.
    const sendAt = hoursBefore(vendor.reminderEmailHours);
    const due = sendAt > booking.createdAt;
    messages.push({
      channel: 'EMAIL',
      kind: 'REMINDER',
      to: data.email ?? '',
      subject: m(lang, 'reminderSubject', params),
      body: m(lang, 'reminderBody', params),
      sendAt,
      willSend: !!data.email && due,
      reason: !data.email ? m(ctx.lang, 'noEmail') : due ? null : m(ctx.lang, 'tooLate'),
    });
  }
  if (vendor.reminderSmsEnabled && vendor.reminderSmsHours > 0) {
    const sendAt = hoursBefore(vendor.reminderSmsHours);
    const due = sendAt > booking.createdAt;
    const reason = !data.phone
      ? m(ctx.lang, 'noPhone')
      : vendor.smsCredits < 1
        ? m(ctx.lang, 'noCredit')
        : due
          ? null
          : m(ctx.lang, 'tooLate');
    messages.push({
      channel: 'SMS',
      kind: 'REMINDER',
      to: data.phone ?? '',
      subject: '',
      body: m(lang, 'reminderSms', { ...params, link: bookingManageLink(ctx.app, booking) }),
      sendAt,
      willSend: reason == null,
      reason,
    });
  }
  return messages;
}
