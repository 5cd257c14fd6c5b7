// Booking messages limited per recipient (nobody floods a mailbox or a phone by booking and
// cancelling for someone else), and the reminder SMS carrying the booking's manage link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowMs, resetClock, setClock } from '../../../lib/clock.ts';
import { DEMO_BOOKING_DAYS } from '../../../seed/demo.data.ts';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { readManageToken } from '../../booking-core/index.ts';
import { queueBookingMessage } from '../customer-messages.ts';
import { useMailTransport } from '../mailer.ts';
import { runReminders } from '../reminders.ts';
import { queueSms, type SmsProvider, useSmsProvider } from '../sms.ts';

const LIMIT = 3;

describe('booking messages per recipient', () => {
  let t: TestApp;
  let vendorId: number;
  let locationId: number;
  let serviceId: number;
  const sentMail: string[] = [];
  const sentSms: { to: string; body: string }[] = [];

  beforeAll(async () => {
    t = await startTestApp({
      config: { jobsPollMs: 0, bookingMessagesPerRecipient: LIMIT, publicUrl: 'https://booking.example.ch' },
    });
    await seedAndLogin(t);
    // Past the demo data's bookings: the test's bookings are the only ones due.
    setClock(nowMs() + (DEMO_BOOKING_DAYS + 10) * 86_400_000);
    const prisma = t.app.services.prisma;
    const vendor = await prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
    vendorId = vendor.id;
    await prisma.vendor.update({
      where: { id: vendorId },
      data: { reminderEmailEnabled: false, reminderSmsEnabled: true, reminderSmsHours: 12, smsCredits: 50 },
    });
    locationId = (await prisma.location.findFirstOrThrow({ where: { vendorId } })).id;
    serviceId = (await prisma.serviceTranslation.findFirstOrThrow({ where: { name: 'Coupe femme' } })).serviceId;
    useMailTransport(t.app.services, {
      sendMail: async (mail: { to: string }) => {
        sentMail.push(String(mail.to));
        return {};
      },
    } as never);
    const provider: SmsProvider = {
      async send(message) {
        sentSms.push({ to: message.to, body: message.body });
        return `p-${message.id}`;
      },
    };
    useSmsProvider(t.app.services, provider);
  });
  afterAll(async () => {
    resetClock();
    await t.stop();
  });

  /** A booking of `customerId` in `hours`, made two days ago. */
  async function book(customerId: number, hours: number) {
    const start = new Date(nowMs() + hours * 3600_000);
    const end = new Date(start.getTime() + 30 * 60_000);
    return t.app.services.prisma.booking.create({
      data: {
        vendorId,
        customerId,
        locationId,
        createdAt: new Date(nowMs() - 2 * 86400_000),
        events: {
          create: [{ vendorId, serviceId, locationId, start, end, customerStart: start, customerEnd: end }],
        },
      },
    });
  }
  const drain = async () => {
    for (let i = 0; i < 3; i++) await t.app.jobs.tick();
  };

  it('sends a victim at most the limit of booking e-mails, records the rest as skipped, and every booking stands', async () => {
    const prisma = t.app.services.prisma;
    const victim = await prisma.customer.create({
      data: { vendorId, firstname: 'Vic', lastname: 'Tim', email: 'Victim@Example.ch', language: 'en' },
    });
    const other = await prisma.customer.create({
      data: { vendorId, firstname: 'Oth', lastname: 'Er', email: 'other@example.ch' },
    });
    // An attacker books and cancels four times for the victim: eight booking e-mails.
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const booking = await book(victim.id, 48 + i);
      ids.push(booking.id);
      await prisma.$transaction(async (tx) => {
        expect(await queueBookingMessage(tx, booking.id, 'bookingConfirmation')).toBe(true);
        await tx.booking.update({ where: { id: booking.id }, data: { status: 'CANCELED' } });
        expect(await queueBookingMessage(tx, booking.id, 'bookingCancellation', 'x')).toBe(true);
      });
    }
    const otherBooking = await book(other.id, 60);
    await prisma.$transaction((tx) => queueBookingMessage(tx, otherBooking.id, 'bookingConfirmation'));
    await drain();

    expect(sentMail.filter((to) => to.toLowerCase() === 'victim@example.ch')).toHaveLength(LIMIT);
    expect(sentMail.filter((to) => to === 'other@example.ch')).toHaveLength(1);
    const rows = await prisma.emailMessage.findMany({
      where: { to: { equals: 'victim@example.ch', mode: 'insensitive' } },
    });
    expect(rows).toHaveLength(8);
    expect(rows.filter((r) => r.status === 'SENT')).toHaveLength(LIMIT);
    const skipped = rows.filter((r) => r.status === 'SKIPPED');
    expect(skipped).toHaveLength(8 - LIMIT);
    // The reason is in the vendor's language, for the outbox.
    expect(skipped.every((r) => /^Trop de messages à ce destinataire/.test(r.error ?? ''))).toBe(true);
    // The bookings themselves are all there.
    expect(await prisma.booking.count({ where: { id: { in: ids } } })).toBe(4);
  });

  it('sends a phone at most the limit of SMS, costing only what is sent', async () => {
    const prisma = t.app.services.prisma;
    const credits = (await prisma.vendor.findUniqueOrThrow({ where: { id: vendorId } })).smsCredits;
    const spellings = ['+41 79 555 00 01', '+41795550001', '+41 79-555-00-01', '+41795550001', '+41795550001'];
    await prisma.$transaction(async (tx) => {
      for (const to of spellings) await queueSms(tx, { vendorId, to, body: 'Rappel' }, 'fr');
    });
    await drain();
    expect(sentSms.filter((s) => s.body === 'Rappel')).toHaveLength(LIMIT);
    const rows = await prisma.shortMessage.findMany({ where: { vendorId, body: 'Rappel' } });
    expect(rows.filter((r) => r.status === 'SENT')).toHaveLength(LIMIT);
    const skipped = rows.filter((r) => r.status === 'SKIPPED');
    expect(skipped).toHaveLength(spellings.length - LIMIT);
    expect(skipped.every((r) => r.cost === 0 && /^Trop de messages/.test(r.reason ?? ''))).toBe(true);
    expect((await prisma.vendor.findUniqueOrThrow({ where: { id: vendorId } })).smsCredits).toBe(credits - LIMIT);
  });

  it('the reminder SMS carries a short signed link that opens the manage page of its booking', async () => {
    const prisma = t.app.services.prisma;
    const customer = await prisma.customer.create({
      data: { vendorId, firstname: 'Sam', lastname: 'Sms', phoneMobile: '+41795559999', language: 'en' },
    });
    const booking = await book(customer.id, 10);
    await runReminders(t.app.services);
    await drain();
    const sms = sentSms.find((s) => s.to === '+41795559999');
    expect(sms).toBeDefined();
    const match = /Manage: (https:\/\/booking\.example\.ch\/manage-booking\/([\w.-]+))$/.exec(sms!.body);
    expect(match, sms!.body).not.toBeNull();
    expect(sms!.body).toMatch(/^Reminder: appointment at Salon Démo on /);
    // Short: the compact link keeps an English reminder within one 160-character SMS.
    const token = match![2]!;
    expect(token.length).toBeLessThan(50);
    expect(sms!.body.length).toBeLessThanOrEqual(160);
    expect(await readManageToken(t.app.services, token)).toEqual({ bookingId: booking.id, version: 0 });
    // A changed claim or signature is no link; nor is the link once the appointment has ended.
    const [id, version, expiry, mac] = token.split('.') as [string, string, string, string];
    for (const forged of [
      `${id}.${Number(version) + 1}.${expiry}.${mac}`,
      `${Number(id) + 1}.${version}.${expiry}.${mac}`,
      `${id}.${version}.${(Number.parseInt(expiry, 36) + 86_400).toString(36)}.${mac}`,
      // Every other spelling of the last character, including those that decode to the same bytes.
      ...[...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_']
        .filter((c) => !mac.endsWith(c))
        .map((c) => `${id}.${version}.${expiry}.${mac.slice(0, -1)}${c}`),
    ]) {
      expect(await readManageToken(t.app.services, forged), forged).toBeNull();
    }
    const clock = nowMs();
    setClock(Number.parseInt(expiry, 36) * 1000 + 1000);
    expect(await readManageToken(t.app.services, token)).toBeNull();
    setClock(clock);
    // The manage page's query opens the booking with that token, without logging in.
    const page = await t.gql<{ managedBooking: { id: number; canChange: boolean } }>(
      'query ($token: String!) { managedBooking(token: $token) { id canChange } }',
      { token },
    );
    expect(page.errors).toBeUndefined();
    expect(page.data?.managedBooking.id).toBe(booking.id);
  });
});
