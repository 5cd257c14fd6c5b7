// The till: a gift card sale is money taken (a payment with method, till, day and staff that the
// cash closing counts); spending the card later is not takings; the receipt carries the vendor's
// legal information and VAT; cards and receipts can be e-mailed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate, localMinuteToInstant } from '../../../scheduling/index.ts';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { vatIncluded } from '../../invoice-core/index.ts';

// biome-ignore lint/suspicious/noExplicitAny: GraphQL bodies are asserted field by field.
type Json = Record<string, any>;

const SELL = `mutation ($input: SellVoucherInput!) { sellGiftVoucher(input: $input) {
  __typename ... on Voucher { id code faceValue balance status customerId recipientName saleInvoiceId buyerName }
  ... on ValidationError { errors } ... on NotFoundError { message } } }`;
const CLOSE = `mutation ($id: Int!, $input: CloseBookingInput!) { closeBooking(id: $id, input: $input) {
  __typename ... on ValidationError { errors } } }`;
const CLOSING = `query ($l: Int!, $d: Date!) { cashClosing(locationId: $l, date: $d) {
  cashTotal cardTotal postcardTotal voucherTotal voucherSalesTotal total openingFloat expectedCash
  payments { method amount } } }`;
const SAVE = `mutation ($l: Int!, $d: Date!, $c: Int, $f: Int) {
  saveCashClosing(locationId: $l, date: $d, countedCash: $c, openingFloat: $f) {
  __typename ... on CashClosing { saved total openingFloat expectedCash countedCash cashDifference }
  ... on ValidationError { errors } } }`;

describe('the till', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let vendorId: number;
  let tillId: number;
  let buyerId: number;
  let serviceId: number;
  let today: string;
  let timezone: string;
  const gql = (query: string, variables: Json, token: string) => t.gql<Json>(query, variables, token, 'en');

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
    const prisma = t.app.services.prisma;
    const vendor = await prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
    vendorId = vendor.id;
    timezone = vendor.timezone;
    today = localDate(Date.now(), timezone);
    // A till of its own, so the day's figures are exactly this test's.
    tillId = (
      await prisma.location.create({ data: { vendorId, name: 'Till test', shortName: 'TILL', slug: 'till-test' } })
    ).id;
    buyerId = (
      await prisma.customer.create({
        data: { vendorId, firstname: 'Anna', lastname: 'Buyer', email: 'anna.buyer@till-test.ch' },
      })
    ).id;
    serviceId = (await prisma.serviceTranslation.findFirstOrThrow({ where: { name: 'Coupe femme' } })).serviceId;
  });
  afterAll(() => t.stop());

  it('refuses a sale without a buyer, paid with a gift card, or at an unknown till', async () => {
    const base = { faceValue: 10000, validFrom: today, validUntil: '2099-12-31', locationId: tillId };
    const noBuyer = await gql(SELL, { input: { ...base, customerId: 0, method: 'CARD' } }, tokens.staff);
    expect(noBuyer.data!.sellGiftVoucher.__typename).toBe('NotFoundError');
    const byVoucher = await gql(SELL, { input: { ...base, customerId: buyerId, method: 'VOUCHER' } }, tokens.staff);
    expect(Object.keys(byVoucher.data!.sellGiftVoucher.errors)).toEqual(['method']);
    const nowhere = await gql(
      SELL,
      { input: { ...base, customerId: buyerId, method: 'CARD', locationId: 999_999 } },
      tokens.staff,
    );
    expect(nowhere.data!.sellGiftVoucher.__typename).toBe('NotFoundError');
    const customer = await gql(SELL, { input: { ...base, customerId: buyerId, method: 'CARD' } }, tokens.customer);
    expect(customer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('counts a card sale as takings and a redemption as not, to the franc', async () => {
    const sold = await gql(
      SELL,
      {
        input: {
          faceValue: 10000,
          validFrom: today,
          validUntil: '2099-12-31',
          customerId: buyerId,
          recipientName: 'Claire Gift',
          method: 'CARD',
          locationId: tillId,
        },
      },
      tokens.staff,
    );
    const card = sold.data!.sellGiftVoucher;
    expect(card).toMatchObject({
      __typename: 'Voucher',
      faceValue: 10000,
      balance: 10000,
      status: 'active',
      customerId: buyerId,
      recipientName: 'Claire Gift',
      buyerName: 'Anna Buyer',
    });
    const invoice = await gql(
      'query ($id: Int!) { invoice(id: $id) { status total balance customerId voucherSoldCode payments { method amount } } }',
      { id: card.saleInvoiceId },
      tokens.staff,
    );
    expect(invoice.data!.invoice).toEqual({
      status: 'PAID',
      total: 10000,
      balance: 0,
      customerId: buyerId,
      voucherSoldCode: card.code,
      payments: [{ method: 'CARD', amount: 10000 }],
    });
    const DETAIL = `query ($id: Int!) { invoice(id: $id) { id createdAt total balance amount status bookingId voucherSoldCode
      receipt { number vendorName street zipCity email phone website vatNumber vatRate vatAmount }
      customer { id name email address zip city }
      booking { id start location { id name street zip city } vendor { id publicName } }
      lines { id description unitPrice quantity discount subtotal total }
      payments { id method amount voucherCode createdAt } } }`;
    const detail = await gql(DETAIL, { id: card.saleInvoiceId }, tokens.staff);
    // The printable receipt's query answers whole (customer included).
    expect(detail.errors).toBeUndefined();
    expect(detail.data!.invoice.customer).toMatchObject({ id: buyerId, email: 'anna.buyer@till-test.ch' });
    const payment = await t.app.services.prisma.payment.findFirstOrThrow({ where: { invoiceId: card.saleInvoiceId } });
    expect(payment.locationId).toBe(tillId);
    expect(payment.takenByUserId).not.toBeNull();

    // A booking at the same till paid cash 20 + card 25 + 25 from the card.
    const start = new Date(Math.max(Date.now() - 2 * 3600_000, localMinuteToInstant(today, 0, timezone)));
    const end = new Date(start.getTime() + 45 * 60_000);
    const booking = await t.app.services.prisma.booking.create({
      data: {
        vendorId,
        customerId: buyerId,
        locationId: tillId,
        events: {
          create: [{ vendorId, serviceId, locationId: tillId, start, end, customerStart: start, customerEnd: end }],
        },
      },
    });
    const closed = await gql(
      CLOSE,
      {
        id: booking.id,
        input: {
          status: 'EXECUTED',
          payments: [
            { method: 'CASH', amount: 2000 },
            { method: 'CARD', amount: 2500 },
            { method: 'VOUCHER', amount: 2500, voucherCode: card.code },
          ],
        },
      },
      tokens.staff,
    );
    expect(closed.data!.closeBooking.__typename).toBe('Booking');

    const day = await gql(CLOSING, { l: tillId, d: today }, tokens.admin);
    expect(day.data!.cashClosing).toMatchObject({
      cashTotal: 2000,
      cardTotal: 12500,
      postcardTotal: 0,
      voucherTotal: 2500,
      voucherSalesTotal: 10000,
      total: 14500,
      openingFloat: 0,
      expectedCash: 2000,
    });
    expect(day.data!.cashClosing.payments).toHaveLength(4);

    const balance = await gql(
      'query ($c: String!) { voucherByCode(code: $c) { balance } }',
      { c: card.code },
      tokens.staff,
    );
    expect(balance.data!.voucherByCode.balance).toBe(7500);

    // Float 200, counted 220: the till is right.
    const saved = await gql(SAVE, { l: tillId, d: today, c: 22000, f: 20000 }, tokens.admin);
    expect(saved.data!.saveCashClosing).toEqual({
      __typename: 'CashClosing',
      saved: true,
      total: 14500,
      openingFloat: 20000,
      expectedCash: 22000,
      countedCash: 22000,
      cashDifference: 0,
    });
  });

  it('prints the vendor legal information and VAT on the receipt and e-mails card and receipt', async () => {
    expect(vatIncluded(10000, 810)).toBe(749);
    expect(vatIncluded(10000, 0)).toBe(0);
    await t.app.services.prisma.vendor.update({
      where: { id: vendorId },
      data: { vatRate: 810, vatNumber: 'CHE-123.456.789 MWST' },
    });
    const prisma = t.app.services.prisma;
    const voucher = await prisma.voucher.findFirstOrThrow({ where: { vendorId, recipientName: 'Claire Gift' } });
    const receipt = await gql(
      'query ($id: Int!) { invoice(id: $id) { receipt { number vendorName vatNumber vatRate vatAmount } } }',
      { id: voucher.saleInvoiceId },
      tokens.staff,
    );
    expect(receipt.data!.invoice.receipt).toMatchObject({
      vatNumber: 'CHE-123.456.789 MWST',
      vatRate: 810,
      vatAmount: 749,
    });
    expect(receipt.data!.invoice.receipt.number).toMatch(/^\d{6}$/);

    const mailCard = await gql(
      'mutation ($id: Int!) { emailVoucher(id: $id) { __typename ... on MutationEmailVoucherSuccess { data } } }',
      { id: voucher.id },
      tokens.staff,
    );
    expect(mailCard.data!.emailVoucher.data).toBe('anna.buyer@till-test.ch');
    const mailReceipt = await gql(
      'mutation ($id: Int!) { emailInvoice(id: $id, to: "claire@till-test.ch") { __typename ... on MutationEmailInvoiceSuccess { data } } }',
      { id: voucher.saleInvoiceId },
      tokens.staff,
    );
    expect(mailReceipt.data!.emailInvoice.data).toBe('claire@till-test.ch');
    const mails = await prisma.emailMessage.findMany({
      where: { to: { endsWith: '@till-test.ch' } },
      orderBy: { id: 'asc' },
    });
    expect(mails.map((m) => m.to)).toEqual(['anna.buyer@till-test.ch', 'claire@till-test.ch']);
    expect(mails[0]!.body).toContain(voucher.code);
    expect(mails[0]!.body).toContain('Claire Gift');
    expect(mails[1]!.body).toContain('Including VAT 8.1 %: CHF 7.49 (VAT no. CHE-123.456.789 MWST)');
  });
});
