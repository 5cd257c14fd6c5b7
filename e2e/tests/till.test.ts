// The till in a real browser: a gift card sold by card (buyer, recipient, till) and spent in part
// on a booking, then the day's cash closing checked to the franc with an opening float; the card
// printed and e-mailed; a receipt opened, printed (its PDF) and e-mailed from the invoice list, the
// closed bookings and the customer view; cash taken to 5 Rappen at the checkout and on the receipt,
// and the invoice downloaded as PDF. Each journey at 1280 px in French and 375 px in English.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localMinuteToInstant } from '../../gateway/src/scheduling/index.ts';
import { login } from '../../gateway/src/test/fixtures.ts';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, logIn, newPage, PHONE, shotBoth } from '../support/flows.ts';

// biome-ignore lint/suspicious/noExplicitAny: GraphQL bodies are asserted field by field.
type Json = Record<string, any>;

const CLOSE = `mutation ($id: Int!, $input: CloseBookingInput!) { closeBooking(id: $id, input: $input) {
  __typename ... on ValidationError { errors } } }`;

/**
 * Counts window.print() calls instead of opening the print dialog, and keeps the type of each file
 * window.open was asked to show (refusing the tab, as a popup blocker would: the page then prints itself).
 */
async function stubPrint(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { printed: number; opened: string[]; print: () => void; open: unknown };
    const types = new Map<string, string>();
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob) => {
      const url = createObjectURL(blob);
      types.set(url, blob.type);
      return url;
    };
    w.printed = 0;
    w.opened = [];
    w.print = () => {
      w.printed += 1;
    };
    w.open = (url: string) => {
      w.opened.push(types.get(url) ?? url);
      return null;
    };
  });
}
const printed = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);
/** The type of the file the page last asked window.open to show (the invoice PDF). */
const openedType = (page: Page) => page.evaluate(() => (window as unknown as { opened: string[] }).opened.at(-1));

describe('the till', () => {
  const env = useBrowserApp();
  const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Zurich' });

  async function setup(tag: string) {
    const p = env.t.app.services.prisma;
    const vendor = await p.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
    const till = await p.location.create({
      data: { vendorId: vendor.id, name: `Caisse ${tag}`, shortName: tag.slice(0, 5), slug: `caisse-${tag}` },
    });
    const buyer = await p.customer.create({
      data: { vendorId: vendor.id, firstname: 'Agnès', lastname: `Acheteuse${tag}`, email: `buyer-${tag}@till-e2e.ch` },
    });
    const service = await p.serviceTranslation.findFirstOrThrow({ where: { name: 'Coupe femme' } });
    return { p, vendorId: vendor.id, till, buyer, serviceId: service.serviceId };
  }

  /** A booking of the buyer at the till, started an hour ago today, with an invoice of one line at `price` Rappen. */
  async function bookingAtTill(
    { vendorId, till, buyer, serviceId }: Omit<Awaited<ReturnType<typeof setup>>, 'p'>,
    price?: number,
  ) {
    const midnight = localMinuteToInstant(today(), 0, 'Europe/Zurich');
    const start = new Date(Math.max(Date.now() - 3600_000, midnight));
    const end = new Date(start.getTime() + 45 * 60_000);
    const line = {
      serviceId,
      description: 'Coupe femme',
      unitPrice: price ?? 0,
      subtotal: price ?? 0,
      total: price ?? 0,
    };
    return env.t.app.services.prisma.booking.create({
      data: {
        vendorId,
        customerId: buyer.id,
        locationId: till.id,
        events: {
          create: [{ vendorId, serviceId, locationId: till.id, start, end, customerStart: start, customerEnd: end }],
        },
        invoice:
          price == null
            ? undefined
            : {
                create: { vendorId, customerId: buyer.id, total: price, balance: price, lines: { create: [line] } },
              },
      },
      include: { invoice: true },
    });
  }

  async function sellAndSpend(page: Page, tag: string, lang: 'fr' | 'en') {
    const { t } = env;
    const { p, vendorId, till, buyer, serviceId } = await setup(tag);
    await page.goto(`${t.url}/vouchers`);
    await page.getByTestId('voucher-sell').click();
    await page.getByTestId('sell-buyer').locator('input').fill(`Acheteuse${tag}`);
    await page.getByRole('option', { name: new RegExp(`Acheteuse${tag}`) }).click();
    await page.getByTestId('sell-recipient').fill('Claire Cadeau');
    await page.locator('#field-amount').fill('100');
    await page.getByRole('combobox', { name: lang === 'fr' ? /Caisse \(lieu\)/ : /Till \(location\)/ }).click();
    await page.getByRole('option', { name: `Caisse ${tag}` }).click();
    await page.getByTestId('sell-voucher-form').getByTestId('form-submit').click();
    await page.getByTestId('voucher-people').waitFor();
    const code = (await page.getByTestId('voucher-code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z]{8}$/);
    expect(await page.getByTestId('voucher-people').textContent()).toContain('Claire Cadeau');
    const card = await p.voucher.findFirstOrThrow({
      where: { code },
      include: { saleInvoice: { include: { payments: true } } },
    });
    expect(card.customerId).toBe(buyer.id);
    expect(card.saleInvoice!.payments.map((x) => [x.method, x.amount, x.locationId])).toEqual([
      ['CARD', 10000, till.id],
    ]);

    // A booking at the same till paid cash 20 + card 25 + 25 from the card (as the checkout does).
    const booking = await bookingAtTill({ vendorId, till, buyer, serviceId });
    const admin = await login(t, 'admin@salon-demo.ch');
    const closed = await t.gql<Json>(
      CLOSE,
      {
        id: booking.id,
        input: {
          status: 'EXECUTED',
          payments: [
            { method: 'CASH', amount: 2000 },
            { method: 'CARD', amount: 2500 },
            { method: 'VOUCHER', amount: 2500, voucherCode: code },
          ],
        },
      },
      admin,
    );
    expect(closed.data!.closeBooking.__typename).toBe('Booking');
    return { p, till, buyer, card, booking };
  }

  async function checkClosing(page: Page, tillId: number) {
    const { t } = env;
    await page.goto(`${t.url}/reports/cash-closing?locationId=${tillId}&date=${today()}`);
    await page.getByTestId('cash-closing-form').waitFor();
    const text = async (id: string) => (await page.getByTestId(id).textContent())?.replace(/\s/g, ' ');
    expect(await text('cash-total-CASH')).toBe('CHF 20.00');
    expect(await text('cash-total-CARD')).toBe('CHF 125.00');
    expect(await text('cash-total-POSTCARD')).toBe('CHF 0.00');
    expect(await text('cash-total')).toBe('CHF 145.00');
    expect(await text('cash-voucher-sales')).toBe('CHF 100.00');
    expect(await text('cash-total-VOUCHER')).toBe('CHF 25.00');
    await page.getByTestId('cash-float').fill('200');
    await page.getByTestId('cash-counted').fill('220');
    expect(await text('cash-difference')).toBe('CHF 0.00');
    await shotBoth(page, `till-cash-closing-${tillId}`);
    await page.getByTestId('cash-save').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('cash-closing-saved').waitFor();
    const saved = await env.t.app.services.prisma.cashClosing.findFirstOrThrow({ where: { locationId: tillId } });
    expect([saved.openingFloat, saved.countedCash, saved.cashTotal, saved.cardTotal, saved.voucherTotal]).toEqual([
      20000, 22000, 2000, 12500, 2500,
    ]);
  }

  it('fr, 1280 px: a gift card sold by card and spent in part; the cash closing to the franc', async () => {
    const page = await newPage(env.browser, 'fr-CH', DESKTOP);
    await logIn(page, env.t, 'admin@salon-demo.ch');
    const { till } = await sellAndSpend(page, 'tfr', 'fr');
    await shotBoth(page, 'till-voucher-sold');
    await checkClosing(page, till.id);
  });

  it('en, 375 px: the same day, and the card printed and e-mailed', async () => {
    // The account's language wins over the browser's: the admin reads English here.
    await speaks('en');
    const page = await newPage(env.browser, 'en-GB', PHONE);
    await logIn(page, env.t, 'admin@salon-demo.ch');
    const { p, till, buyer, card } = await sellAndSpend(page, 'ten', 'en');
    await stubPrint(page);
    await page.getByTestId('voucher-print').click();
    expect(await printed(page)).toBe(1);
    await page.getByTestId('voucher-email').click();
    expect(await page.getByTestId('voucher-email-to').inputValue()).toBe(buyer.email);
    await page.getByTestId('voucher-email-confirm').click();
    await expect
      .poll(() => p.emailMessage.count({ where: { to: buyer.email!, body: { contains: card.code } } }))
      .toBe(1);
    await checkClosing(page, till.id);
    await speaks('fr');
  });

  it('a receipt is opened, printed and e-mailed from the invoices, the closed bookings and the customer view', async () => {
    const { t, browser } = env;
    const { p, booking, buyer } = await sellAndSpend(await loggedIn('fr-CH', DESKTOP), 'tinv', 'fr');
    const invoice = await p.invoice.findUniqueOrThrow({ where: { bookingId: booking.id } });
    await p.vendor.updateMany({
      where: { slug: 'salon-demo' },
      data: { vatRate: 810, vatNumber: 'CHE-123.456.789 TVA' },
    });

    for (const [locale, size] of [
      ['fr-CH', DESKTOP],
      ['en-GB', PHONE],
    ] as const) {
      await speaks(locale === 'fr-CH' ? 'fr' : 'en');
      const page = await newPage(browser, locale, size);
      await logIn(page, t, 'admin@salon-demo.ch');
      const checkReceipt = async () => {
        await page.getByTestId('invoice-detail').waitFor();
        expect(await page.getByTestId('receipt-vendor').textContent()).toContain('CHE-123.456.789 TVA');
        expect(await page.getByTestId('invoice-vat').textContent()).toMatch(/8[.,]1 %/);
        await stubPrint(page);
        await page.getByTestId('invoice-print').click();
        await expect.poll(() => printed(page)).toBe(1);
        expect(await openedType(page)).toBe('application/pdf');
      };
      // 1. The invoice list.
      await page.goto(`${t.url}/invoices?from=${today()}&to=${today()}`);
      await page.getByRole('gridcell', { name: String(invoice.id), exact: true }).click();
      await checkReceipt();
      await page.getByTestId('invoice-email').click();
      await page.getByTestId('invoice-email-confirm').click();
      await expect.poll(() => p.emailMessage.count({ where: { to: buyer.email! } })).toBeGreaterThan(0);
      await shotBoth(page, `till-receipt-${locale}`);
      // 2. The closed bookings.
      await page.goto(`${t.url}/bookings/closed?from=${today()}&to=${today()}`);
      await page
        .getByRole('gridcell', { name: /Acheteusetinv/ })
        .first()
        .click();
      await checkReceipt();
      // 3. The customer view.
      await page.goto(`${t.url}/customers/view/${buyer.id}`);
      await page.getByTestId('tab-invoices').click();
      await page.getByTestId(`customer-invoice-${invoice.id}`).click();
      await checkReceipt();
    }
    await speaks('fr');
  });

  it('it, 1280 px: cash is taken to 5 Rappen at the checkout and on the receipt; the invoice downloads as PDF', async () => {
    const setUp = await setup('tcr');
    const { p } = setUp;
    // A Ticino salon: the admin works in Italian, the customer's invoice is in Italian too.
    await speaks('it');
    await p.customer.update({ where: { id: setUp.buyer.id }, data: { language: 'it' } });
    const booking = await bookingAtTill(setUp, 4753);
    const page = await loggedIn('it-CH', DESKTOP);
    const text = async (id: string) => (await page.getByTestId(id).textContent())?.replace(/\s/g, ' ');
    await page.goto(`${env.t.url}/bookings/close?id=${booking.id}`);
    await page.getByTestId('add-payment').click();
    expect(await text('payment-help-0')).toBe('In contanti: CHF 47.55, arrotondato a 5 centesimi');
    expect(await text('checkout-rounding')).toBe('CHF 0.02');
    expect(await text('checkout-paid')).toBe('CHF 47.55');
    await shotBoth(page, 'till-cash-rounding-checkout');
    await page.getByTestId('close-submit').click();
    await page.getByTestId('checkout-closed').waitFor();
    expect(
      await p.payment.findMany({ where: { invoiceId: booking.invoice!.id }, select: { amount: true, rounding: true } }),
    ).toEqual([{ amount: 4753, rounding: 2 }]);

    await page.goto(`${env.t.url}/invoices?from=${today()}&to=${today()}`);
    await page.getByRole('gridcell', { name: String(booking.invoice!.id), exact: true }).click();
    await page.getByTestId('invoice-detail').waitFor();
    expect(await text('invoice-rounding')).toBe('CHF 0.02');
    expect(await text('invoice-paid')).toBe('Pagato: CHF 47.55');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-pdf').click()]);
    expect(download.suggestedFilename()).toBe(`fattura-${String(booking.invoice!.id).padStart(6, '0')}.pdf`);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    await shotBoth(page, 'till-cash-rounding-receipt');
    await speaks('fr');
  });

  async function speaks(language: 'fr' | 'it' | 'en') {
    await env.t.app.services.prisma.user.updateMany({ where: { email: 'admin@salon-demo.ch' }, data: { language } });
  }

  it('the cash closing opens from the calendar at the own till; staff are told why they cannot', async () => {
    const { t, browser } = env;
    const admin = await newPage(browser, 'fr-CH', DESKTOP);
    await logIn(admin, t, 'admin@salon-demo.ch');
    await admin.getByTestId('agenda-cash-closing').click();
    await admin.waitForURL(/\/reports\/cash-closing/);
    await admin.getByTestId('cash-closing-form').waitFor();
    await shotBoth(admin, 'till-cash-closing-from-calendar');

    const staff = await newPage(browser, 'en-GB', PHONE);
    await logIn(staff, t, 'staff@salon-demo.ch');
    await staff.getByTestId('agenda-cash-closing').click();
    await staff
      .getByText(
        /Seul un administrateur peut ouvrir la clôture de caisse|Only an administrator can open the cash closing/,
      )
      .waitFor();
    expect(staff.url()).toMatch(/\/agenda/);
    await staff.goto(`${t.url}/reports/cash-closing`);
    await staff.waitForURL(/\/agenda/);
    await staff
      .getByText(
        /Seul un administrateur peut ouvrir la clôture de caisse|Only an administrator can open the cash closing/,
      )
      .first()
      .waitFor();
    await shotBoth(staff, 'till-cash-closing-refused');
  });

  async function loggedIn(locale: 'fr-CH' | 'it-CH' | 'en-GB', size: { width: number; height: number }) {
    const page = await newPage(env.browser, locale, size);
    await logIn(page, env.t, 'admin@salon-demo.ch');
    return page;
  }
});
