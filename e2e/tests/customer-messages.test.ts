// Every message a customer receives, followed in Chromium logged out at 375 px: the e-mails are
// captured whole by a local SMTP server, each rendered to a screenshot, and each link to the app
// opened in a fresh browser context, landing on the right page. The booking messages are a German
// customer's, who booked on the salon's /de pages: then the manage page's journeys in German, move to
// another free time, cancel, and the refusal inside the cancellation notice.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowMs, resetClock, setClock } from '../../gateway/src/lib/clock.ts';
import { smtpTransport, useMailTransport } from '../../gateway/src/modules/notifications/mailer.ts';
import { runReminders } from '../../gateway/src/modules/notifications/reminders.ts';
import { seedDemo } from '../../gateway/src/seed/demo.ts';
import { DEMO_BOOKING_DAYS } from '../../gateway/src/seed/demo.data.ts';
import { startTestApp, type TestApp } from '../../gateway/src/test/harness.ts';
import { type SmtpCapture, startSmtpCapture } from '../../gateway/src/test/smtp.ts';
import { artifacts, launchBrowser } from '../support/browser.ts';
import { firstFreeDay, newPage, pickDateAndTime, shotBoth } from '../support/flows.ts';

const DATES = `query ($input: AvailabilityRangeInput!) { availableDates(input: $input) { date times } }`;
const SLOTS = `query ($input: AvailabilityDayInput!) {
  availableSlots(input: $input) { assignments { serviceId employeeId workplaceId machineId start } }
}`;

describe('customer messages in a real browser', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let browser: Browser;
  let read = 0;

  const newMail = async (): Promise<ParsedMail[]> => {
    await t.app.jobs.tick();
    const fresh = smtp.messages.slice(read);
    read = smtp.messages.length;
    return Promise.all(fresh.map((m) => simpleParser(m.raw)));
  };
  const appLinks = (mail: ParsedMail) =>
    [...String(mail.html).matchAll(/href="([^"]+)"/g)]
      .map((m) => m[1]!.replace(/&amp;/g, '&'))
      .filter((l) => l.startsWith(`${t.url}/`));

  /** Renders the e-mail's HTML as a mail client would show it, for the record. */
  async function shootMail(mail: ParsedMail, name: string) {
    const page = await newPage(browser, 'fr-CH', { width: 600, height: 900 });
    const file = path.join(artifacts, `email-${name}.html`);
    // The inline picture (cid:) is not resolved outside a mail client; the rest renders as sent.
    writeFileSync(file, String(mail.html));
    await page.goto(`file://${file}`);
    await page.screenshot({ path: path.join(artifacts, `email-${name}.png`), fullPage: true });
    await page.context().close();
  }

  /** Opens a link logged out at 375 px and waits for what the page must show. */
  async function follow(
    link: string,
    expectation: (page: Page) => Promise<unknown>,
    locale: 'fr-CH' | 'de-CH' = 'de-CH',
  ) {
    const page = await newPage(browser, locale);
    await page.goto(link);
    await expectation(page);
    await page.context().close();
  }

  async function freeDay(skip: number) {
    const p = t.app.services.prisma;
    const location = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    const service = await p.service.findFirstOrThrow({ where: { translations: { some: { name: 'Coupe homme' } } } });
    const input = { vendorId: location.vendorId, locationId: location.id, services: [{ id: service.id }] };
    const dates = await t.gql<{ availableDates: { date: string; times: string[] }[] }>(DATES, {
      input: {
        ...input,
        dateFrom: new Date(nowMs() + 3 * 86400_000).toISOString().slice(0, 10),
        dateTo: new Date(nowMs() + 45 * 86400_000).toISOString().slice(0, 10),
      },
    });
    const day = dates.data!.availableDates.filter((d) => d.times.length)[skip]!;
    const slots = await t.gql<{ availableSlots: { assignments: Record<string, unknown>[] }[] }>(SLOTS, {
      input: { ...input, date: day.date },
    });
    return { location, date: day.date, assignments: slots.data!.availableSlots[0]!.assignments };
  }

  beforeAll(async () => {
    t = await startTestApp({ config: { jobsPollMs: 0 } });
    await seedDemo(t.app.services.prisma);
    setClock(nowMs() + (DEMO_BOOKING_DAYS + 10) * 86_400_000);
    smtp = await startSmtpCapture();
    useMailTransport(t.app.services, smtpTransport(smtp.url), 'Salon Démo <no-reply@salon.example>');
    browser = await launchBrowser();
    await newMail();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
    await smtp?.close();
    resetClock();
  });

  it('account messages: the validation and reset links open their pages', async () => {
    await t.gql('mutation ($input: RegisterInput!) { register(input: $input) { __typename } }', {
      input: { email: 'noe@example.ch', firstname: 'Noé', lastname: 'Favre', password: 'secret12', language: 'fr' },
    });
    const [validation] = await newMail();
    await shootMail(validation!, 'validation');
    const [validate] = appLinks(validation!);
    expect(validate).toMatch(/\/email-validation\?id=\d+&token=/);
    await follow(validate!, (page) => page.getByTestId('email-validated').waitFor(), 'fr-CH');

    await t.gql('mutation { forgottenPassword(email: "noe@example.ch") { message } }');
    const [reset] = await newMail();
    await shootMail(reset!, 'reset');
    const [resetLink] = appLinks(reset!);
    expect(resetLink).toMatch(/\/reset-password\?id=\d+&token=/);
    await follow(resetLink!, (page) => page.locator('#field-password').waitFor(), 'fr-CH');
  });

  it('booking messages in German: booked on /de, confirmation, reminder, move and cancellation, each link followed; the manage page journeys', async () => {
    // A customer books on the salon's German pages at 375 px, signing up on the way.
    const { location, services, day } = await firstFreeDay(t, ['Coupe homme']);
    const booker = await newPage(browser, 'de-CH');
    await booker.goto(`${t.url}/de/salon-demo/lausanne-centre/book`);
    await booker.getByRole('heading', { name: 'Termin buchen' }).waitFor();
    await booker.getByTestId(`service-option-${services[0]!.id}`).click();
    await pickDateAndTime(booker, day.date, day.times[0]!);
    await booker.getByTestId('inline-sign-up-tab').click();
    await booker.locator('#field-firstname').fill('Lena');
    await booker.locator('#field-lastname').fill('Meier');
    await booker.locator('#field-email').fill('lena@example.ch');
    await booker.locator('#field-password').fill('secret12');
    await booker.getByTestId('sign-up-submit').click();
    await booker.getByTestId('booking-summary').waitFor();
    expect(await booker.getByTestId('booking-summary').innerText()).toContain('Herrenhaarschnitt');
    await booker.getByTestId('accept-terms').click();
    await booker.getByTestId('confirm-booking').click();
    await booker.getByTestId('booking-confirmed').waitFor();
    expect(await booker.getByTestId('booking-confirmed').innerText()).toContain('Termin bestätigt');
    await booker.context().close();
    const { id: bookingId } = await t.app.services.prisma.booking.findFirstOrThrow({
      where: { customer: { email: 'lena@example.ch' } },
    });

    // The e-mails speak German: the account's validation and the booking's confirmation.
    const confirmation = (await newMail()).find((m) => m.subject?.includes('bestätigt'))!;
    expect(confirmation.subject).toBe('Termin bei Salon Démo bestätigt');
    const said = String(confirmation.text).replace(/\s+/g, ' ');
    expect(said).toContain('Guten Tag Lena Meier');
    expect(said).toMatch(/am \S+, \d+\. \S+ \d{4}, um \d\d:\d\d ist bestätigt/);
    await shootMail(confirmation, 'confirmation-de');
    const manage = appLinks(confirmation).find((l) => l.includes('/manage-booking/'))!;
    expect(manage).toBeTruthy();
    await follow(manage, (page) => page.getByTestId('manage-booking').waitFor());

    const start = (await t.app.services.prisma.event.findFirstOrThrow({ where: { bookingId } })).customerStart;
    await runReminders(t.app.services, new Date(start.getTime() - 20 * 3600_000));
    const reminder = (await newMail()).find((m) => (m.to as { text: string }).text === 'lena@example.ch')!;
    expect(reminder.subject).toBe('Erinnerung: Ihr Termin bei Salon Démo');
    await shootMail(reminder, 'reminder-de');
    for (const link of appLinks(reminder)) {
      await follow(link, (page) => page.getByTestId('manage-booking').waitFor());
    }

    // Move from the manage page at 375 px: another free day, its first time.
    const other = await freeDay(2);
    const page = await newPage(browser, 'de-CH');
    await page.goto(manage);
    await page.getByTestId('manage-booking').waitFor();
    await page.getByRole('heading', { name: 'Mein Termin' }).waitFor();
    await shotBoth(page, 'manage-booking');
    await page.getByTestId('manage-move').click();
    await page.getByTestId('manage-move-date').fill(other.date);
    // A tap on a time asks first, naming the new time; keeping the current time moves nothing.
    const firstSlot = page.locator('[data-testid^="manage-slot-"]').first();
    await firstSlot.click();
    const ask = page.getByRole('dialog');
    await ask.getByText(/^Termin auf .+ verschieben\?$/).waitFor();
    expect(await ask.innerText()).toContain(String((await firstSlot.innerText()).trim()));
    await shotBoth(page, 'manage-booking-move-confirm');
    await ask.getByRole('button', { name: 'Nicht verschieben' }).click();
    await ask.waitFor({ state: 'detached' });
    const still = await t.app.services.prisma.event.findFirstOrThrow({ where: { bookingId, active: true } });
    expect(still.customerStart.getTime()).toBe(start.getTime());
    expect(await page.getByTestId('manage-moved').count()).toBe(0);
    await firstSlot.click();
    await ask.getByRole('button', { name: 'Verschieben', exact: true }).click();
    await page.getByTestId('manage-moved').waitFor();
    expect(page.url()).not.toBe(manage);
    const moved = (await t.app.services.prisma.event.findFirstOrThrow({ where: { bookingId, active: true } }))
      .customerStart;
    expect(moved.toISOString().slice(0, 10)).toBe(other.date);

    const [moveMail] = await newMail();
    expect(moveMail!.subject).toBe('Termin bei Salon Démo verschoben');
    await shootMail(moveMail!, 'moved-de');
    const newManage = appLinks(moveMail!).find((l) => l.includes('/manage-booking/'))!;
    // The old link is revoked by the move; the new one works.
    await follow(manage, (p) => p.getByTestId('manage-invalid').waitFor());
    await follow(newManage, (p) => p.getByTestId('manage-booking').waitFor());

    // Inside the cancellation notice: the page says why and offers the salon's phone.
    await t.app.services.prisma.vendor.update({
      where: { id: location.vendorId },
      data: { cancellationNotice: 24 * 90 },
    });
    await page.reload();
    await page.getByTestId('manage-refused').waitFor();
    await shotBoth(page, 'manage-booking-refused');
    await t.app.services.prisma.vendor.update({ where: { id: location.vendorId }, data: { cancellationNotice: 0 } });

    // Cancel from the page.
    await page.reload();
    await page.getByTestId('manage-cancel').click();
    await page.getByRole('button', { name: 'Ja, absagen' }).click();
    await page.getByTestId('manage-cancelled').waitFor();
    await page.getByTestId('manage-book-again').waitFor();
    await shotBoth(page, 'manage-booking-cancelled');
    expect((await t.app.services.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } })).status).toBe(
      'CANCELED',
    );
    const [cancelMail] = await newMail();
    expect(cancelMail!.subject).toBe('Termin bei Salon Démo abgesagt');
    await shootMail(cancelMail!, 'cancellation-de');
    const again = appLinks(cancelMail!);
    expect(again.length).toBeGreaterThan(0);
    for (const link of again) await follow(link, (p) => p.waitForLoadState('networkidle'));
    // The "book again" link lands on the salon's public page.
    await follow(again[0]!, (p) => p.getByText('Salon Démo').first().waitFor());
  });
});
