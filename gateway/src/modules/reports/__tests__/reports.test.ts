// Reports and cash closing on the demo data: statistics, CSV and Excel downloads that open and
// carry the right totals, and a cash closing saved once. Also the REST routes of the area.
import ExcelJS from 'exceljs';
import moment from 'moment-timezone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field.
type Json = Record<string, any>;

describe('reports and cash closing', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  const tz = 'Europe/Zurich';
  const from = moment.tz(tz).subtract(14, 'days').format('YYYY-MM-DD');
  const to = moment.tz(tz).subtract(1, 'days').format('YYYY-MM-DD');
  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${t.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res;
  };

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
  });
  afterAll(() => t.stop());

  /** Expected figures straight from the database. */
  async function expected() {
    const prisma = t.app.services.prisma;
    const start = moment.tz(from, tz).toDate();
    const end = moment.tz(to, tz).add(1, 'day').toDate();
    const bookings = await prisma.booking.findMany({
      where: { events: { some: { start: { gte: start, lt: end } } } },
      include: { invoice: { include: { payments: true } } },
    });
    const payments = await prisma.payment.aggregate({
      // Gift cards spent are not money taken (their sale was).
      where: { createdAt: { gte: start, lt: end }, method: { not: 'VOUCHER' } },
      _sum: { amount: true },
    });
    return {
      count: bookings.length,
      total: bookings.reduce((s, b) => s + (b.invoice?.total ?? 0), 0),
      paid: bookings.reduce((s, b) => s + (b.invoice?.payments.reduce((p, x) => p + x.amount, 0) ?? 0), 0),
      revenue: payments._sum.amount ?? 0,
      executed: bookings.filter((b) => b.status === 'EXECUTED').length,
    };
  }

  it('computes revenue, statuses, employees, services and occupancy', async () => {
    const want = await expected();
    const res = await t.gql<Json>(
      `query ($f: Date!, $t: Date!) { report(dateFrom: $f, dateTo: $t) { revenueTotal invoicedTotal occupancy
        bookingsByStatus { status count } byEmployee { name bookings workingMinutes occupancy revenue } byService { name count revenue } } }`,
      { f: from, t: to },
      tokens.admin,
    );
    const report = res.data!.report;
    expect(report.revenueTotal).toBe(want.revenue);
    expect(report.bookingsByStatus.find((s: Json) => s.status === 'EXECUTED').count).toBe(want.executed);
    expect(report.byService.reduce((s: number, x: Json) => s + x.revenue, 0)).toBe(report.invoicedTotal);
    expect(report.byEmployee.reduce((s: number, x: Json) => s + x.revenue, 0)).toBe(report.invoicedTotal);
    expect(report.byEmployee.every((e: Json) => e.workingMinutes > 0 && e.occupancy > 0 && e.occupancy <= 100)).toBe(
      true,
    );
    expect(report.occupancy).toBeGreaterThan(0);
    const staff = await t.gql(
      'query ($f: Date!) { report(dateFrom: $f, dateTo: $f) { revenueTotal } }',
      { f: from },
      tokens.staff,
    );
    expect(staff.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });

  it('downloads a CSV that opens as columns with the right totals', async () => {
    const want = await expected();
    const res = await call('GET', `/reports/download.csv?date_from=${from}&date_to=${to}`, tokens.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="report-${from}-${to}.csv"`);
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const lines = text
      .trim()
      .split('\r\n')
      .map((l) => l.split(';'));
    expect(lines[0]).toEqual([
      'Date',
      'Heure',
      'Lieu',
      'Client',
      'Prestations',
      'Employé',
      'Statut',
      'Total CHF',
      'Payé CHF',
      'Solde CHF',
    ]);
    expect(lines).toHaveLength(want.count + 2);
    const totals = lines.at(-1)!;
    expect(totals[0]).toBe('Totaux');
    expect(totals[7]).toBe((want.total / 100).toFixed(2));
    expect(totals[8]).toBe((want.paid / 100).toFixed(2));
    const body = lines.slice(1, -1).reduce((s, l) => s + Math.round(Number(l[7]) * 100), 0);
    expect(body).toBe(want.total);
    expect((await call('GET', `/reports/download.csv?date_from=${from}&date_to=${to}`)).status).toBe(401);
    expect((await call('GET', `/reports/download.csv?date_from=${from}&date_to=${to}`, tokens.staff)).status).toBe(403);
    expect((await call('GET', `/reports/download.csv?date_from=${to}&date_to=${from}`, tokens.admin)).status).toBe(422);
  });

  it('downloads an Excel workbook (POST, as the spec downloads) with the right totals', async () => {
    const want = await expected();
    const res = await call('POST', '/reports/download.xlsx', tokens.admin, { data: { date_from: from, date_to: to } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet('Rendez-vous')!;
    expect(sheet.rowCount).toBe(want.count + 2);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('Totaux');
    expect(Math.round(Number(last.getCell(8).value) * 100)).toBe(want.total);
    expect(Math.round(Number(last.getCell(9).value) * 100)).toBe(want.paid);
    const summary = workbook.getWorksheet('Résumé')!;
    const revenueRow = summary.getSheetValues().find((r) => Array.isArray(r) && r[1] === 'Encaissements') as unknown[];
    expect(Math.round(Number(revenueRow[2]) * 100)).toBe(want.revenue);
  });

  it('previews, saves once and then reads a cash closing; negative totals are flagged', async () => {
    const prisma = t.app.services.prisma;
    const location = await prisma.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    // The latest past day with payments at this location.
    const payment = await prisma.payment.findFirstOrThrow({
      where: {
        invoice: { booking: { locationId: location.id } },
        createdAt: { lt: moment.tz(tz).startOf('day').toDate() },
      },
      orderBy: { createdAt: 'desc' },
    });
    const date = moment.tz(payment.createdAt, tz).format('YYYY-MM-DD');
    const dayStart = moment.tz(date, tz).toDate();
    const dayEnd = moment.tz(date, tz).add(1, 'day').toDate();
    const dayPayments = await prisma.payment.findMany({
      where: { createdAt: { gte: dayStart, lt: dayEnd }, invoice: { booking: { locationId: location.id } } },
    });
    // A refund bigger than the day's cash makes the cash total negative.
    const cash = dayPayments.filter((p) => p.method === 'CASH').reduce((s, p) => s + p.amount, 0);
    await prisma.payment.create({
      data: {
        vendorId: location.vendorId,
        invoiceId: payment.invoiceId,
        method: 'CASH',
        amount: -(cash + 1000),
        createdAt: payment.createdAt,
      },
    });
    const card = dayPayments.filter((p) => p.method === 'CARD').reduce((s, p) => s + p.amount, 0);

    const preview = await call('GET', `/cash-closings/${location.id}/${date}.json`, tokens.admin);
    const body = (await preview.json()) as Json;
    expect(body.data).toMatchObject({
      saved: false,
      id: null,
      cash_total: -1000,
      card_total: card,
      has_negative: true,
      negative_methods: ['CASH'],
    });
    expect(body.data.payments).toHaveLength(dayPayments.length + 1);

    const save = await call('POST', '/cash-closings.json', tokens.admin, { location_id: location.id, date });
    expect(save.status).toBe(201);
    const saved = ((await save.json()) as Json).data;
    expect(saved).toMatchObject({ saved: true, cash_total: -1000, card_total: card });
    expect(await prisma.payment.count({ where: { cashClosingId: saved.id } })).toBe(dayPayments.length + 1);
    const again = await call('POST', '/cash-closings.json', tokens.admin, { location_id: location.id, date });
    expect(again.status).toBe(409);
    const staff = await call('GET', `/cash-closings/${location.id}/${date}.json`, tokens.staff);
    expect(staff.status).toBe(403);
  });

  it('serves the customer REST routes of spec §7 in the envelope', async () => {
    const list = await call('GET', '/customers.json?search=dubois&limit=5', tokens.staff);
    const page = (await list.json()) as Json;
    expect(page.pagination).toMatchObject({ limit: 5, current_page: 1, count: 1 });
    const id = page.data[0].id;
    expect(page.data[0]).toMatchObject({ lastname: 'Dubois', phone_mobile: expect.stringMatching(/^\+41/) });
    const stats = (await (await call('GET', `/bookings/stats-for-customer/${id}.json`, tokens.staff)).json()) as Json;
    expect(stats.data).toHaveProperty('no_shows');
    const card = (await (await call('GET', `/cards/${id}.json`, tokens.customer)).json()) as Json;
    expect(card.data).toMatchObject({ customer: { id, lastname: 'Dubois' }, points: { customer_id: id } });
    const points = await call('GET', `/points/stats/${id}.json`, tokens.staff);
    expect(points.status).toBe(200);
    const created = await call('POST', '/comments.json', tokens.staff, {
      data: { customer_id: id, comment: 'Prefers mornings' },
    });
    expect(created.status).toBe(201);
    const comments = (await (await call('GET', `/comments.json?customer_id=${id}`, tokens.staff)).json()) as Json;
    expect(comments.data[0]).toMatchObject({ comment: 'Prefers mornings', customer_id: id });
    const voucher = await call('POST', '/vouchers.json', tokens.staff, {
      face_value: 5000,
      valid_from: from,
      valid_until: to,
    });
    expect(((await voucher.json()) as Json).data).toMatchObject({
      face_value: 5000,
      uuid: expect.stringMatching(/^[A-Z]{8}$/),
    });
    const bad = await call('POST', '/customers.json', tokens.staff, {
      firstname: 'A',
      lastname: 'B',
      phone_mobile: 'abc',
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as Json).data.errors).toHaveProperty('phone_mobile.invalidPhone');
    const invoices = await call('GET', '/invoices.json?status=PAID&limit=3', tokens.staff);
    expect(((await invoices.json()) as Json).data).toHaveLength(3);
  });
});
