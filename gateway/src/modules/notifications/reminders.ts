// Reminders N hours before a booking, by e-mail and/or SMS per the vendor's settings. Safe with
// several gateway processes: a reminder row is created once per booking and channel (unique
// key, ON CONFLICT DO NOTHING), then claimed with FOR UPDATE SKIP LOCKED and marked sent in
// the same transaction that queues the message, so each reminder goes out exactly once.
import type { AppServices } from '../../context.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { bookingManageLink, bookingMessageData } from './booking-emails.ts';
import { queueEmail } from './mailer.ts';
import { m } from './notification.messages.ts';
import { queueSms } from './sms.ts';
import { nowMs } from '../../lib/clock.ts';

const BATCH = 50;

/**
 * Creates the reminder rows that are due: open bookings whose next active event (the first one still
 * ahead: a time already past is never reminded) is within the vendor's hours, booked before the due time.
 */
export async function planReminders(app: AppServices, now: Date): Promise<void> {
  for (const channel of ['EMAIL', 'SMS'] as const) {
    const enabled = channel === 'EMAIL' ? Prisma.raw('"reminderEmailEnabled"') : Prisma.raw('"reminderSmsEnabled"');
    const hours = channel === 'EMAIL' ? Prisma.raw('"reminderEmailHours"') : Prisma.raw('"reminderSmsHours"');
    await app.prisma.$executeRaw`
      INSERT INTO "Reminder" ("vendorId", "bookingId", "channel", "dueAt")
      SELECT b."vendorId", b."id", ${channel}::"ReminderChannel", s."start" - make_interval(hours => v.${hours})
      FROM "Booking" b
      JOIN "Vendor" v ON v."id" = b."vendorId"
      JOIN LATERAL (
        SELECT min(e."start") AS "start" FROM "Event" e WHERE e."bookingId" = b."id" AND e."active" AND e."start" > ${now}
      ) s ON true
      WHERE b."status" = 'OPEN' AND v.${enabled} AND v.${hours} > 0
        AND s."start" > ${now}
        AND s."start" - make_interval(hours => v.${hours}) <= ${now}
        AND b."createdAt" < s."start" - make_interval(hours => v.${hours})
      ON CONFLICT ("bookingId", "channel") DO NOTHING`;
  }
}

/** Claims due reminders and queues their messages; returns how many were handled. */
export async function sendDueReminders(app: AppServices, now: Date): Promise<number> {
  return app.prisma.$transaction(
    async (tx) => {
      const claimed = await tx.$queryRaw<{ id: number; bookingId: number; channel: 'EMAIL' | 'SMS' }[]>`
        SELECT "id", "bookingId", "channel" FROM "Reminder"
        WHERE "sentAt" IS NULL AND "dueAt" <= ${now}
        ORDER BY "dueAt", "id" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
      for (const reminder of claimed) {
        // Only the events still ahead: none left (past, or removed) means no reminder.
        const data = await bookingMessageData(tx, reminder.bookingId, { after: now });
        const stillDue = data && data.booking.status === 'OPEN';
        // A reminder is useless once its appointment started: never sent from then on.
        const notAfter = data?.booking.events[0]?.start;
        if (stillDue && reminder.channel === 'EMAIL' && data.email) {
          await queueEmail(tx, {
            vendorId: data.booking.vendorId,
            to: data.email,
            subject: m(data.lang, 'reminderSubject', data.params),
            body: m(data.lang, 'reminderBody', data.params),
            template: { kind: 'bookingReminder', bookingId: reminder.bookingId },
            notAfter,
          });
        }
        if (stillDue && reminder.channel === 'SMS') {
          if (data.phone) {
            await queueSms(
              tx,
              {
                vendorId: data.booking.vendorId,
                to: data.phone,
                // Short, with the signed link of the manage page (see, cancel or move it).
                body: m(data.lang, 'reminderSms', { ...data.params, link: bookingManageLink(app, data.booking) }),
              },
              data.lang,
              { notAfter },
            );
          } else {
            await tx.shortMessage.create({
              data: {
                vendorId: data.booking.vendorId,
                to: '',
                body: '',
                status: 'SKIPPED',
                reason: m(data.lang, 'noPhone'),
                cost: 0,
              },
            });
          }
        }
        // Handled: sent, or no longer due (canceled, closed, past).
        await tx.reminder.update({ where: { id: reminder.id }, data: { sentAt: now } });
      }
      return claimed.length;
    },
    { timeout: 120_000 },
  );
}

export async function runReminders(app: AppServices, now = new Date(nowMs())): Promise<number> {
  await planReminders(app, now);
  return sendDueReminders(app, now);
}
