// Invoices as PDF with a Swiss QR-bill: GET /api/invoices/{id}.pdf gives the invoice with the
// vendor's legal details and VAT, and while a balance is open a payment part whose QR code, scanned
// from the rendered page as a banking app would, pays that balance to the vendor's IBAN with a QR
// reference (QR-IBAN) or a creditor reference (other IBANs). The IBAN is checked when saved.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { pdfText, scanQrBill } from '../../../test/qr-bill.ts';
import { startSmtpCapture } from '../../../test/smtp.ts';
import { sendOutboxEmail, smtpTransport, useMailTransport } from '../../notifications/mailer.ts';
import { creditorReference, qrReference } from '../invoice.qr-bill.ts';

// biome-ignore lint/suspicious/noExplicitAny: GraphQL bodies are asserted field by field.
type Json = Record<string, any>;

const QR_IBAN = 'CH4431999123000889012';
const IBAN = 'CH9300762011623852957';
const SHOTS = path.resolve(import.meta.dirname, '../../../../../e2e/artifacts/qr-bill');

/** The QR reference's check digit, computed apart (mod 10 recursive). */
function mod10Recursive(digits: string): number {
  const table = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];
  let carry = 0;
  for (const d of digits) carry = table[(carry + Number(d)) % 10]!;
  return (10 - carry) % 10;
}

/** ISO 7064 mod 97-10, as IBANs and creditor references are checked: the first four characters moved last. */
function mod97(value: string): bigint {
  const moved = value.slice(4) + value.slice(0, 4);
  return BigInt([...moved].map((c) => Number.parseInt(c, 36)).join('')) % 97n;
}

const UPDATE = `mutation ($id: Int!, $input: VendorInput!) { updateVendor(id: $id, scope: LEGAL, input: $input) {
  __typename ... on Vendor { iban } ... on ValidationError { errors } } }`;

describe('invoices as PDF with a Swiss QR-bill', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let vendorId: number;
  let open: { id: number; balance: number; customerId: number | null };
  const pdf = (id: number, token?: string) =>
    fetch(`${t.url}/api/invoices/${id}.pdf`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
    const p = t.app.services.prisma;
    vendorId = (await p.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } })).id;
    // The demo's open invoice: a hotel's, not paid at the desk.
    open = await p.invoice.findFirstOrThrow({ where: { vendorId, bookingId: null, status: 'OPEN' } });
    await mkdir(SHOTS, { recursive: true });
  });
  afterAll(() => t.stop());

  it('checks the references against SIX examples and apart computations', () => {
    // SIX's example QR reference 21 00000 00003 13947 14300 09017 and ISO 11649's RF18 5390 0754 7034.
    expect(mod10Recursive('21000000000313947143000901')).toBe(7);
    expect(mod97('RF18539007547034')).toBe(1n);
    for (const id of [1, 42, 123_456, 2_147_483_647]) {
      const qrr = qrReference(id);
      expect(qrr).toMatch(/^\d{27}$/);
      expect(Number(qrr.slice(26))).toBe(mod10Recursive(qrr.slice(0, 26)));
      expect(Number(qrr.slice(0, 26))).toBe(id);
      const scor = creditorReference(id);
      expect(scor).toMatch(/^RF\d{2}[0-9A-Z]{1,21}$/);
      expect(mod97(scor)).toBe(1n);
    }
    expect([QR_IBAN, IBAN].map(mod97)).toEqual([1n, 1n]);
  });

  it('gives the open invoice with the legal details, the VAT and a QR-bill that scans to its balance', async () => {
    const res = await pdf(open.id, tokens.staff);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="facture-${String(open.id).padStart(6, '0')}.pdf"`,
    );
    const file = await bytes(res);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(file);
    for (const shown of [
      'Salon Démo SA',
      'Rue de Bourg 12',
      '1003 Lausanne',
      'N° TVA CHE-123.456.789 TVA',
      'Hôtel du Lac SA',
      'Avenue de Rhodanie 8',
      `Facture n° ${String(open.id).padStart(6, '0')}`,
      'Hydrafacial',
      'Dont TVA 8.1 %',
      'Section paiement',
      'Récépissé',
    ]) {
      expect(text).toContain(shown);
    }
    const qr = await scanQrBill(file, SHOTS);
    expect(qr).not.toBeNull();
    expect(qr).toMatchObject({
      iban: QR_IBAN,
      creditorName: 'Salon Démo SA',
      creditorZip: '1003',
      creditorCity: 'Lausanne',
      amount: (open.balance / 100).toFixed(2),
      currency: 'CHF',
      debtorName: 'Hôtel du Lac SA',
      debtorZip: '1007',
      referenceType: 'QRR',
      reference: qrReference(open.id),
      trailer: 'EPD',
    });
    expect(qr!.raw.slice(0, 3)).toEqual(['SPC', '0200', '1']);
    expect(Number(qr!.reference.slice(26))).toBe(mod10Recursive(qr!.reference.slice(0, 26)));
  });

  it('takes a CH or LI IBAN with a valid check only, field by field, and then pays with a creditor reference', async () => {
    const save = (iban: string | null) => t.gql<Json>(UPDATE, { id: vendorId, input: { iban } }, tokens.admin, 'en');
    const refusals = {
      DE89370400440532013000: /Swiss or Liechtenstein IBAN/,
      CH44319991230008890: /21 characters/,
      CH4431999123000889013: /does not exist/,
    };
    for (const [iban, message] of Object.entries(refusals)) {
      const answer = (await save(iban)).data!.updateVendor;
      expect(answer.__typename).toBe('ValidationError');
      expect(Object.keys(answer.errors)).toEqual(['iban']);
      expect(Object.values(answer.errors.iban)[0]).toMatch(message);
    }
    // Nothing changed.
    const vendor = () => t.app.services.prisma.vendor.findUniqueOrThrow({ where: { id: vendorId } });
    expect((await vendor()).iban).toBe(QR_IBAN);
    expect((await save('ch93 0076 2011 6238 5295 7')).data!.updateVendor).toEqual({ __typename: 'Vendor', iban: IBAN });

    // The customer reads English: so does the invoice, and its payment part.
    await t.app.services.prisma.customer.update({ where: { id: open.customerId! }, data: { language: 'en' } });
    const file = await bytes(await pdf(open.id, tokens.staff));
    const text = await pdfText(file);
    expect(text).toContain(`Invoice no. ${String(open.id).padStart(6, '0')}`);
    expect(text).toContain('Payment part');
    const qr = await scanQrBill(file);
    expect(qr).toMatchObject({ iban: IBAN, referenceType: 'SCOR', reference: creditorReference(open.id) });
    expect(mod97(qr!.reference)).toBe(1n);

    // Without an IBAN the invoice asks for the balance, with no payment part.
    expect((await save('')).data!.updateVendor.iban).toBeNull();
    const plain = await bytes(await pdf(open.id, tokens.staff));
    expect(await scanQrBill(plain)).toBeNull();
    expect(await pdfText(plain)).toContain('Please pay the balance');
    await save(QR_IBAN);
  });

  it('prints a paid invoice without a payment part', async () => {
    const paid = await t.app.services.prisma.invoice.findFirstOrThrow({ where: { vendorId, status: 'PAID' } });
    const file = await bytes(await pdf(paid.id, tokens.staff));
    expect(await scanQrBill(file)).toBeNull();
    expect(await pdfText(file)).toMatch(/Facture réglée|Paid in full/);
  });

  it("answers staff of the invoice's vendor only", async () => {
    expect((await pdf(open.id)).status).toBe(401);
    expect((await pdf(open.id, tokens.customer)).status).toBe(403);
    expect((await pdf(999_999, tokens.staff)).status).toBe(404);
    const signUp = await t.gql<Json>(
      `mutation ($input: VendorSignUpInput!) { signUpVendor(input: $input) { __typename ... on AuthPayload { token } } }`,
      {
        input: {
          name: 'Autre Salon Sàrl',
          publicName: 'Autre Salon',
          email: 'hello@autre-salon.ch',
          phone: '+41791112299',
          defaultLanguage: 'fr',
          firstname: 'Berta',
          lastname: 'Bauer',
          password: 'secret-password',
          adminEmail: 'berta@autre-salon.ch',
        },
      },
    );
    const other = signUp.data!.signUpVendor.token as string;
    const refused = await pdf(open.id, other);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as Json).data.message).toMatch(/Facture introuvable|Invoice not found/);
  });

  it('attaches the PDF, QR-bill included, to the receipt e-mail', async () => {
    const sent = await t.gql<Json>(
      'mutation ($id: Int!) { emailInvoice(id: $id) { __typename ... on MutationEmailInvoiceSuccess { data } } }',
      { id: open.id },
      tokens.staff,
    );
    expect(sent.data!.emailInvoice.data).toBe('comptabilite.hotel-du-lac@example.ch');
    const row = await t.app.services.prisma.emailMessage.findFirstOrThrow({
      where: { to: 'comptabilite.hotel-du-lac@example.ch' },
      orderBy: { id: 'desc' },
    });
    const smtp = await startSmtpCapture();
    try {
      useMailTransport(t.app.services, smtpTransport(smtp.url));
      await sendOutboxEmail(t.app.services, row.id);
      const mail = await simpleParser(smtp.messages.at(-1)!.raw);
      const attachment = mail.attachments.find((a) => a.contentType === 'application/pdf');
      expect(attachment?.filename).toMatch(/^(facture|invoice)-\d{6}\.pdf$/);
      const qr = await scanQrBill(attachment!.content);
      expect(qr).toMatchObject({
        iban: QR_IBAN,
        amount: (open.balance / 100).toFixed(2),
        reference: qrReference(open.id),
      });
    } finally {
      useMailTransport(t.app.services, null);
      await smtp.close();
    }
  });
});
