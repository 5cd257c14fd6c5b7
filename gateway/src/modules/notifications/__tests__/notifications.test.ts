// Reminders, the e-mail outbox and SMS credits against the real database. With DATABASE_URL the
// two schedulers are two app instances on one PostgreSQL database, as with two gateway processes.
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../../context.ts';
import { buildApp, type App } from '../../../server.ts';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { queueBookingCancellation, queueBookingConfirmation } from '../booking-emails.ts';
import { deliverEmails } from '../mailer.ts';
import { runReminders } from '../reminders.ts';
import { deliverSms, type SmsProvider } from '../sms.ts';

describe('notifications', () => {
  let t: TestApp;
  let second: App | null = null;
  let a: AppServices;
  let b: AppServices;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let vendorId: number;
  const bookingIds: number[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
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
          phoneMobile: `+417955${String(10000 + i)}`,
          language: i === 0 ? 'en' : 'fr',
        },
      });
      const start = new Date(Date.now() + 10 * 3600_000 + i * 60_000);
      const end = new Date(start.getTime() + 30 * 60_000);
      const booking = await prisma.booking.create({
        data: {
          vendorId,
          customerId: customer.id,
          locationId: location.id,
          createdAt: new Date(Date.now() - 2 * 86400_000),
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
  afterAll(async () => {
    await second?.stop();
    await t.stop();
  });

  it('sends each reminder exactly once with two schedulers running concurrently', async () => {
    const prisma = a.prisma;
    const now = new Date();
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

    // 20 credits for 30 SMS: 20 queued and paid, 10 skipped with the reason, credits at 0.
    const sms = await prisma.shortMessage.findMany({ where: { vendorId } });
    expect(sms.filter((s) => s.status === 'PENDING')).toHaveLength(20);
    const skipped = sms.filter((s) => s.status === 'SKIPPED');
    expect(skipped).toHaveLength(10);
    expect(skipped.every((s) => s.reason === 'Plus de crédit SMS' && s.cost === 0)).toBe(true);
    expect((await prisma.vendor.findUniqueOrThrow({ where: { id: vendorId } })).smsCredits).toBe(0);

    // Nothing more on later runs.
    await runReminders(a);
    expect(
      await prisma.emailMessage.count({
        where: { to: { endsWith: '@example.ch' }, subject: { startsWith: 'Rappel' } },
      }),
    ).toBe(29);
  });

  it('delivers the SMS outbox once through the provider, even from two processes', async () => {
    const sent: string[] = [];
    const provider: SmsProvider = {
      async send(message) {
        sent.push(message.to);
      },
    };
    await Promise.all([deliverSms(a, provider, 'Salon'), deliverSms(b, provider, 'Salon')]);
    await deliverSms(a, provider, 'Salon');
    expect(sent).toHaveLength(20);
    expect(new Set(sent).size).toBe(20);
    expect(await a.prisma.shortMessage.count({ where: { status: 'SENT' } })).toBe(20);
    // A delivered SMS keeps its credit spent.
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
    expect(pending.data!.emailOutbox.pagination.count).toBe(30);
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
    for (let i = 0; i < 2; i++) {
      await Promise.all([
        deliverEmails(a, counting, 'Salon <no-reply@salon.ch>'),
        deliverEmails(b, counting, 'Salon <no-reply@salon.ch>'),
      ]);
    }
    expect(delivered).toHaveLength(30);
    expect(new Set(delivered).size).toBe(30);
    expect(await a.prisma.emailMessage.count({ where: { status: 'PENDING' } })).toBe(0);
  });

  it('writes booking confirmation and cancellation e-mails in the customer language', async () => {
    const prisma = a.prisma;
    const [en, fr] = [bookingIds[0]!, bookingIds[1]!];
    await prisma.$transaction(async (tx) => {
      expect(await queueBookingConfirmation(tx, en)).toBe(true);
      expect(await queueBookingCancellation(tx, fr, 'Fermeture exceptionnelle')).toBe(true);
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
