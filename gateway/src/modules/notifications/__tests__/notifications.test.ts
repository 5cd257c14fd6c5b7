// Reminders, the e-mail outbox and SMS credits against the real database. With DATABASE_URL the
// two schedulers are two app instances on one PostgreSQL database, as with two gateway processes.
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../../context.ts';
import { buildApp, type App } from '../../../server.ts';
import { nowMs, resetClock, setClock } from '../../../lib/clock.ts';
import { DEMO_BOOKING_DAYS } from '../../../seed/demo.data.ts';
import { loginDemo, seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { queueBookingMessage } from '../customer-messages.ts';
import { useMailTransport } from '../mailer.ts';
import { runReminders } from '../reminders.ts';
import { type SmsProvider, useSmsProvider } from '../sms.ts';

describe('notifications', () => {
  let t: TestApp;
  let second: App | null = null;
  let a: AppServices;
  let b: AppServices;
  let tokens: Awaited<ReturnType<typeof loginDemo>>;
  let vendorId: number;
  const bookingIds: number[] = [];

  beforeAll(async () => {
    t = await startTestApp({ config: { jobsPollMs: 0 } });
    await seedAndLogin(t);
    // The clock ten days past the demo data's bookings: the test's bookings are the only ones due.
    setClock(nowMs() + (DEMO_BOOKING_DAYS + 10) * 86_400_000);
    tokens = await loginDemo(t);
    a = t.app.services;
    const url = a.config.databaseUrl;
    if (url) {
      second = await buildApp({
        port: 0,
        databaseUrl: url,
        dataDir: undefined as unknown as string,
        jwtSecret: randomBytes(16).toString('hex'),
        logLevel: 'silent',
        seedDemo: false,
        jobsPollMs: 0,
      });
    }
    b = second?.services ?? a;
    const prisma = a.prisma;
    const vendor = await prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
    vendorId = vendor.id;
    await prisma.vendor.update({
      where: { id: vendorId },
      data: {
        reminderEmailEnabled: true,
        reminderEmailHours: 24,
        reminderSmsEnabled: true,
        reminderSmsHours: 12,
        smsCredits: 20,
      },
    });
    const location = await prisma.location.findFirstOrThrow({ where: { vendorId } });
    const service = await prisma.serviceTranslation.findFirstOrThrow({ where: { name: 'Coupe femme' } });
    // 30 bookings made two days ago for in 10 hours: both reminders are due now.
    for (let i = 0; i < 30; i++) {
      const customer = await prisma.customer.create({
        data: {
          vendorId,
          firstname: `R${i}`,
          lastname: 'Reminded',
          email: `r${i}@example.ch`,
          // The first one's is French and kept as typed: its text message goes to its E.164 form.
          phoneMobile: i === 0 ? '+33 6 12 34 50 00' : `+417955${String(10000 + i)}`,
          language: i === 0 ? 'en' : 'fr',
        },
      });
      const start = new Date(nowMs() + 10 * 3600_000 + i * 60_000);
      const end = new Date(start.getTime() + 30 * 60_000);
      const booking = await prisma.booking.create({
        data: {
          vendorId,
          customerId: customer.id,
          locationId: location.id,
          createdAt: new Date(nowMs() - 2 * 86400_000),
          events: {
            create: [
              {
                vendorId,
                serviceId: service.serviceId,
                locationId: location.id,
                start,
                end,
                customerStart: start,
                customerEnd: end,
              },
            ],
          },
        },
      });
      bookingIds.push(booking.id);
    }
  });
  // The test's own customers (the demo vendor's bookings near now get reminders too).
  const ours = Array.from({ length: 30 }, (_, i) => `r${i}@example.ch`);
  const workers = () => [t.app.jobs, second?.jobs ?? t.app.jobs];
  afterAll(async () => {
    resetClock();
    await second?.stop();
    await t.stop();
    resetClock();
  });

  it('sends each reminder exactly once with two schedulers running concurrently', async () => {
    const prisma = a.prisma;
    const now = new Date(nowMs());
    for (let round = 0; round < 3; round++) {
      await Promise.all([runReminders(a, now), runReminders(b, now), runReminders(a, now), runReminders(b, now)]);
    }
    const reminders = await prisma.reminder.findMany({ where: { bookingId: { in: bookingIds } } });
    expect(reminders).toHaveLength(60);
    expect(reminders.every((r) => r.sentAt !== null)).toBe(true);
    for (const [i, id] of bookingIds.entries()) {
      const emails = await prisma.emailMessage.findMany({ where: { to: `r${i}@example.ch` } });
      expect(emails, `booking ${id}`).toHaveLength(1);
    }
    const english = await prisma.emailMessage.findFirstOrThrow({ where: { to: 'r0@example.ch' } });
    expect(english.subject).toBe('Reminder: your appointment at Salon Démo');
    const french = await prisma.emailMessage.findFirstOrThrow({ where: { to: 'r1@example.ch' } });
    expect(french.subject).toBe('Rappel : votre rendez-vous chez Salon Démo');
    expect(french.body).toMatch(/\d{2}\.\d{2}\.\d{4} à \d{2}:\d{2}/);

    // Queued with the vendor's 20 credits left: the credits are taken when sent.
    const sms = await prisma.shortMessage.findMany({ where: { vendorId } });
    expect(sms.filter((s) => s.status === 'PENDING' && s.to.startsWith('+417955'))).toHaveLength(29);
    expect(sms.filter((s) => s.to === '+33612345000')).toHaveLength(1);
    expect(sms.every((s) => s.status === 'PENDING')).toBe(true);
    expect((await prisma.vendor.findUniqueOrThrow({ where: { id: vendorId } })).smsCredits).toBe(20);

    // Nothing more on later runs.
    await runReminders(a);
    expect(
      await prisma.emailMessage.count({
        where: { to: { in: ours }, subject: { startsWith: 'Rappel' } },
      }),
    ).toBe(29);
  });

  it('sends the SMS once through the provider from the job queue, even from two processes, paying only what is sent', async () => {
    const sent: string[] = [];
    const provider: SmsProvider = {
      async send(message) {
        sent.push(message.to);
        return `p-${message.id}`;
      },
    };
    useSmsProvider(a, provider);
    useSmsProvider(b, provider);
    for (let i = 0; i < 2; i++) await Promise.all(workers().map((w) => w.tick()));
    // 20 credits for 30 SMS (or more, with the demo's): 20 sent and paid, the rest skipped with the reason.
    expect(sent).toHaveLength(20);
    expect(new Set(sent).size).toBe(20);
    const rows = await a.prisma.shortMessage.findMany({ where: { vendorId } });
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const done = rows.filter((s) => s.status === 'SENT');
    expect(done).toHaveLength(20);
    expect(done.every((s) => s.cost === 15 && s.attempts === 1 && s.providerMessageId === `p-${s.id}`)).toBe(true);
    const skipped = rows.filter((s) => s.status === 'SKIPPED');
    expect(skipped).toHaveLength(rows.length - 20);
    expect(skipped.every((s) => s.reason === 'Plus de crédit SMS' && s.cost === 0)).toBe(true);
    expect((await a.prisma.vendor.findUniqueOrThrow({ where: { id: vendorId } })).smsCredits).toBe(0);
  });

  it('keeps e-mails in the outbox for admins without SMTP, then sends each once through nodemailer', async () => {
    const pending = await t.gql<{
      emailOutbox: { items: { to: string; status: string }[]; pagination: { count: number } };
    }>(
      'query { emailOutbox(status: PENDING, limit: 100) { items { to status } pagination { count } } }',
      {},
      tokens.admin,
    );
    expect(pending.data!.emailOutbox.items.filter((i) => ours.includes(i.to))).toHaveLength(30);
    const denied = await t.gql('query { emailOutbox { pagination { count } } }', {}, tokens.staff);
    expect(denied.errors![0]!.extensions!.code).toBe('FORBIDDEN');

    const transport = nodemailer.createTransport({ jsonTransport: true });
    const delivered: string[] = [];
    const counting = {
      sendMail: async (mail: Parameters<typeof transport.sendMail>[0]) => {
        const info = await transport.sendMail(mail);
        delivered.push(String(mail.to));
        return info;
      },
    };
    useMailTransport(a, counting, 'Salon <no-reply@salon.ch>');
    useMailTransport(b, counting, 'Salon <no-reply@salon.ch>');
    // Their jobs looked while there was no SMTP server and wait an hour before looking again.
    setClock(nowMs() + 3_700_000);
    for (let i = 0; i < 2; i++) await Promise.all(workers().map((w) => w.tick()));
    expect(delivered.filter((to) => ours.includes(to))).toHaveLength(30);
    // Each message once (a demo customer may have two bookings, so count messages, not addresses).
    expect(await a.prisma.emailMessage.count({ where: { status: 'SENT' } })).toBe(delivered.length);
    expect(await a.prisma.emailMessage.count({ where: { status: 'PENDING' } })).toBe(0);
  });

  it('writes booking confirmation and cancellation e-mails in the customer language', async () => {
    const prisma = a.prisma;
    const [en, fr] = [bookingIds[0]!, bookingIds[1]!];
    await prisma.$transaction(async (tx) => {
      expect(await queueBookingMessage(tx, en, 'bookingConfirmation')).toBe(true);
      expect(await queueBookingMessage(tx, fr, 'bookingCancellation', 'Fermeture exceptionnelle')).toBe(true);
    });
    const confirmation = await prisma.emailMessage.findFirstOrThrow({
      where: { to: 'r0@example.ch', subject: { contains: 'confirmed' } },
    });
    expect(confirmation.subject).toBe('Your appointment at Salon Démo is confirmed');
    expect(confirmation.body).toContain("Women's haircut");
    const cancellation = await prisma.emailMessage.findFirstOrThrow({
      where: { to: 'r1@example.ch', subject: { startsWith: 'Annulation' } },
    });
    expect(cancellation.body).toContain('Fermeture exceptionnelle');
  });
});
