// The customer's loop outside the app, end to end against a real SMTP server: each kind of
// message (sign-up validation, password reset, booking confirmation, reminder, move, cancellation)
// captured whole, its HTML and text parts and absolute links checked, its .ics parsed with ical.js;
// the manage link works logged out, expires, is revoked by a move, and refuses inside the notice.
import ICAL from 'ical.js';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowMs, resetClock, setClock } from '../../../lib/clock.ts';
import { DEMO_BOOKING_DAYS } from '../../../seed/demo.data.ts';
import { createPublicUrl } from '../../../lib/public-url.ts';
import { loginDemo, seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp.ts';
import { smtpTransport, useMailTransport } from '../../notifications/mailer.ts';
import { runReminders } from '../../notifications/reminders.ts';

const DATES = `query ($input: AvailabilityRangeInput!) { availableDates(input: $input) { date times } }`;
const SLOTS = `query ($input: AvailabilityDayInput!) {
  availableSlots(input: $input) { assignments { serviceId employeeId workplaceId machineId start } }
}`;
const CREATE = `mutation ($input: CreateBookingInput!) {
  createBooking(input: $input) { __typename ... on Booking { id } ... on Error { message } }
}`;
const VIEW = `token status start services address mapUrl salonPhone canChange refusal icsUrl googleUrl outlookUrl serviceIds locationId vendorId`;
const MANAGED = `query ($token: String!) { managedBooking(token: $token) { ${VIEW} } }`;
const MOVE = `mutation ($token: String!, $events: [ManagedEventInput!]!) {
  moveManagedBooking(token: $token, events: $events) { __typename ... on ManagedBooking { ${VIEW} } ... on Error { message } }
}`;
const CANCEL = `mutation ($token: String!) {
  cancelManagedBooking(token: $token) { __typename ... on ManagedBooking { ${VIEW} } ... on Error { message } }
}`;

type Assignment = Record<string, unknown> & { start: string };
type View = {
  token: string;
  status: string;
  start: string;
  canChange: boolean;
  refusal: string | null;
  icsUrl: string;
};

describe('customer messages and the manage link', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let tokens: Awaited<ReturnType<typeof loginDemo>>;
  let shifted = 0;
  let read = 0;

  /** Runs the due jobs, then returns the messages received since the last call, parsed. */
  const newMail = async (): Promise<ParsedMail[]> => {
    await t.app.jobs.tick();
    const fresh = smtp.messages.slice(read);
    read = smtp.messages.length;
    return Promise.all(fresh.map((m) => simpleParser(m.raw)));
  };
  const links = (mail: ParsedMail) =>
    [...String(mail.html).matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  const ics = (mail: ParsedMail) => {
    const file = mail.attachments.find((a) => a.filename?.endsWith('.ics'));
    expect(file, 'an .ics attachment').toBeTruthy();
    const calendar = new ICAL.Component(ICAL.parse(file!.content.toString('utf8')));
    const event = calendar.getFirstSubcomponent('vevent')!;
    return {
      method: String(calendar.getFirstPropertyValue('method')),
      uid: String(event.getFirstPropertyValue('uid')),
      sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
      tzid: event.getFirstProperty('dtstart')!.getParameter('tzid'),
      start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
      status: String(event.getFirstPropertyValue('status')),
    };
  };
  /** Checks the parts and the links of a message; returns its manage-link token, if any. */
  const checkMessage = (mail: ParsedMail, subject: RegExp) => {
    expect(mail.subject).toMatch(subject);
    expect(mail.html).toContain('<html');
    expect(mail.text!.length).toBeGreaterThan(40);
    const own = links(mail).filter(
      (l) => !/^(https?:\/\/(www\.google|calendar\.google|outlook\.live)|tel:|cid:)/.test(l),
    );
    expect(own.length).toBeGreaterThan(0);
    for (const link of own) {
      expect(link.startsWith(`${t.url}/`), link).toBe(true);
      // The text part carries the same absolute links.
      expect(mail.text).toContain(link);
    }
    const manage = own.find((l) => l.includes('/manage-booking/'));
    return manage ? decodeURIComponent(manage.split('/manage-booking/')[1]!) : null;
  };

  async function freeSlots(skip: number, minDaysAhead = 3) {
    const p = t.app.services.prisma;
    const location = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    const service = await p.service.findFirstOrThrow({ where: { translations: { some: { name: 'Coupe homme' } } } });
    const from = new Date(nowMs() + minDaysAhead * 86400_000).toISOString().slice(0, 10);
    const to = new Date(nowMs() + 45 * 86400_000).toISOString().slice(0, 10);
    const input = { vendorId: location.vendorId, locationId: location.id, services: [{ id: service.id }] };
    const dates = await t.gql<{ availableDates: { date: string; times: string[] }[] }>(DATES, {
      input: { ...input, dateFrom: from, dateTo: to },
    });
    const day = dates.data!.availableDates.filter((d) => d.times.length)[skip]!;
    const slots = await t.gql<{ availableSlots: { assignments: Assignment[] }[] }>(SLOTS, {
      input: { ...input, date: day.date },
    });
    return { location, assignments: slots.data!.availableSlots[0]!.assignments };
  }

  beforeAll(async () => {
    t = await startTestApp({ config: { jobsPollMs: 0 } });
    await seedAndLogin(t);
    // Days past the demo data's bookings, so that the test's own booking is the only one around.
    shifted = nowMs() + (DEMO_BOOKING_DAYS + 10) * 86_400_000;
    setClock(shifted);
    tokens = await loginDemo(t);
    smtp = await startSmtpCapture();
    useMailTransport(t.app.services, smtpTransport(smtp.url), 'Salon <no-reply@salon.example>');
    await newMail();
  });
  afterAll(async () => {
    resetClock();
    await t.stop();
    await smtp.close();
  });

  it('builds every link from PUBLIC_URL, path included', () => {
    const url = createPublicUrl('https://booking.example.ch/app/');
    url.listening('0.0.0.0', 8080);
    expect(url.link('/reset-password', { id: 3, token: 'a b' })).toBe(
      'https://booking.example.ch/app/reset-password?id=3&token=a+b',
    );
    const embedded = createPublicUrl();
    embedded.listening('0.0.0.0', 8080);
    expect(embedded.base()).toBe('http://localhost:8080');
  });

  it('sends the sign-up validation and the password reset with absolute links', async () => {
    const registered = await t.gql<{ register: { __typename: string } }>(
      'mutation ($input: RegisterInput!) { register(input: $input) { __typename } }',
      { input: { email: 'lea@example.ch', firstname: 'Léa', lastname: 'Morel', password: 'secret12', language: 'en' } },
    );
    expect(registered.data?.register.__typename).toBe('AuthPayload');
    const [validation] = await newMail();
    expect(validation!.to).toMatchObject({ text: 'lea@example.ch' });
    checkMessage(validation!, /^Validate your e-mail address$/);
    expect(links(validation!).some((l) => l.startsWith(`${t.url}/email-validation?id=`))).toBe(true);
    expect(validation!.html).toContain('lang="en"');

    await t.gql('mutation { forgottenPassword(email: "lea@example.ch") { message } }');
    const [reset] = await newMail();
    checkMessage(reset!, /^Reset your password$/);
    expect(links(reset!).some((l) => l.startsWith(`${t.url}/reset-password?id=`))).toBe(true);
  });

  let bookingId: number;
  let token: string;
  let uid: string;

  it('confirms a booking with HTML and text, the manage link, calendar links and an .ics', async () => {
    const { location, assignments } = await freeSlots(0);
    const legal = await t.app.services.prisma.legalCondition.findMany({ where: { vendorId: location.vendorId } });
    const created = await t.gql<{ createBooking: { __typename: string; id: number } }>(
      CREATE,
      {
        input: {
          vendorId: location.vendorId,
          locationId: location.id,
          events: assignments,
          legalConditions: legal.map((l) => ({ id: l.id, accepted: true })),
        },
      },
      tokens.customer,
    );
    expect(created.data?.createBooking.__typename).toBe('Booking');
    bookingId = created.data!.createBooking.id;
    const [confirmation] = await newMail();
    token = checkMessage(confirmation!, /Salon Démo/)!;
    expect(token).toBeTruthy();
    expect(links(confirmation!).some((l) => l.startsWith('https://calendar.google.com/'))).toBe(true);
    expect(links(confirmation!).some((l) => l.startsWith('https://outlook.live.com/'))).toBe(true);
    expect(links(confirmation!).some((l) => l.startsWith('https://www.google.com/maps/search/'))).toBe(true);
    expect(confirmation!.html).toContain('#'); // the vendor's colour
    const event = ics(confirmation!);
    expect(event).toMatchObject({ method: 'REQUEST', sequence: 0, tzid: 'Europe/Zurich', status: 'CONFIRMED' });
    expect(event.start.toISOString()).toBe(new Date(assignments[0]!.start).toISOString());
    uid = event.uid;
    expect(uid).toBe(`booking-${bookingId}@localhost`);

    // The link opens the booking without a login, and its .ics downloads.
    const view = await t.gql<{ managedBooking: View }>(MANAGED, { token });
    expect(view.data?.managedBooking).toMatchObject({ status: 'OPEN', canChange: true, refusal: null });
    const file = await fetch(view.data!.managedBooking.icsUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/calendar');
    expect(await file.text()).toContain(`UID:${uid}`);
    expect((await t.gql(MANAGED, { token: `${token}x` })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // The customer's account offers the same "add to calendar" links.
    const mine = await t.gql<{
      myBookings: { items: { id: number; calendarLinks: { icsUrl: string; googleUrl: string } }[] };
    }>(
      '{ myBookings(open: true) { items { id calendarLinks { icsUrl googleUrl outlookUrl } } } }',
      {},
      tokens.customer,
    );
    const calendar = mine.data!.myBookings.items.find((b) => b.id === bookingId)!.calendarLinks;
    expect(calendar.googleUrl).toMatch(/^https:\/\/calendar\.google\.com\//);
    expect(await (await fetch(calendar.icsUrl)).text()).toContain(`UID:${uid}`);
  });

  it('sends the reminder with the manage link and the same calendar entry', async () => {
    const start = (await t.app.services.prisma.event.findFirstOrThrow({ where: { bookingId } })).customerStart;
    await runReminders(t.app.services, new Date(start.getTime() - 20 * 3600_000));
    const mails = (await newMail()).filter((m) => (m.to as { text: string }).text === 'customer@salon-demo.ch');
    expect(mails).toHaveLength(1);
    const reminderToken = checkMessage(mails[0]!, /Salon Démo/)!;
    expect((await t.gql<{ managedBooking: View }>(MANAGED, { token: reminderToken })).data?.managedBooking.status).toBe(
      'OPEN',
    );
    expect(ics(mails[0]!)).toMatchObject({ method: 'REQUEST', uid });
  });

  it('moves the booking from the link: same UID, higher SEQUENCE, a new link, the old one revoked', async () => {
    const { assignments } = await freeSlots(2);
    const moved = await t.gql<{ moveManagedBooking: View & { __typename: string } }>(MOVE, {
      token,
      events: assignments,
    });
    expect(moved.data?.moveManagedBooking.__typename).toBe('ManagedBooking');
    expect(moved.data!.moveManagedBooking.start).toBe(new Date(assignments[0]!.start).toISOString());
    const [mail] = await newMail();
    const newToken = checkMessage(mail!, /Salon Démo/)!;
    expect(newToken).not.toBe(token);
    expect(ics(mail!)).toMatchObject({ method: 'REQUEST', uid, sequence: 1 });
    expect((await t.gql(MANAGED, { token })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    token = newToken;
  });

  it('refuses a change inside the cancellation notice and says why with the salon phone', async () => {
    const prisma = t.app.services.prisma;
    const booking = await prisma.booking.findUniqueOrThrow({ where: { id: bookingId }, include: { vendor: true } });
    await prisma.vendor.update({ where: { id: booking.vendorId }, data: { cancellationNotice: 24 * 60 } });
    const view = await t.gql<{ managedBooking: View & { salonPhone: string } }>(MANAGED, { token });
    expect(view.data!.managedBooking.canChange).toBe(false);
    expect(view.data!.managedBooking.refusal).toContain(view.data!.managedBooking.salonPhone);
    const refused = await t.gql<{ cancelManagedBooking: { __typename: string } }>(CANCEL, { token });
    expect(refused.data?.cancelManagedBooking.__typename).toBe('ConflictError');
    await prisma.vendor.update({ where: { id: booking.vendorId }, data: { cancellationNotice: 0 } });
  });

  it('cancels from the link: METHOD CANCEL for the same entry', async () => {
    const cancelled = await t.gql<{ cancelManagedBooking: View & { __typename: string } }>(CANCEL, { token });
    expect(cancelled.data?.cancelManagedBooking).toMatchObject({ __typename: 'ManagedBooking', status: 'CANCELED' });
    const [mail] = await newMail();
    checkMessage(mail!, /Salon Démo/);
    expect(ics(mail!)).toMatchObject({ method: 'CANCEL', uid, status: 'CANCELLED', sequence: 2 });
  });

  it('lets the link expire when the appointment is over', async () => {
    const end = (await t.app.services.prisma.event.findFirstOrThrow({ where: { bookingId } })).customerEnd;
    expect((await t.gql(MANAGED, { token })).data).toBeTruthy();
    setClock(new Date(end.getTime() + 60_000), { frozen: true });
    expect((await t.gql(MANAGED, { token })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    setClock(shifted);
  });
});
