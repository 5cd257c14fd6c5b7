// Invoices, payments, booking close, gift vouchers and loyalty against the real app and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { earnsVoucher, pointsFor, pointsValue } from '../../loyalty/loyalty.rules.ts';
import { voucherStatus } from '../../vouchers/voucher.rules.ts';
import { chfToRappen, invoiceState, invoiceStatus, lineAmounts, roundRappen } from '../../invoice-core/invoice.math.ts';

// biome-ignore lint/suspicious/noExplicitAny: GraphQL bodies are asserted field by field.
type Json = Record<string, any>;

describe('invoice arithmetic', () => {
  it('computes lines with discounts rounded to the Rappen', () => {
    expect(lineAmounts({ unitPrice: 8500, quantity: 2 })).toEqual({
      unitPrice: 8500,
      quantity: 2,
      subtotal: 17000,
      discount: 0,
      total: 17000,
    });
    // 15 % of 99.99 is 14.9985 -> 15.00
    expect(lineAmounts({ unitPrice: 3333, quantity: 3, discountPercent: 15 })).toMatchObject({
      subtotal: 9999,
      discount: 1500,
      total: 8499,
    });
    // 12.5 % of 0.35 is 0.04375 -> 0.04
    expect(lineAmounts({ unitPrice: 35, quantity: 1, discountPercent: 12.5 }).total).toBe(31);
    expect(lineAmounts({ unitPrice: 1000, quantity: 1, discount: 250 }).total).toBe(750);
    // A discount never exceeds the line, and a percent wins over an amount.
    expect(lineAmounts({ unitPrice: 1000, quantity: 1, discount: 5000 }).total).toBe(0);
    expect(lineAmounts({ unitPrice: 1000, quantity: 1, discount: 100, discountPercent: 50 }).total).toBe(500);
    expect(roundRappen(0.5)).toBe(1);
    expect(roundRappen(-0.5)).toBe(-1);
    expect(chfToRappen('12.345')).toBe(1235);
    expect(chfToRappen('1’234.50')).toBe(123450);
    expect(chfToRappen(0.1 + 0.2)).toBe(30);
  });

  it('derives open, partial, paid and overpaid', () => {
    expect(invoiceStatus(8500, 0)).toBe('OPEN');
    expect(invoiceStatus(8500, 5000)).toBe('PARTIAL');
    expect(invoiceStatus(8500, 8500)).toBe('PAID');
    expect(invoiceStatus(8500, 9000)).toBe('OVERPAID');
    expect(invoiceStatus(0, 0)).toBe('PAID');
    // A refund brings a paid invoice back to partial.
    expect(invoiceState([{ total: 8500 }], [{ amount: 8500 }, { amount: -1000 }])).toEqual({
      total: 8500,
      paid: 7500,
      balance: 1000,
      status: 'PARTIAL',
    });
  });

  it('derives each voucher status from dates and usage', () => {
    const v = {
      faceValue: 5000,
      validFrom: new Date('2026-03-01T00:00:00Z'),
      validUntil: new Date('2026-06-30T00:00:00Z'),
    };
    expect(voucherStatus(v, 0, '2026-02-28')).toBe('inProgress');
    expect(voucherStatus(v, 0, '2026-03-01')).toBe('active');
    expect(voucherStatus(v, 1000, '2026-06-30')).toBe('partiallyUsed');
    expect(voucherStatus(v, 0, '2026-07-01')).toBe('expired');
    expect(voucherStatus(v, 5000, '2026-04-01')).toBe('used');
    expect(voucherStatus(v, 5000, '2026-07-01')).toBe('used');
  });

  it('accrues one point per CHF paid, worth CHF 1 per N points, and a voucher every N paid visits', () => {
    const settings = { pointsPerChfConversion: 10, numberOfVisitForVoucher: 3, loyaltyVoucherValue: 2000 };
    expect(pointsFor(8599, settings)).toBe(85);
    expect(pointsFor(-500, settings)).toBe(0);
    expect(pointsFor(8500, { ...settings, pointsPerChfConversion: 0 })).toBe(0);
    expect(pointsValue(85, settings)).toBe(800);
    expect([1, 2, 3, 4, 5, 6].map((n) => earnsVoucher(n, settings))).toEqual([false, false, true, false, false, true]);
  });
});

const CLOSE = `mutation ($id: Int!, $input: CloseBookingInput!) { closeBooking(id: $id, input: $input) {
  __typename ... on Booking { id status invoice { status total balance amount payments { method amount voucherCode } } }
  ... on ValidationError { message errors } ... on ConflictError { message } ... on NotFoundError { message } } }`;
const VOUCHER = `mutation ($input: VoucherInput!) { createVoucher(input: $input) {
  __typename ... on Voucher { id code faceValue status balance } ... on ValidationError { errors } } }`;

describe('booking close, vouchers and loyalty', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let vendorId: number;
  let locationId: number;
  let serviceId: number;
  const gql = (query: string, variables: Json, token: string) => t.gql<Json>(query, variables, token, 'en');
  const today = new Date().toISOString().slice(0, 10);
  const inDays = (n: number) => new Date(Date.now() + n * 86400_000).toISOString().slice(0, 10);

  /** An open booking without invoice: the close creates it at the service's price. */
  async function openBooking(customerId: number, hoursAgo = 2) {
    const prisma = t.app.services.prisma;
    const start = new Date(Date.now() - hoursAgo * 3600_000);
    const end = new Date(start.getTime() + 45 * 60_000);
    return prisma.booking.create({
      data: {
        vendorId,
        customerId,
        locationId,
        events: {
          create: [{ vendorId, serviceId, locationId, start, end, customerStart: start, customerEnd: end }],
        },
      },
    });
  }

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
    const prisma = t.app.services.prisma;
    const vendor = await prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
    vendorId = vendor.id;
    locationId = (await prisma.location.findFirstOrThrow({ where: { vendorId, slug: 'lausanne-centre' } })).id;
    serviceId = (await prisma.serviceTranslation.findFirstOrThrow({ where: { name: 'Coupe femme' } })).serviceId;
    await prisma.vendor.update({
      where: { id: vendorId },
      data: { numberOfVisitForVoucher: 2, loyaltyVoucherValue: 2000, pointsPerChfConversion: 10 },
    });
  });
  afterAll(() => t.stop());

  it('creates gift vouchers with generated or given codes, unique per vendor', async () => {
    const generated = await gql(
      VOUCHER,
      { input: { faceValue: 5000, validFrom: today, validUntil: inDays(365) } },
      tokens.staff,
    );
    expect(generated.data!.createVoucher).toMatchObject({ faceValue: 5000, status: 'active', balance: 5000 });
    expect(generated.data!.createVoucher.code).toMatch(/^[A-Z]{8}$/);
    const given = await gql(
      VOUCHER,
      { input: { code: 'giftcard', faceValue: 3500, validFrom: today, validUntil: inDays(30) } },
      tokens.staff,
    );
    expect(given.data!.createVoucher.code).toBe('GIFTCARD');
    const again = await gql(
      VOUCHER,
      { input: { code: 'GIFTCARD', faceValue: 100, validFrom: today, validUntil: today } },
      tokens.staff,
    );
    expect(again.data!.createVoucher.errors).toEqual({
      code: { valueAlreadyRegistered: '"GIFTCARD" is already registered' },
    });
    const bad = await gql(
      VOUCHER,
      { input: { code: 'ABC123', faceValue: 0, validFrom: today, validUntil: inDays(-1) } },
      tokens.staff,
    );
    expect(Object.keys(bad.data!.createVoucher.errors).sort()).toEqual(['code', 'face_value', 'valid_until']);
    const future = await gql(
      VOUCHER,
      { input: { code: 'SOONSOON', faceValue: 1000, validFrom: inDays(5), validUntil: inDays(50) } },
      tokens.staff,
    );
    expect(future.data!.createVoucher.status).toBe('inProgress');
  });

  it('closes a booking with cash and a gift voucher in one transaction and refuses the voucher twice', async () => {
    const prisma = t.app.services.prisma;
    const customer = await prisma.customer.create({ data: { vendorId, firstname: 'Pay', lastname: 'Er' } });
    const booking = await openBooking(customer.id);
    // The same voucher twice in one closing is refused, and nothing is written.
    const twice = await gql(
      CLOSE,
      {
        id: booking.id,
        input: {
          status: 'EXECUTED',
          payments: [
            { method: 'VOUCHER', amount: 1000, voucherCode: 'giftcard' },
            { method: 'VOUCHER', amount: 1000, voucherCode: 'GIFTCARD' },
          ],
        },
      },
      tokens.staff,
    );
    expect(twice.data!.closeBooking.errors).toEqual({
      'payments.1.voucher_code': { alreadyUsed: 'This voucher is already used in this closing' },
    });
    expect((await prisma.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('OPEN');
    expect(await prisma.payment.count({ where: { invoice: { bookingId: booking.id } } })).toBe(0);

    const negative = await gql(
      CLOSE,
      { id: booking.id, input: { status: 'EXECUTED', payments: [{ method: 'CASH', amount: -500 }] } },
      tokens.staff,
    );
    expect(negative.data!.closeBooking.errors).toEqual({
      'payments.0.amount': { negative: 'Negative amount: confirm the refund' },
    });

    const closed = await gql(
      CLOSE,
      {
        id: booking.id,
        input: {
          status: 'EXECUTED',
          payments: [
            { method: 'CASH', amount: 5000 },
            { method: 'VOUCHER', amount: 3500, voucherCode: 'GIFTCARD' },
          ],
        },
      },
      tokens.staff,
    );
    expect(closed.data!.closeBooking).toMatchObject({
      __typename: 'Booking',
      status: 'EXECUTED',
      invoice: { status: 'PAID', total: 8500, balance: 0, amount: 8500 },
    });
    const voucher = await gql('query { voucherByCode(code: "giftcard") { status balance used } }', {}, tokens.staff);
    expect(voucher.data!.voucherByCode).toEqual({ status: 'used', balance: 0, used: 3500 });
    // Points for the cash part only: 50 CHF -> 50 points.
    const points = await gql(
      'query ($id: Int!) { pointsStats(customerId: $id) { points pointsValue paidVisits visitsUntilVoucher } }',
      { id: customer.id },
      tokens.staff,
    );
    expect(points.data!.pointsStats).toEqual({ points: 50, pointsValue: 500, paidVisits: 1, visitsUntilVoucher: 1 });

    const closeAgain = await gql(CLOSE, { id: booking.id, input: { status: 'NO_SHOW' } }, tokens.staff);
    expect(closeAgain.data!.closeBooking.__typename).toBe('ConflictError');

    // The used voucher is refused in another closing.
    const other = await openBooking(customer.id, 5);
    const reuse = await gql(
      CLOSE,
      {
        id: other.id,
        input: { status: 'EXECUTED', payments: [{ method: 'VOUCHER', amount: 100, voucherCode: 'GIFTCARD' }] },
      },
      tokens.staff,
    );
    expect(reuse.data!.closeBooking.errors['payments.0.voucher_code']).toEqual({
      invalid: 'This voucher cannot be used (status: used)',
    });
    const notYet = await gql(
      CLOSE,
      {
        id: other.id,
        input: { status: 'EXECUTED', payments: [{ method: 'VOUCHER', amount: 100, voucherCode: 'SOONSOON' }] },
      },
      tokens.staff,
    );
    expect(notYet.data!.closeBooking.errors['payments.0.voucher_code']).toEqual({
      invalid: 'This voucher cannot be used (status: inProgress)',
    });

    // A partial payment, a confirmed refund, then the second paid visit earns a loyalty voucher.
    const partial = await gql(
      CLOSE,
      {
        id: other.id,
        input: {
          status: 'EXECUTED',
          confirmNegative: true,
          payments: [
            { method: 'CARD', amount: 9000 },
            { method: 'CASH', amount: -500 },
          ],
        },
      },
      tokens.staff,
    );
    expect(partial.data!.closeBooking.invoice).toMatchObject({ status: 'PAID', balance: 0, amount: 8500 });
    const fidelity = await gql(
      'query ($id: Int!) { fidelityVouchers(customerId: $id) { items { kind faceValue balance status } pagination { limit count } } }',
      { id: customer.id },
      tokens.staff,
    );
    expect(fidelity.data!.fidelityVouchers.items).toEqual([
      { kind: 'FIDELITY', faceValue: 2000, balance: 2000, status: 'active' },
    ]);
    expect(fidelity.data!.fidelityVouchers.pagination.limit).toBe(5);
    expect(
      (await prisma.pointEntry.aggregate({ where: { customerId: customer.id }, _sum: { points: true } }))._sum.points,
    ).toBe(135);
  });

  it('closes a no-show with a partial payment and edits the lines of an open invoice', async () => {
    const prisma = t.app.services.prisma;
    const customer = await prisma.customer.create({ data: { vendorId, firstname: 'No', lastname: 'Show' } });
    const booking = await openBooking(customer.id, 30);
    const invoice = await gql('query ($id: Int!) { invoice(bookingId: $id) { id } }', { id: booking.id }, tokens.staff);
    expect(invoice.data!.invoice).toBeNull();
    const missing = await gql(CLOSE, { id: 999999, input: { status: 'EXECUTED' } }, tokens.staff);
    expect(missing.data!.closeBooking.__typename).toBe('NotFoundError');
    const noShow = await gql(
      CLOSE,
      { id: booking.id, input: { status: 'NO_SHOW', payments: [{ method: 'CARD', amount: 2000 }] } },
      tokens.staff,
    );
    expect(noShow.data!.closeBooking).toMatchObject({
      status: 'NO_SHOW',
      invoice: { status: 'PARTIAL', balance: 6500 },
    });
    // No points for a no-show.
    expect(await prisma.pointEntry.count({ where: { customerId: customer.id } })).toBe(0);
    const id = (await prisma.invoice.findUniqueOrThrow({ where: { bookingId: booking.id } })).id;
    const locked = await gql(
      'mutation ($id: Int!) { updateInvoice(id: $id, input: {lines: [{unitPrice: 100, quantity: 1}]}) { __typename } }',
      { id },
      tokens.staff,
    );
    expect(locked.data!.updateInvoice.__typename).toBe('ValidationError');

    // The lines of an open booking change, discounts rounded to the Rappen.
    const editable = await openBooking(customer.id, -72);
    const ensure = await prisma.invoice.create({ data: { vendorId, bookingId: editable.id, customerId: customer.id } });
    const edited = await gql(
      `mutation ($id: Int!, $input: InvoiceInput!) { updateInvoice(id: $id, input: $input) {
        __typename ... on Invoice { total balance status lines { subtotal discount total } } ... on ValidationError { errors } } }`,
      {
        id: ensure.id,
        input: {
          lines: [
            { serviceId, unitPrice: 3333, quantity: 3, discountPercent: 15 },
            { description: 'Shampoo', unitPrice: 1990, quantity: 1, discount: 190 },
          ],
        },
      },
      tokens.staff,
    );
    expect(edited.data!.updateInvoice).toMatchObject({
      total: 10299,
      balance: 10299,
      status: 'OPEN',
      lines: [
        { subtotal: 9999, discount: 1500, total: 8499 },
        { subtotal: 1990, discount: 190, total: 1800 },
      ],
    });
  });

  it('lets only staff close, and never another vendor booking', async () => {
    const prisma = t.app.services.prisma;
    const customer = await prisma.customer.findFirstOrThrow({ where: { lastname: 'Dubois' } });
    const booking = await openBooking(customer.id, 1);
    const byCustomer = await gql(CLOSE, { id: booking.id, input: { status: 'EXECUTED' } }, tokens.customer);
    expect(byCustomer.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const other = await prisma.vendor.create({
      data: { slug: 'other-v', name: 'O SA', publicName: 'O', email: 'o@o.ch' },
    });
    const otherLocation = await prisma.location.create({
      data: { vendorId: other.id, name: 'X', shortName: 'X', slug: 'x' },
    });
    const foreign = await prisma.booking.create({ data: { vendorId: other.id, locationId: otherLocation.id } });
    const res = await gql(CLOSE, { id: foreign.id, input: { status: 'EXECUTED' } }, tokens.staff);
    expect(res.data!.closeBooking.__typename).toBe('NotFoundError');
  });
});
