// A reminder never lists a time already past: a booking whose first events have passed is
// reminded of the ones still ahead only, and a booking entirely past gets no reminder.
import moment from 'moment-timezone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowMs, resetClock, setClock } from '../../../lib/clock.ts';
import { DEMO_BOOKING_DAYS } from '../../../seed/demo.data.ts';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildEmail, type EmailTemplate } from '../email-render.ts';
import { runReminders } from '../reminders.ts';

const HOUR = 3600_000;

describe('reminders and times already past', () => {
  let t: TestApp;
  let vendorId: number;
  let timezone: string;
  let locationId: number;
  let cut: number;
  let blowDry: number;

  beforeAll(async () => {
    t = await startTestApp({ config: { jobsPollMs: 0 } });
    await seedAndLogin(t);
    // Ten days past the demo data's bookings: only this test's bookings are near the clock.
    setClock(nowMs() + (DEMO_BOOKING_DAYS + 10) * 86_400_000);
    const prisma = t.app.services.prisma;
    const vendor = await prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
    vendorId = vendor.id;
    timezone = vendor.timezone;
    await prisma.vendor.update({
      where: { id: vendorId },
      data: { reminderEmailEnabled: true, reminderEmailHours: 24, reminderSmsEnabled: false },
    });
    locationId = (await prisma.location.findFirstOrThrow({ where: { vendorId } })).id;
    cut = (await prisma.serviceTranslation.findFirstOrThrow({ where: { name: 'Coupe femme' } })).serviceId;
    blowDry = (await prisma.serviceTranslation.findFirstOrThrow({ where: { name: 'Brushing' } })).serviceId;
  });
  afterAll(async () => {
    resetClock();
    await t.stop();
  });

  /** A booking made three days ago for `email`, one event per [service, start]. */
  async function booking(email: string, events: [serviceId: number, start: Date][]) {
    const prisma = t.app.services.prisma;
    const customer = await prisma.customer.create({
      data: { vendorId, firstname: 'Past', lastname: 'Check', email, language: 'fr' },
    });
    return prisma.booking.create({
      data: {
        vendorId,
        customerId: customer.id,
        locationId,
        createdAt: new Date(nowMs() - 3 * 86_400_000),
        events: {
          create: events.map(([serviceId, start]) => {
            const end = new Date(start.getTime() + 30 * 60_000);
            return { vendorId, serviceId, locationId, start, end, customerStart: start, customerEnd: end };
          }),
        },
      },
    });
  }

  it('lists only the events still ahead, and sends nothing for a booking entirely past', async () => {
    const prisma = t.app.services.prisma;
    const now = nowMs();
    const ahead = new Date(now + 5 * HOUR);
    // A cut two hours ago, a blow-dry in five hours.
    const partly = await booking('partly@example.ch', [
      [cut, new Date(now - 2 * HOUR)],
      [blowDry, ahead],
    ]);
    // A booking entirely past, with a reminder planned before it and never sent (scheduler down).
    const past = await booking('past@example.ch', [[cut, new Date(now - 3 * HOUR)]]);
    await prisma.reminder.create({
      data: { vendorId, bookingId: past.id, channel: 'EMAIL', dueAt: new Date(now - 27 * HOUR) },
    });

    await runReminders(t.app.services, new Date(now));

    const mails = await prisma.emailMessage.findMany({ where: { to: 'partly@example.ch' } });
    expect(mails).toHaveLength(1);
    const body = mails[0]!.body;
    const when = moment.tz(ahead, timezone).locale('fr');
    expect(body).toContain(`le ${when.format('dddd DD.MM.YYYY')} à ${when.format('HH:mm')}`);
    expect(body).toContain('Brushing');
    expect(body).not.toContain('Coupe femme');
    expect(await prisma.reminder.count({ where: { bookingId: partly.id, sentAt: { not: null } } })).toBe(1);
    // The e-mail as it goes out (built when sent) says the same; its calendar entry stays the booking's.
    const built = await buildEmail(t.app.services, mails[0]!.template as unknown as EmailTemplate);
    const long = moment.tz(ahead, timezone).locale('fr');
    expect(built?.text).toContain(`${long.format('dddd D MMMM YYYY')}, ${long.format('HH:mm')}`);
    expect(built?.text).toContain('Brushing');
    expect(built?.text).not.toContain('Coupe femme');

    expect(await prisma.emailMessage.count({ where: { to: 'past@example.ch' } })).toBe(0);
    // Handled (not retried), yet nothing sent; and no reminder planned anew for it.
    const reminders = await prisma.reminder.findMany({ where: { bookingId: past.id } });
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.sentAt).not.toBeNull();

    // Later runs add nothing.
    setClock(now + HOUR);
    await runReminders(t.app.services);
    expect(await prisma.emailMessage.count({ where: { to: { in: ['partly@example.ch', 'past@example.ch'] } } })).toBe(
      1,
    );
  });
});
