// Booking.outgoingMessages: what the staff confirmation screen says will go out to the customer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

const MESSAGES = `query ($id: Int!) {
  booking(id: $id) { id outgoingMessages { channel kind to subject body sendAt willSend reason } }
}`;

type Messages = {
  booking: {
    outgoingMessages: {
      channel: string;
      kind: string;
      to: string;
      subject: string;
      body: string;
      sendAt: string;
      willSend: boolean;
      reason: string | null;
    }[];
  } | null;
};

describe('Booking.outgoingMessages', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
    const prisma = t.app.services.prisma;
    const vendor = await prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
    await prisma.vendor.update({
      where: { id: vendor.id },
      data: {
        reminderEmailEnabled: true,
        reminderEmailHours: 24,
        reminderSmsEnabled: true,
        reminderSmsHours: 2,
        smsCredits: 0,
      },
    });
    const location = await prisma.location.findFirstOrThrow({ where: { vendorId: vendor.id } });
    const service = await prisma.serviceTranslation.findFirstOrThrow({ where: { name: 'Coupe femme' } });
    const make = async (
      key: string,
      customer: { email: string | null; phoneMobile: string | null },
      inHours: number,
      language: 'en' | 'de' | 'it' = 'en',
    ) => {
      const own =
        key === 'Own'
          ? await prisma.customer.findFirst({
              where: { vendorId: vendor.id, user: { email: 'customer@salon-demo.ch' } },
            })
          : null;
      const c =
        own ??
        (await prisma.customer.create({
          data: { vendorId: vendor.id, firstname: 'Ana', lastname: key, language, ...customer },
        }));
      const start = new Date(Date.now() + inHours * 3600_000);
      const end = new Date(start.getTime() + 30 * 60_000);
      const b = await prisma.booking.create({
        data: {
          vendorId: vendor.id,
          customerId: c.id,
          locationId: location.id,
          events: {
            create: [
              {
                vendorId: vendor.id,
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
      ids[key] = b.id;
    };
    await make('Full', { email: 'ana@example.ch', phoneMobile: '+41791234567' }, 72);
    await make('Nothing', { email: null, phoneMobile: null }, 72);
    await make('Own', { email: null, phoneMobile: null }, 72);
    await make('Soon', { email: 'soon@example.ch', phoneMobile: '+41791234568' }, 3);
    await make('Zurich', { email: 'zh@example.ch', phoneMobile: '+41791234569' }, 72, 'de');
    await make('Lugano', { email: 'ti@example.ch', phoneMobile: '+41791234570' }, 72, 'it');
  });
  afterAll(() => t.stop());

  it('lists the confirmation e-mail and the reminders in the customer language, with why one will not go out', async () => {
    const res = await t.gql<Messages>(MESSAGES, { id: ids.Full }, tokens.staff, 'fr');
    const messages = res.data!.booking!.outgoingMessages;
    expect(messages.map((m) => `${m.channel}:${m.kind}`)).toEqual([
      'EMAIL:CONFIRMATION',
      'EMAIL:REMINDER',
      'SMS:REMINDER',
    ]);
    const [confirmation, email, sms] = messages;
    expect(confirmation).toMatchObject({ to: 'ana@example.ch', willSend: true, reason: null });
    expect(confirmation!.subject).toContain('confirmed');
    expect(email).toMatchObject({ to: 'ana@example.ch', willSend: true });
    expect(email!.subject).toContain('Reminder');
    // No SMS credit left: the reason is in the viewer's language.
    expect(sms).toMatchObject({ to: '+41791234567', willSend: false, reason: 'Plus de crédit SMS' });
  });

  it('says a customer without e-mail or phone receives nothing, and a booking too close gets no reminder', async () => {
    const none = (await t.gql<Messages>(MESSAGES, { id: ids.Nothing }, tokens.staff, 'en')).data!.booking!;
    expect(none.outgoingMessages.every((m) => !m.willSend)).toBe(true);
    expect(none.outgoingMessages[0]!.reason).toBe('No e-mail address');
    const soon = (await t.gql<Messages>(MESSAGES, { id: ids.Soon }, tokens.staff, 'en')).data!.booking!;
    const reminder = soon.outgoingMessages.find((m) => m.channel === 'EMAIL' && m.kind === 'REMINDER')!;
    expect(reminder.willSend).toBe(false);
    expect(reminder.reason).toBe('The appointment is too close for a reminder');
  });

  it('writes to a German or Italian customer in their language, the SMS in one plain-text message', async () => {
    const messagesOf = async (key: string) =>
      (await t.gql<Messages>(MESSAGES, { id: ids[key] }, tokens.staff, 'fr')).data!.booking!.outgoingMessages;
    const [confirmation, , sms] = await messagesOf('Zurich');
    expect(confirmation!.subject).toBe('Bestätigung Ihres Termins bei Salon Démo');
    expect(confirmation!.body).toMatch(
      /^Guten Tag Ana Zurich\n\nIhr Termin bei Salon Démo am \w+ \d\d\.\d\d\.\d{4} um \d\d:\d\d ist bestätigt\./,
    );
    expect(confirmation!.body).toContain('Damenhaarschnitt');
    expect(sms!.body).toMatch(
      /^Erinnerung: Termin bei Salon Démo am (Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag) /,
    );
    const [italian, , italianSms] = await messagesOf('Lugano');
    expect(italian!.subject).toBe('Conferma del Suo appuntamento presso Salon Démo');
    expect(italian!.body).toContain('Taglio donna');
    expect(italian!.body).toMatch(/fissato per \S+ \d\d\.\d\d\.\d{4} alle \d\d:\d\d, è confermato\./);
    // The GSM alphabet (no typographic apostrophe) keeps a reminder within one 160-character SMS.
    for (const text of [sms!.body, italianSms!.body]) {
      expect(text.length).toBeLessThanOrEqual(160);
      expect(text).not.toMatch(/[’«»]/);
    }
  });

  it('is for staff only: a customer reading their own booking is refused the field', async () => {
    const res = await t.gql<Messages>(MESSAGES, { id: ids.Own }, tokens.customer, 'en');
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
