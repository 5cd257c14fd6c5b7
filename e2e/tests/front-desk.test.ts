// The front desk in a real browser: staff book a customer found by phone through the 4 steps
// while a second staff session's calendar (in French) shows the booking appear; then staff check the
// customer out, paid part by card and part by a gift voucher. The staff member works in Italian at
// 1280 px (a Ticino salon); every screen is captured at 375 and 1280 px, in Italian and in English.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../web/src/domain/phone.ts';
import { login } from '../../gateway/src/test/fixtures.ts';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, firstFreeDay, shotBoth } from '../support/flows.ts';

const LABELS = {
  fr: { user: "E-mail ou nom d'utilisateur", password: 'Mot de passe', submit: 'Se connecter', locale: 'fr-CH' },
  it: { user: 'E-mail o nome utente', password: 'Password', submit: 'Accedi', locale: 'it-CH' },
  en: { user: 'E-mail or username', password: 'Password', submit: 'Log in', locale: 'en-GB' },
} as const;

async function staffSession(browser: Browser, url: string, email: string, lang: keyof typeof LABELS): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: LABELS[lang].locale });
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.getByLabel(LABELS[lang].user).fill(email);
  await page.getByLabel(LABELS[lang].password).fill('demo1234');
  await page.getByRole('button', { name: LABELS[lang].submit }).click();
  await page.waitForURL(/\/agenda/);
  return page;
}

/** The MUI select inside a test id'd box: open it and pick the option. */
async function choose(page: Page, box: string, option: string) {
  await page.getByTestId(box).getByRole('combobox').first().click();
  await page.getByTestId(option).click();
}

describe('front desk', () => {
  const env = useBrowserApp();
  const stepUrls: Record<string, string> = {};
  let bookingId = 0;

  it('staff book a customer found by phone in 4 steps; a second staff session sees it live', async () => {
    const { t, browser } = env;
    const p = t.app.services.prisma;
    const { location, services, day } = await firstFreeDay(t, ['Coupe homme']);
    const service = services[0]!;
    const customer = await p.customer.findFirstOrThrow({
      where: { vendorId: location.vendorId, lastname: { not: '' }, userId: null, phoneMobile: { not: null } },
      orderBy: { id: 'asc' },
    });
    const condition = await p.legalCondition.findFirstOrThrow({ where: { vendorId: location.vendorId } });

    // The second session watches the day on the calendar.
    const watcher = await staffSession(browser, t.url, 'admin@salon-demo.ch', 'fr');
    await watcher.goto(`${t.url}/agenda?date=${day.date}`);
    await watcher.waitForLoadState('networkidle');
    const before = await watcher.locator('[data-testid^="agenda-event-"]').count();

    // The staff member's own language is Italian: the app speaks it from the login on.
    await p.user.update({ where: { email: 'staff@salon-demo.ch' }, data: { language: 'it' } });
    const staff = await staffSession(browser, t.url, 'staff@salon-demo.ch', 'it');
    await staff.goto(`${t.url}/bookings/add?locationId=${location.id}`);
    await staff.getByRole('heading', { name: 'Nuovo appuntamento' }).waitFor();
    // Step 1: place and services.
    await staff.getByTestId(`flow-service-${service.id}`).click();
    await expect.poll(() => new URL(staff.url()).searchParams.get('serviceIds')).toBe(String(service.id));
    stepUrls.step1 = staff.url();
    await shotBoth(staff, 'front-desk-step1-it');
    await staff.getByTestId('flow-continue').click();
    // Step 2: any employee.
    await staff.waitForURL(/step=2/);
    stepUrls.step2 = staff.url();
    await shotBoth(staff, 'front-desk-step2-it');
    await staff.getByTestId('flow-continue').click();
    // Step 3: the customer, found by the mobile number as people say it (Swiss national format).
    await staff.waitForURL(/step=3/);
    await staff.getByTestId('customer-search').fill(formatPhone(customer.phoneMobile));
    await staff.getByTestId(`customer-option-${customer.id}`).click();
    await staff.getByTestId('chosen-customer').waitFor();
    await staff.getByTestId('flow-comment').fill('Sfumatura corta');
    await staff.getByTestId('flow-private-comment').click();
    stepUrls.step3 = staff.url();
    await shotBoth(staff, 'front-desk-step3-it');
    // Back and forth keeps every choice (the URL holds them).
    await staff.goBack();
    await staff.waitForURL(/step=2/);
    await staff.goForward();
    await staff.waitForURL(/step=3/);
    await staff.getByTestId('chosen-customer').waitFor();
    await staff.getByTestId('flow-continue').click();
    // Step 4: the day, the time, the verification.
    await staff.waitForURL(/step=4/);
    // The month grid is drawn and its free days loaded before looking for the day.
    await staff.locator('[role="grid"][aria-busy="false"]').waitFor();
    const dayButton = staff.getByTestId(`date-${day.date}`);
    for (let i = 0; i < 2 && !(await dayButton.isVisible().catch(() => false)); i += 1) {
      await staff.getByTestId('month-next').click();
    }
    await dayButton.click();
    const time = day.times[0]!;
    await staff.getByTestId(`slot-${time}`).click();
    // Staff record the booking: no terms to tick for the customer.
    expect(await staff.getByTestId(`condition-${condition.id}`).count()).toBe(0);
    stepUrls.step4 = staff.url();
    await shotBoth(staff, 'front-desk-step4-it');
    await staff.getByTestId('flow-save').click();
    await staff.waitForURL(/\/bookings\/confirmation\?id=\d+/);
    bookingId = Number(new URL(staff.url()).searchParams.get('id'));
    await staff.getByTestId('booking-confirmation').waitFor();
    await staff.getByTestId('message-EMAIL-CONFIRMATION').waitFor();
    stepUrls.confirmation = staff.url();
    await shotBoth(staff, 'front-desk-confirmation-it');
    await staff.getByRole('heading', { name: 'Appuntamento confermato' }).waitFor();

    const booking = await p.booking.findUniqueOrThrow({ where: { id: bookingId }, include: { events: true } });
    expect(booking).toMatchObject({
      customerId: customer.id,
      source: 'STAFF',
      comment: 'Sfumatura corta',
      status: 'OPEN',
    });
    expect(booking.events.map((e) => e.serviceId)).toEqual([service.id]);
    expect(await staff.getByTestId('confirmation-when').innerText()).toContain(time);

    // The watcher's calendar was not reloaded: the subscription brought the event.
    await watcher.getByTestId(`agenda-event-${booking.events[0]!.id}`).waitFor({ timeout: 10_000 });
    expect(await watcher.locator('[data-testid^="agenda-event-"]').count()).toBe(before + 1);
  });

  it('staff close the booking paid part by card and part by a gift voucher; the invoice is paid', async () => {
    const { t, browser } = env;
    expect(bookingId).toBeGreaterThan(0);
    const p = t.app.services.prisma;
    const admin = await login(t, 'admin@salon-demo.ch');
    const created = await t.gql<{ createVoucher: { __typename: string; code: string } }>(
      `mutation ($input: VoucherInput!) { createVoucher(input: $input) { __typename ... on Voucher { code } ... on ValidationError { message errors } } }`,
      {
        input: {
          faceValue: 2000,
          validFrom: new Date().toISOString().slice(0, 10),
          validUntil: new Date(Date.now() + 365 * 86400_000).toISOString().slice(0, 10),
        },
      },
      admin,
    );
    expect(created.data?.createVoucher, JSON.stringify(created)).toMatchObject({ __typename: 'Voucher' });
    const code = created.data!.createVoucher.code;
    const invoice = await p.invoice.findUniqueOrThrow({ where: { bookingId } });
    const cardPart = invoice.total - 2000;
    expect(cardPart).toBeGreaterThan(0);

    const staff = await staffSession(browser, t.url, 'staff@salon-demo.ch', 'it');
    await staff.goto(`${t.url}/bookings/close?id=${bookingId}`);
    await staff.getByTestId('close-submit').waitFor();
    await staff.getByTestId('add-payment').click();
    await choose(staff, 'payment-0', 'method-CARD');
    await staff.getByTestId('payment-amount-0').fill((cardPart / 100).toFixed(2));
    await staff.getByTestId('add-payment').click();
    await choose(staff, 'payment-1', 'method-VOUCHER');
    await staff.getByTestId('payment-amount-1').fill('20.00');
    await staff.getByTestId('payment-code-1').fill(code.toLowerCase());
    await staff.getByTestId('payment-code-1').blur();
    await expect.poll(() => staff.getByTestId('payment-1').innerText()).toContain('CHF 20.00');
    // The same voucher a second time in this closing is refused.
    await staff.getByTestId('add-payment').click();
    await choose(staff, 'payment-2', 'method-VOUCHER');
    await staff.getByTestId('payment-code-2').fill(code);
    await expect.poll(() => staff.getByTestId('payment-2').innerText()).toContain('già usato');
    await staff.getByRole('button', { name: 'Rimuovi il pagamento 3' }).click();
    await expect.poll(() => staff.getByTestId('invoice-status').getAttribute('data-status')).toBe('PAID');
    await shotBoth(staff, 'front-desk-checkout-it');

    // The same screen in English before closing.
    await p.user.update({ where: { email: 'staff@salon-demo.ch' }, data: { language: 'en' } });
    const english = await staffSession(browser, t.url, 'staff@salon-demo.ch', 'en');
    for (const [name, url] of Object.entries(stepUrls)) {
      await english.goto(url);
      await english.waitForLoadState('networkidle');
      await shotBoth(english, `front-desk-${name}-en`);
    }
    await english.goto(`${t.url}/bookings/close?id=${bookingId}`);
    await english.getByTestId('close-submit').waitFor();
    await shotBoth(english, 'front-desk-checkout-en');

    await staff.getByTestId('close-submit').click();
    // The appointment booked above is later today: closing it as done asks first.
    await staff
      .getByRole('dialog')
      .getByText(/nel futuro/)
      .first()
      .waitFor();
    await staff.getByTestId('confirm-ok').click();
    await staff.getByTestId('checkout-closed').waitFor();
    expect(await staff.getByTestId('checkout-closed').getByTestId('invoice-status').getAttribute('data-status')).toBe(
      'PAID',
    );
    await shotBoth(staff, 'front-desk-closed-it');

    const closed = await p.booking.findUniqueOrThrow({
      where: { id: bookingId },
      include: { invoice: { include: { payments: true } } },
    });
    expect(closed.status).toBe('EXECUTED');
    expect(closed.invoice?.status).toBe('PAID');
    expect(closed.invoice?.payments.map((pay) => [pay.method, pay.amount]).sort()).toEqual(
      [
        ['CARD', cardPart],
        ['VOUCHER', 2000],
      ].sort(),
    );
  });
});
