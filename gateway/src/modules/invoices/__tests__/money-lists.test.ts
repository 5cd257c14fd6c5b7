// The staff screens' server fields: customer sorting and accent-free search, favourite services,
// closed bookings and invoices filtered by location and employee, voucher use history, and the
// counted cash of a cash closing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate, localMinuteToInstant } from '../../../scheduling/index.ts';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

// biome-ignore lint/suspicious/noExplicitAny: GraphQL bodies are asserted field by field.
type Json = Record<string, any>;

const CLOSE = `mutation ($id: Int!, $input: CloseBookingInput!) { closeBooking(id: $id, input: $input) {
  __typename ... on ValidationError { errors } } }`;
const SAVE = `mutation ($l: Int!, $d: Date!, $c: Int) { saveCashClosing(locationId: $l, date: $d, countedCash: $c) {
  __typename ... on CashClosing { saved cashTotal countedCash cashDifference } ... on ValidationError { errors }
  ... on ConflictError { message } } }`;

describe('money lists', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let vendorId: number;
  let locationId: number;
  let otherLocationId: number;
  let serviceId: number;
  let employeeId: number;
  const gql = (query: string, variables: Json, token: string) => t.gql<Json>(query, variables, token, 'en');
  // The vendor's own date: payments and closings count by the vendor's day, not UTC's.
  let today: string;
  let timezone: string;

  async function closedBooking(customerId: number, where: number, employee: number | null, payments: Json[]) {
    // Earlier today in the vendor's zone (lists and closings go by the vendor's day).
    const start = new Date(Math.max(Date.now() - 3 * 3600_000, localMinuteToInstant(today, 0, timezone)));
    const end = new Date(start.getTime() + 45 * 60_000);
    const booking = await t.app.services.prisma.booking.create({
      data: {
        vendorId,
        customerId,
        locationId: where,
        events: {
          create: [
            {
              vendorId,
              serviceId,
              locationId: where,
              employeeId: employee,
              start,
              end,
              customerStart: start,
              customerEnd: end,
            },
          ],
        },
      },
    });
    const res = await gql(CLOSE, { id: booking.id, input: { status: 'EXECUTED', payments } }, tokens.staff);
    expect(res.data!.closeBooking.__typename).toBe('Booking');
    return booking.id;
  }

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
    const prisma = t.app.services.prisma;
    const vendor = await prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
    vendorId = vendor.id;
    timezone = vendor.timezone;
    today = localDate(Date.now(), timezone);
    const locations = await prisma.location.findMany({ where: { vendorId }, orderBy: { id: 'asc' } });
    locationId = locations.find((l) => l.slug === 'lausanne-centre')!.id;
    otherLocationId = locations.find((l) => l.id !== locationId)!.id;
    serviceId = (await prisma.serviceTranslation.findFirstOrThrow({ where: { name: 'Coupe femme' } })).serviceId;
    employeeId = (await prisma.employee.findFirstOrThrow({ where: { vendorId }, orderBy: { id: 'asc' } })).id;
  });
  afterAll(() => t.stop());

  it('sorts customers on the server and finds them without accents, case or national phone format', async () => {
    const prisma = t.app.services.prisma;
    await prisma.customer.createMany({
      data: [
        { vendorId, firstname: 'Zoé', lastname: 'Aébischerrr', email: 'zoe@sort-test.ch', city: 'Sion' },
        { vendorId, firstname: 'Yann', lastname: 'Zwahlen', email: 'a-yann@sort-test.ch', city: 'Bulle' },
        { vendorId, firstname: 'Noé', lastname: 'Phone', phoneMobile: '+41781112233' },
      ],
    });
    const list = (args: string) =>
      gql(`query { customers(${args}) { items { lastname } pagination { count } } }`, {}, tokens.staff);
    const byEmail = await list('search: "sort-test.ch", sort: EMAIL');
    expect(byEmail.data!.customers.items.map((c: Json) => c.lastname).slice(0, 2)).toEqual(['Zwahlen', 'Aébischerrr']);
    const desc = await list('sort: NAME, descending: true, limit: 1');
    expect(desc.data!.customers.items[0].lastname).toBe('Zwahlen');
    const accents = await list('search: "AEBISCHERRR"');
    expect(accents.data!.customers.items.map((c: Json) => c.lastname)).toEqual(['Aébischerrr']);
    const phone = await list('search: "078 111 22 33"');
    expect(phone.data!.customers.items.map((c: Json) => c.lastname)).toEqual(['Phone']);
    const bad = await t.gql<Json>('query { customers(sort: SIZE) { items { id } } }', {}, tokens.staff);
    expect(bad.errors?.length).toBeGreaterThan(0);
    const customer = await t.gql<Json>('query { customers { items { id } } }', {}, tokens.customer);
    expect(customer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists closed bookings and invoices by location and employee, with favourite services and voucher uses', async () => {
    const prisma = t.app.services.prisma;
    const customer = await prisma.customer.create({ data: { vendorId, firstname: 'Lia', lastname: 'Money' } });
    const voucher = await gql(
      `mutation { createVoucher(input: { faceValue: 10000, validFrom: "${today}", validUntil: "2099-01-01" }) {
        ... on Voucher { code } } }`,
      {},
      tokens.staff,
    );
    const code = voucher.data!.createVoucher.code;
    const here = await closedBooking(customer.id, locationId, employeeId, [
      { method: 'VOUCHER', amount: 3000, voucherCode: code },
      { method: 'CASH', amount: 5500 },
    ]);
    const there = await closedBooking(customer.id, otherLocationId, null, [{ method: 'CARD', amount: 8500 }]);

    const closed = await gql(
      `query ($l: Int, $e: Int) { closedBookings(locationId: $l, employeeId: $e, dateFrom: "${today}", dateTo: "${today}") {
        items { id status customer { lastname } invoice { total } } pagination { count } } }`,
      { l: locationId, e: employeeId },
      tokens.staff,
    );
    expect(closed.data!.closedBookings.items.map((b: Json) => b.id)).toContain(here);
    expect(closed.data!.closedBookings.items.map((b: Json) => b.id)).not.toContain(there);
    expect(closed.data!.closedBookings.items.find((b: Json) => b.id === here)).toMatchObject({
      status: 'EXECUTED',
      customer: { lastname: 'Money' },
      invoice: { total: 8500 },
    });
    const elsewhere = await gql(
      'query ($l: Int) { invoices(locationId: $l, customerId: ' +
        customer.id +
        ') { items { bookingId customer { lastname } booking { locationId } } } }',
      { l: otherLocationId },
      tokens.staff,
    );
    expect(elsewhere.data!.invoices.items).toEqual([
      { bookingId: there, customer: { lastname: 'Money' }, booking: { locationId: otherLocationId } },
    ]);

    const stats = await gql(
      'query ($id: Int!) { customerStats(customerId: $id) { visits favoriteServices { serviceId name count } } }',
      { id: customer.id },
      tokens.staff,
    );
    expect(stats.data!.customerStats).toEqual({
      visits: 2,
      favoriteServices: [{ serviceId, name: "Women's haircut", count: 2 }],
    });

    const uses = await gql(
      'query ($c: String!) { voucherByCode(code: $c) { status balance uses { amount bookingId customerId } } }',
      { c: code },
      tokens.staff,
    );
    expect(uses.data!.voucherByCode).toEqual({
      status: 'partiallyUsed',
      balance: 7000,
      uses: [{ amount: 3000, bookingId: here, customerId: customer.id }],
    });
  });

  it("lists an invoice under the salon's day, not UTC's, on both sides of midnight", async () => {
    const prisma = t.app.services.prisma;
    const customer = await prisma.customer.create({ data: { vendorId, firstname: 'Nina', lastname: 'Midnight' } });
    // 00:30 in Zurich on 15 January is 23:30 UTC on the 14th; 23:30 in Zurich on the 15th is 22:30 UTC.
    const day = '2031-01-15';
    const ids = [];
    for (const minute of [30, 23 * 60 + 30]) {
      const invoice = await prisma.invoice.create({
        data: { vendorId, customerId: customer.id, createdAt: new Date(localMinuteToInstant(day, minute, timezone)) },
      });
      ids.push(invoice.id);
    }
    const list = async (from: string, to: string) => {
      const res = await gql(
        `query { invoices(customerId: ${customer.id}, dateFrom: "${from}", dateTo: "${to}") { items { id } } }`,
        {},
        tokens.staff,
      );
      return res.data!.invoices.items.map((i: Json) => i.id).sort();
    };
    expect(await list(day, day)).toEqual([...ids].sort());
    expect(await list('2031-01-14', '2031-01-14')).toEqual([]);
    expect(await list('2031-01-16', '2031-01-16')).toEqual([]);
  });

  it('saves the counted cash of a day once and shows the difference', async () => {
    const preview = await gql(
      'query ($l: Int!, $d: Date!) { cashClosing(locationId: $l, date: $d) { saved cashTotal countedCash cashDifference } }',
      { l: locationId, d: today },
      tokens.admin,
    );
    expect(preview.data!.cashClosing).toMatchObject({ saved: false, countedCash: null, cashDifference: null });
    const cash = preview.data!.cashClosing.cashTotal as number;
    const refused = await gql(SAVE, { l: locationId, d: today, c: -1 }, tokens.admin);
    expect(Object.keys(refused.data!.saveCashClosing.errors)).toEqual(['counted_cash']);
    const staff = await gql(SAVE, { l: locationId, d: today, c: cash }, tokens.staff);
    expect(staff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const saved = await gql(SAVE, { l: locationId, d: today, c: cash - 200 }, tokens.admin);
    expect(saved.data!.saveCashClosing).toEqual({
      __typename: 'CashClosing',
      saved: true,
      cashTotal: cash,
      countedCash: cash - 200,
      cashDifference: -200,
    });
    const again = await gql(SAVE, { l: locationId, d: today, c: cash }, tokens.admin);
    expect(again.data!.saveCashClosing.__typename).toBe('ConflictError');
    const read = await gql(
      'query ($l: Int!, $d: Date!) { cashClosing(locationId: $l, date: $d) { countedCash } }',
      { l: locationId, d: today },
      tokens.admin,
    );
    expect(read.data!.cashClosing.countedCash).toBe(cash - 200);
  });
});
