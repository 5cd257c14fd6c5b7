// Cash to 5 Rappen at the till: a cash payment is taken rounded to the nearest 5 Rappen, the
// invoice is settled by its amount (it balances), the rounding is the receipt's own line, and the
// day's cash closing counts it apart so the till balances to the coin. Card and PostFinance are not
// rounded. Through GraphQL and the REST close route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate, localMinuteToInstant } from '../../../scheduling/index.ts';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

// biome-ignore lint/suspicious/noExplicitAny: GraphQL bodies are asserted field by field.
type Json = Record<string, any>;

const LINES = `mutation ($id: Int!, $input: InvoiceInput!) { updateInvoice(id: $id, input: $input) {
  __typename ... on Invoice { id total } } }`;
const CLOSE = `mutation ($id: Int!, $input: CloseBookingInput!) { closeBooking(id: $id, input: $input) {
  __typename ... on Booking { invoice { id status total balance amount cashRounding
  payments { method amount rounding } } } ... on ValidationError { errors } } }`;
const CLOSING = `query ($l: Int!, $d: Date!) { cashClosing(locationId: $l, date: $d) {
  cashTotal cashRounding cardTotal postcardTotal total expectedCash } }`;
const SAVE = `mutation ($l: Int!, $d: Date!, $c: Int, $f: Int) {
  saveCashClosing(locationId: $l, date: $d, countedCash: $c, openingFloat: $f) {
  __typename ... on CashClosing { saved cashTotal cashRounding total expectedCash cashDifference } } }`;

describe('cash rounding to 5 Rappen at the till', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let vendorId: number;
  let tillId: number;
  let customerId: number;
  let serviceId: number;
  let today: string;
  const gql = (query: string, variables: Json) => t.gql<Json>(query, variables, tokens.staff, 'en');

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
    const p = t.app.services.prisma;
    const vendor = await p.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
    vendorId = vendor.id;
    today = localDate(Date.now(), vendor.timezone);
    // A till of its own, so the day's figures are exactly this test's.
    tillId = (await p.location.create({ data: { vendorId, name: 'Caisse', shortName: 'CAS', slug: 'caisse-arrondi' } }))
      .id;
    customerId = (
      await p.customer.create({ data: { vendorId, firstname: 'Rita', lastname: 'Rappen', email: 'rita@rappen.ch' } })
    ).id;
    serviceId = (await p.serviceTranslation.findFirstOrThrow({ where: { name: 'Coupe femme' } })).serviceId;
  });
  afterAll(() => t.stop());

  /** An open booking at the till today whose invoice is one line at `price` Rappen. */
  async function bookingAt(price: number) {
    const p = t.app.services.prisma;
    const start = new Date(Math.max(Date.now() - 2 * 3600_000, localMinuteToInstant(today, 0, 'Europe/Zurich')));
    const end = new Date(start.getTime() + 45 * 60_000);
    const booking = await p.booking.create({
      data: {
        vendorId,
        customerId,
        locationId: tillId,
        events: {
          create: [{ vendorId, serviceId, locationId: tillId, start, end, customerStart: start, customerEnd: end }],
        },
      },
    });
    const invoice = await p.invoice.create({
      data: { vendorId, bookingId: booking.id, customerId, total: 0, balance: 0 },
    });
    const lines = await gql(LINES, {
      id: invoice.id,
      input: { lines: [{ serviceId, description: 'Coupe femme', unitPrice: price, quantity: 1 }] },
    });
    expect(lines.data!.updateInvoice).toMatchObject({ __typename: 'Invoice', total: price });
    return { booking, invoice };
  }

  it('takes CHF 47.53 in cash as 47.55: the invoice balances, the rounding is its own receipt line', async () => {
    const { booking, invoice } = await bookingAt(4753);
    const closed = await gql(CLOSE, {
      id: booking.id,
      input: { status: 'EXECUTED', payments: [{ method: 'CASH', amount: 4753 }] },
    });
    expect(closed.data!.closeBooking.invoice).toEqual({
      id: invoice.id,
      status: 'PAID',
      total: 4753,
      balance: 0,
      amount: 4753,
      cashRounding: 2,
      payments: [{ method: 'CASH', amount: 4753, rounding: 2 }],
    });

    const mailed = await gql(
      'mutation ($id: Int!) { emailInvoice(id: $id) { __typename ... on MutationEmailInvoiceSuccess { data } } }',
      { id: invoice.id },
    );
    expect(mailed.data!.emailInvoice.data).toBe('rita@rappen.ch');
    const receipt = await t.app.services.prisma.emailMessage.findFirstOrThrow({ where: { to: 'rita@rappen.ch' } });
    const lines = receipt.body.split('\n');
    const total = lines.indexOf('Total CHF 47.53');
    expect(total).toBeGreaterThan(0);
    expect(lines.slice(total, total + 3)).toEqual(['Total CHF 47.53', 'Cash rounding CHF 0.02', 'Paid CHF 47.55']);
    expect(receipt.body).not.toContain('Still due');
  });

  it('rounds CHF 32.51 down to 32.50 through the REST close route', async () => {
    const { booking } = await bookingAt(3251);
    const res = await fetch(`${t.url}/api/bookings/close/${booking.id}.json`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokens.staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'executed', payments: [{ method: 'cash', amount: 3251 }] }),
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Json;
    expect(data.invoice).toMatchObject({
      status: 'PAID',
      total: 3251,
      balance: 0,
      cash_rounding: -1,
      payments: [{ method: 'CASH', amount: 3251, rounding: -1 }],
    });
  });

  it('rounds the cash part of a split payment only; card and PostFinance are paid to the Rappen', async () => {
    const { booking } = await bookingAt(4011);
    const closed = await gql(CLOSE, {
      id: booking.id,
      input: {
        status: 'EXECUTED',
        payments: [
          { method: 'CARD', amount: 2000 },
          { method: 'POSTCARD', amount: 1003 },
          { method: 'CASH', amount: 1008 },
        ],
      },
    });
    expect(closed.data!.closeBooking.invoice).toMatchObject({
      status: 'PAID',
      balance: 0,
      cashRounding: 2,
      payments: [
        { method: 'CARD', amount: 2000, rounding: 0 },
        { method: 'POSTCARD', amount: 1003, rounding: 0 },
        { method: 'CASH', amount: 1008, rounding: 2 },
      ],
    });
  });

  it('counts the rounding apart in the cash closing, and the till balances to the coin', async () => {
    // Cash settled 47.53 + 32.51 + 10.08 = 90.12; taken 47.55 + 32.50 + 10.10 = 90.15.
    const day = await t.gql<Json>(CLOSING, { l: tillId, d: today }, tokens.admin);
    expect(day.data!.cashClosing).toEqual({
      cashTotal: 9012,
      cashRounding: 3,
      cardTotal: 2000,
      postcardTotal: 1003,
      total: 12018,
      expectedCash: 9015,
    });
    // Float CHF 100, counted CHF 190.15: not a Rappen missing.
    const saved = await t.gql<Json>(SAVE, { l: tillId, d: today, c: 19015, f: 10000 }, tokens.admin);
    expect(saved.data!.saveCashClosing).toEqual({
      __typename: 'CashClosing',
      saved: true,
      cashTotal: 9012,
      cashRounding: 3,
      total: 12018,
      expectedCash: 19015,
      cashDifference: 0,
    });
    const row = await t.app.services.prisma.cashClosing.findFirstOrThrow({ where: { locationId: tillId } });
    expect([row.cashTotal, row.cashRounding, row.openingFloat, row.countedCash]).toEqual([9012, 3, 10000, 19015]);
    const rest = await fetch(`${t.url}/api/cash-closings/${tillId}/${today}.json`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(((await rest.json()) as Json).data).toMatchObject({ cash_total: 9012, cash_rounding: 3, total: 12018 });
  });
});
