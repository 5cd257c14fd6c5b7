// A vendor's data export (records, GDPR requests): admins only, their own vendor only, through
// GraphQL and as files under /api/vendors/export/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

const EXPORT = `query ($format: ExportFormat!, $kind: ExportKind) { vendorExport(format: $format, kind: $kind) {
  fileName contentType content } }`;
const SIGN_UP = `mutation ($input: VendorSignUpInput!) { signUpVendor(input: $input) {
  __typename ... on AuthPayload { token } ... on ValidationError { errors } } }`;
const CREATE_CUSTOMER = `mutation ($input: CustomerInput!) { createCustomer(input: $input) { __typename ... on Customer { id } } }`;

type ExportFile = { fileName: string; contentType: string; content: string };
type Exported = {
  vendorId: number;
  customers: { id: number; lastname: string }[];
  bookings: { id: number; services: string[] }[];
  invoices: { id: number; total: number; lines: unknown[]; payments: unknown[] }[];
};

describe('vendor data export', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let adminB: string;
  let vendorId: number;

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
    vendorId = (await t.app.services.prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } })).id;
    const signUp = await t.gql<{ signUpVendor: { token: string } }>(SIGN_UP, {
      input: {
        name: 'Export B Sàrl',
        publicName: 'Export B',
        email: 'hello@export-b.ch',
        phone: '+41791112233',
        defaultLanguage: 'en',
        firstname: 'Berta',
        lastname: 'Bauer',
        password: 'secret-password',
        adminEmail: 'berta@export-b.ch',
      },
    });
    adminB = signUp.data!.signUpVendor.token;
    expect(adminB).toBeTruthy();
    const created = await t.gql<{ createCustomer: { __typename: string } }>(
      CREATE_CUSTOMER,
      {
        input: {
          firstname: 'Only',
          lastname: '=HYPERLINK("http://evil")',
          phoneMobile: '+41791112233',
          phoneWork: '+33612345678',
        },
      },
      adminB,
    );
    expect(created.data?.createCustomer.__typename).toBe('Customer');
  });
  afterAll(() => t.stop());

  const exportAs = (token: string, format: string, kind?: string) =>
    t.gql<{ vendorExport: ExportFile }>(EXPORT, { format, kind }, token);

  it("gives an admin the vendor's customers, bookings and invoices as JSON, and nothing of another vendor", async () => {
    const res = await exportAs(tokens.admin, 'JSON');
    const file = res.data!.vendorExport;
    expect(file.fileName).toMatch(new RegExp(`^export-${vendorId}-all-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    expect(file.contentType).toBe('application/json; charset=utf-8');
    const data = JSON.parse(file.content) as Exported;
    const prisma = t.app.services.prisma;
    expect(data.vendorId).toBe(vendorId);
    expect(data.customers.map((c) => c.id)).toEqual(
      (await prisma.customer.findMany({ where: { vendorId }, orderBy: { id: 'asc' } })).map((c) => c.id),
    );
    expect(data.bookings).toHaveLength(await prisma.booking.count({ where: { vendorId } }));
    expect(data.invoices).toHaveLength(await prisma.invoice.count({ where: { vendorId } }));
    expect(data.bookings.length).toBeGreaterThan(10);
    expect(data.bookings[0]!.services.length).toBeGreaterThan(0);
    const paid = data.invoices.find((i) => i.payments.length > 0)!;
    expect(paid.lines.length).toBeGreaterThan(0);
    expect(file.content).not.toContain('HYPERLINK');

    const other = JSON.parse((await exportAs(adminB, 'JSON')).data!.vendorExport.content) as Exported;
    expect(other.customers.map((c) => c.lastname)).toEqual(['=HYPERLINK("http://evil")']);
    expect(other.bookings).toEqual([]);
  });

  it('writes one CSV file per kind for Swiss Excel, with formulas defused', async () => {
    const customers = (await exportAs(adminB, 'CSV', 'CUSTOMERS')).data!.vendorExport;
    expect(customers.contentType).toBe('text/csv; charset=utf-8');
    const lines = customers.content
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(customers.content.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]!.split(';').slice(0, 5)).toEqual(['id', 'type', 'gender', 'firstname', 'lastname']);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;Only;"'=HYPERLINK(""http://evil"")";`);
    // Phone numbers show as numbers people dial, with no formula guard in front and no way to run.
    const header = lines[0]!.split(';');
    const row = lines[1]!.split(';');
    expect(row[header.indexOf('phoneMobile')]).toBe('079 111 22 33');
    expect(row[header.indexOf('phoneWork')]).toBe('0033 6 12 34 56 78');
    expect(lines[1]).not.toContain("'+");

    const invoices = (await exportAs(tokens.admin, 'CSV', 'INVOICES')).data!.vendorExport;
    const rows = invoices.content.trimEnd().split('\r\n');
    expect(rows[0]).toContain('total_chf;paid_chf;balance_chf');
    expect(rows).toHaveLength((await t.app.services.prisma.invoice.count({ where: { vendorId } })) + 1);
    expect(rows[1]).toMatch(/;\d+\.\d{2};\d+\.\d{2};-?\d+\.\d{2};/);
  });

  it('refuses CSV without a kind, staff, customers and guests', async () => {
    const csvAll = await exportAs(tokens.admin, 'CSV');
    expect(csvAll.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect((await exportAs(tokens.staff, 'JSON')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await exportAs(tokens.customer, 'JSON')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(EXPORT, { format: 'JSON' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('serves the same files for download with the Bearer token', async () => {
    const get = (path: string, token?: string) =>
      fetch(`${t.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const res = await get('/api/vendors/export/bookings.csv', tokens.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="export-${vendorId}-bookings-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM Excel needs
    expect(bytes.subarray(3).toString('utf8').split('\r\n')[0]).toBe(
      'id;status;source;start;end;location;customer_id;customer;services;employees;comment;private_comment;cancel_message;created_at;closed_at',
    );
    const all = await get('/api/vendors/export/all.json', adminB);
    expect(((await all.json()) as Exported).customers).toHaveLength(1);
    expect((await get('/api/vendors/export/all.json')).status).toBe(401);
    expect((await get('/api/vendors/export/all.json', tokens.staff)).status).toBe(403);
    expect((await get('/api/vendors/export/all.csv', tokens.admin)).status).toBe(404);
    expect((await get('/api/vendors/export/vouchers.json', tokens.admin)).status).toBe(404);
  });
});
