// Customers, gift cards, cash closing and reports in a real browser: staff find a customer by a
// phone number typed in national format and comment, merge duplicates, sell a gift card that a
// booking close then accepts; an admin saves a day's cash closing once and downloads the Excel report.
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localMinuteToInstant } from '../../gateway/src/scheduling/index.ts';
import { login } from '../../gateway/src/test/fixtures.ts';
import { useBrowserApp } from '../support/browser.ts';
import { DESKTOP, newPage, PHONE, shotBoth } from '../support/flows.ts';

// biome-ignore lint/suspicious/noExplicitAny: GraphQL bodies are asserted field by field.
type Json = Record<string, any>;

const CLOSE = `mutation ($id: Int!, $input: CloseBookingInput!) { closeBooking(id: $id, input: $input) {
  __typename ... on Booking { status invoice { status total balance payments { method amount voucherCode } } }
  ... on ValidationError { errors } ... on ConflictError { message } } }`;

async function logIn(page: Page, url: string, user: string) {
  await page.goto(`${url}/login`);
  await page.getByLabel(/E-mail ou nom d'utilisateur|E-mail or username/).fill(user);
  await page.getByLabel(/Mot de passe|Password/).fill('demo1234');
  await page.getByRole('button', { name: /Se connecter|Log in/ }).click();
  await page.waitForURL(/\/agenda/);
}

describe('money screens', () => {
  const env = useBrowserApp();
  const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Zurich' });

  async function demo() {
    const p = env.t.app.services.prisma;
    const vendor = await p.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
    const location = await p.location.findFirstOrThrow({ where: { vendorId: vendor.id, slug: 'lausanne-centre' } });
    const service = await p.serviceTranslation.findFirstOrThrow({ where: { name: 'Coupe femme' } });
    return { p, vendorId: vendor.id, locationId: location.id, serviceId: service.serviceId };
  }

  /**
   * A booking at Lausanne that started `hoursAgo` hours ago, still open; `sameDay`: not before
   * midnight in Zurich, so that it belongs to the vendor's today (lists and closings go by that day).
   */
  async function pastBooking(customerId: number, hoursAgo: number, sameDay = false) {
    const { p, vendorId, locationId, serviceId } = await demo();
    const midnight = localMinuteToInstant(today(), 0, 'Europe/Zurich');
    const start = new Date(Math.max(Date.now() - hoursAgo * 3600_000, sameDay ? midnight : 0));
    const end = new Date(start.getTime() + 45 * 60_000);
    return p.booking.create({
      data: {
        vendorId,
        customerId,
        locationId,
        events: { create: [{ vendorId, serviceId, locationId, start, end, customerStart: start, customerEnd: end }] },
      },
    });
  }

  it('staff find a customer by a phone number typed in national format and add a comment', async () => {
    const { t, browser } = env;
    const { p, vendorId } = await demo();
    const customer = await p.customer.create({
      data: { vendorId, firstname: 'Séraphine', lastname: 'Zufferey', phoneMobile: '+41781234567' },
    });
    const page = await newPage(browser, 'fr-CH', DESKTOP);
    await logIn(page, t.url, 'staff@salon-demo.ch');
    await page.goto(`${t.url}/customers`);
    await page.getByTestId('customer-search').fill('078 123 45 67');
    await page.waitForURL(/search=078/);
    await page.getByRole('gridcell', { name: /Zufferey/ }).click();
    await page.waitForURL(new RegExp(`/customers/view/${customer.id}`));
    await page.getByTestId('customer-stats').waitFor();
    await shotBoth(page, 'customer-card');
    await page.getByTestId('tab-comments').click();
    await page.locator('#field-comment').fill('Préfère les rendez-vous le matin');
    await page.getByTestId('comment-add-form').getByTestId('form-submit').click();
    await page.getByTestId('comment').filter({ hasText: 'Préfère les rendez-vous le matin' }).waitFor();
    expect(await p.comment.findMany({ where: { customerId: customer.id }, select: { comment: true } })).toEqual([
      { comment: 'Préfère les rendez-vous le matin' },
    ]);
    await shotBoth(page, 'customer-comments');
    await page.goto(`${t.url}/customers?search=zuff`);
    await page.getByRole('gridcell', { name: /Zufferey/ }).waitFor();
    await shotBoth(page, 'customers-list');
  });

  it('staff merge two duplicate customers and the bookings of both show on the kept one', async () => {
    const { t, browser } = env;
    const { p, vendorId } = await demo();
    const kept = await p.customer.create({ data: { vendorId, firstname: 'Léa', lastname: 'Doublon', city: 'Pully' } });
    const merged = await p.customer.create({
      data: { vendorId, firstname: 'Lea', lastname: 'Doublon', phoneMobile: '+41795550000' },
    });
    const a = await pastBooking(kept.id, 30);
    const b = await pastBooking(merged.id, 54);
    await p.booking.updateMany({ where: { id: { in: [a.id, b.id] } }, data: { status: 'CANCELED' } });

    const page = await newPage(browser, 'en-GB', DESKTOP);
    await logIn(page, t.url, 'staff@salon-demo.ch');
    await page.goto(`${t.url}/customers/merge`);
    await page.getByTestId('merge-pick-kept').locator('input').fill('Léa Doublon');
    await page.getByRole('option', { name: /Léa Doublon/ }).click();
    await page.getByTestId('merge-pick-merged').locator('input').fill('doublon');
    await page.getByRole('option', { name: /Lea Doublon/ }).click();
    await page.getByTestId('merge-preview').waitFor();
    // The staff account's language (French) wins over the browser's.
    expect(await page.getByTestId('merge-summary').textContent()).toMatch(/1 (closed bookings|rendez-vous clôturés)/);
    await shotBoth(page, 'customer-merge');
    await page.getByTestId('merge-submit').click();
    await page.getByTestId('confirm-ok').click();
    await page.waitForURL(new RegExp(`/customers/view/${kept.id}`));
    await page.getByTestId('tab-closed').click();
    await page.getByTestId('customer-closed-bookings').waitFor();
    expect(await page.getByTestId('customer-booking').count()).toBe(2);
    expect(await p.customer.findUnique({ where: { id: merged.id } })).toBeNull();
    expect(await p.booking.count({ where: { customerId: kept.id } })).toBe(2);
  });

  it('staff sell a gift card, and closing a booking then accepts it', async () => {
    const { t, browser } = env;
    const page = await newPage(browser, 'fr-CH', PHONE);
    await logIn(page, t.url, 'staff@salon-demo.ch');
    const { p: db, vendorId: vendor } = await demo();
    await db.customer.create({ data: { vendorId: vendor, firstname: 'Gift', lastname: 'Giver' } });
    await page.goto(`${t.url}/vouchers`);
    await page.getByTestId('voucher-sell').click();
    // A sale is money taken: the buyer is a customer.
    await page.getByTestId('sell-buyer').locator('input').fill('Giver');
    await page.getByRole('option', { name: /Gift Giver/ }).click();
    await page.locator('#field-amount').fill('80');
    await page.getByTestId('sell-voucher-form').getByTestId('form-submit').click();
    await page.getByTestId('voucher-detail').waitFor();
    const code = (await page.getByTestId('voucher-code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z]{8}$/);
    expect(await page.getByTestId('voucher-balance').textContent()).toBe('CHF 80.00');
    await shotBoth(page, 'vouchers');

    // Through GraphQL, as the checkout does: the gift card pays part of a booking.
    const { p, vendorId } = await demo();
    const customer = await p.customer.create({ data: { vendorId, firstname: 'Gift', lastname: 'Buyer' } });
    const booking = await pastBooking(customer.id, 2);
    const staff = await login(t, 'staff@salon-demo.ch');
    const closed = await t.gql<Json>(
      CLOSE,
      {
        id: booking.id,
        input: {
          status: 'EXECUTED',
          payments: [
            { method: 'VOUCHER', amount: 5000, voucherCode: code },
            { method: 'CASH', amount: 3500 },
          ],
        },
      },
      staff,
    );
    expect(closed.data!.closeBooking).toMatchObject({
      __typename: 'Booking',
      status: 'EXECUTED',
      invoice: { status: 'PAID', total: 8500, balance: 0 },
    });
    // The card's use history shows the payment.
    await page.reload();
    await page.getByTestId('voucher-status').filter({ hasText: 'Utilisée en partie' }).waitFor();
    expect(await page.getByTestId('voucher-balance').textContent()).toBe('CHF 30.00');
    await shotBoth(page, 'voucher-history');
  });

  it('an admin saves the cash closing of a day once and cannot change it afterwards', async () => {
    const { t, browser } = env;
    const { p, vendorId, locationId } = await demo();
    const customer = await p.customer.create({ data: { vendorId, firstname: 'Cash', lastname: 'Payer' } });
    const booking = await pastBooking(customer.id, 1, true);
    const admin = await login(t, 'admin@salon-demo.ch');
    const paid = await t.gql<Json>(
      CLOSE,
      { id: booking.id, input: { status: 'EXECUTED', payments: [{ method: 'CASH', amount: 8500 }] } },
      admin,
    );
    expect(paid.data!.closeBooking.__typename).toBe('Booking');
    const preview = await t.gql<Json>(
      'query ($l: Int!, $d: Date!) { cashClosing(locationId: $l, date: $d) { cashTotal } }',
      { l: locationId, d: today() },
      admin,
    );
    const cash = preview.data!.cashClosing.cashTotal as number;

    const page = await newPage(browser, 'en-GB', DESKTOP);
    await logIn(page, t.url, 'admin@salon-demo.ch');
    await page.goto(`${t.url}/reports/cash-closing?locationId=${locationId}&date=${today()}`);
    // The day field shows the Swiss date in English too, whatever the browser's own format.
    const [year, month, dayOfMonth] = today().split('-');
    expect(await page.getByTestId('cash-date').inputValue()).toBe(`${dayOfMonth}.${month}.${year}`);
    await page.getByTestId('cash-counted').fill(((cash - 1000) / 100).toFixed(2));
    expect(await page.getByTestId('cash-difference').textContent()).toBe('− CHF 10.00');
    await shotBoth(page, 'cash-closing');
    await page.getByTestId('cash-save').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('cash-closing-saved').waitFor();
    await page.reload();
    await page.getByTestId('cash-closing-saved').waitFor();
    expect(await page.getByTestId('cash-save').count()).toBe(0);
    expect(await page.getByTestId('cash-counted').getAttribute('readonly')).not.toBeNull();
    await shotBoth(page, 'cash-closing-saved');
    const saved = await p.cashClosing.findFirstOrThrow({ where: { locationId } });
    expect(saved.countedCash).toBe(cash - 1000);
    // A second save, by any door, is refused and changes nothing.
    const again = await t.gql<Json>(
      'mutation ($l: Int!, $d: Date!) { saveCashClosing(locationId: $l, date: $d, countedCash: 1) { __typename } }',
      { l: locationId, d: today() },
      admin,
    );
    expect(again.data!.saveCashClosing.__typename).toBe('ConflictError');
    expect((await p.cashClosing.findFirstOrThrow({ where: { locationId } })).countedCash).toBe(cash - 1000);

    // The day's closed booking in the list.
    await page.goto(`${t.url}/bookings/closed?from=${today()}&to=${today()}&locationId=${locationId}`);
    await page.getByRole('gridcell', { name: 'Cash Payer' }).waitFor();
    await shotBoth(page, 'closed-bookings');
  });

  it('an admin downloads the Excel report and it opens with the right totals', async () => {
    const { t, browser } = env;
    const { locationId } = await demo();
    const admin = await login(t, 'admin@salon-demo.ch');
    const day = today();
    const expected = await t.gql<Json>(
      'query ($f: Date!, $t: Date!, $l: Int) { report(dateFrom: $f, dateTo: $t, locationId: $l) { revenueTotal occupancy revenue { method amount } } }',
      { f: day, t: day, l: locationId },
      admin,
    );
    const report = expected.data!.report;
    expect(report.revenueTotal).toBeGreaterThan(0);

    const page = await newPage(browser, 'en-GB', DESKTOP);
    await logIn(page, t.url, 'admin@salon-demo.ch');
    await page.goto(`${t.url}/reports?from=${day}&to=${day}&locationId=${locationId}`);
    await page.getByTestId('report-revenue').waitFor();
    // Occupancy is a percentage of working time (the server's 0–100 figure, one decimal).
    const occupancy = report.occupancy == null ? '—' : `${Math.round(report.occupancy * 10) / 10} %`;
    expect(await page.getByTestId('report-occupancy').textContent()).toBe(occupancy);
    if (report.occupancy != null) expect(report.occupancy).toBeLessThanOrEqual(100);
    // The charts' axes write numbers the Swiss way, like the amounts beside them (1’000, never 1,000).
    const ticks = page.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
    await ticks.first().waitFor();
    const labels = await ticks.allTextContents();
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) expect(label).toMatch(/^-?\d{1,3}(['’]\d{3})*(\.\d+)?$/);
    const largest = Math.max(...labels.map((l) => Number(l.replace(/['’]/g, ''))));
    if (largest >= 1000) expect(labels.some((l) => /['’]/.test(l))).toBe(true);
    await shotBoth(page, 'reports');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-xlsx').click()]);
    const file = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    // The file is in the account's language (French for the demo admin).
    const summary = workbook.getWorksheet('Résumé') ?? workbook.getWorksheet('Summary');
    expect(summary).toBeDefined();
    const rows = summary!.getSheetValues().filter(Boolean) as unknown[][];
    const cellAfter = (...labels: string[]) => rows.find((r) => labels.includes(String(r[1])))?.[2];
    expect(cellAfter('Encaissements', 'Revenue')).toBe(report.revenueTotal / 100);
    expect(cellAfter('Espèces', 'Cash')).toBe(report.revenue.find((r: Json) => r.method === 'CASH').amount / 100);
  });
});
