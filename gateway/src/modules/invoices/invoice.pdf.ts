// An invoice as an A4 PDF (pdfkit), in its customer's language: the vendor's legal details, the
// customer's address where a window envelope shows it, the lines, the totals with the VAT included
// and the cash rounding, and, while a balance is open and the vendor has an IBAN, the Swiss QR-bill
// payment part for that balance (swissqrbill).
import moment from 'moment-timezone';
import PDFDocument from 'pdfkit';
import { swissNational } from '@salon/shared/phone';
import { SwissQRBill } from 'swissqrbill/pdf';
import { now } from '../../lib/clock.ts';
import type { Lang } from '../../lib/i18n.ts';
import { formatChf } from '../invoice-core/index.ts';
import { m } from './invoice.messages.ts';
import { qrBillData } from './invoice.qr-bill.ts';
import { type InvoicePrint, totalLines } from './invoice.print.ts';

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
const QR_LANGUAGES = ['DE', 'EN', 'FR', 'IT', 'RM'] as const;

/** The language an invoice is written in: its customer's, else the vendor's language for customers. */
function invoiceLang(print: InvoicePrint): Lang {
  const customer = print.invoice.customer;
  return (customer?.language ?? customer?.user?.language ?? print.vendor.emailDefaultLanguage) as Lang;
}

/** The PDF of an invoice, with its file name. */
export async function invoicePdf(print: InvoicePrint) {
  const lang = invoiceLang(print);
  return {
    name: m(lang, 'pdfFileName', { number: print.receipt.number }),
    body: await renderInvoicePdf(print, lang),
    lang,
  };
}

function phone(value: string | null) {
  return value ? (swissNational(value) ?? value) : null;
}

/** The head: the vendor's legal block on the left, the customer's address in the envelope window. */
function drawHead(doc: PDFKit.PDFDocument, { receipt, invoice }: InvoicePrint, lang: Lang) {
  doc.font('Helvetica-Bold').fontSize(14).text(receipt.vendorName, MARGIN, MARGIN, { width: 260 });
  const vendorLines = [
    receipt.street,
    receipt.zipCity,
    [phone(receipt.phone), receipt.email].filter(Boolean).join(' · '),
    receipt.website,
    receipt.vatNumber ? m(lang, 'receiptVatNumber', { number: receipt.vatNumber }) : null,
  ];
  doc.font('Helvetica').fontSize(9).text(vendorLines.filter(Boolean).join('\n'), { width: 260 });
  const customer = invoice.customer;
  if (customer) {
    const name = `${customer.firstname} ${customer.lastname}`.trim();
    const address = [
      customer.type === 'PROFESSIONAL' ? customer.companyName : null,
      name,
      customer.address,
      customer.addressComplement,
      [customer.zip, customer.city].filter(Boolean).join(' '),
      customer.country && customer.country !== 'CH' ? customer.country : null,
    ];
    doc.fontSize(11).text(address.filter(Boolean).join('\n'), 330, 140, { width: WIDTH + MARGIN - 330 });
  }
}

function drawLines(doc: PDFKit.PDFDocument, { invoice }: InvoicePrint, lang: Lang) {
  const bold = { src: 'Helvetica-Bold' };
  const right = { x: 'right' as const };
  const header = [
    { text: m(lang, 'pdfDescription'), font: bold },
    { text: m(lang, 'pdfQuantity'), font: bold, align: right },
    { text: m(lang, 'pdfUnitPrice'), font: bold, align: right },
    { text: m(lang, 'pdfDiscount'), font: bold, align: right },
    { text: m(lang, 'pdfAmount'), font: bold, align: right },
  ];
  const rows = invoice.lines.map((l) => [
    l.description,
    { text: String(l.quantity), align: right },
    { text: formatChf(l.unitPrice), align: right },
    { text: l.discount ? `-${formatChf(l.discount)}` : '', align: right },
    { text: formatChf(l.total), align: right },
  ]);
  doc.fontSize(10).table({
    position: { x: MARGIN, y: 300 },
    maxWidth: WIDTH,
    columnStyles: ['*', 40, 80, 70, 90],
    defaultStyle: { border: [0, 0, 0.5, 0], borderColor: '#999999', padding: [4, 4] },
    data: [header, ...rows],
  });
}

/** The totals, right-aligned under the lines. */
function drawTotals(doc: PDFKit.PDFDocument, print: InvoicePrint, lang: Lang) {
  doc.moveDown(1);
  for (const { text, strong } of totalLines(print, lang)) {
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .text(text, MARGIN, doc.y, { width: WIDTH, align: 'right' });
  }
}

/** The invoice as PDF bytes. */
export function renderInvoicePdf(print: InvoicePrint, lang: Lang): Promise<Buffer> {
  const { invoice, vendor, receipt } = print;
  const title = m(lang, 'pdfTitle', { number: receipt.number });
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: `${lang}-CH`,
    info: { Title: title, Author: receipt.vendorName, CreationDate: now() },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawHead(doc, print, lang);
  doc.font('Helvetica-Bold').fontSize(16).text(title, MARGIN, 230, { width: WIDTH });
  const day = (d: Date) => moment.tz(d, vendor.timezone).format('DD.MM.YYYY');
  const start = invoice.booking?.events[0]?.customerStart;
  const dates = [
    m(lang, 'pdfDate', { date: day(invoice.createdAt) }),
    start ? m(lang, 'pdfBooking', { date: day(start), time: moment.tz(start, vendor.timezone).format('HH:mm') }) : null,
  ];
  doc.font('Helvetica').fontSize(10).text(dates.filter(Boolean).join('   ·   '), { width: WIDTH });
  drawLines(doc, print, lang);
  drawTotals(doc, print, lang);

  const qrBill = qrBillData({
    invoiceId: invoice.id,
    balance: invoice.balance,
    iban: vendor.iban,
    creditor: { name: vendor.name, street: vendor.street, zip: vendor.zip, city: vendor.city },
    debtor: invoice.customer
      ? {
          name:
            (invoice.customer.type === 'PROFESSIONAL' && invoice.customer.companyName) ||
            `${invoice.customer.firstname} ${invoice.customer.lastname}`,
          street: invoice.customer.address,
          zip: invoice.customer.zip,
          city: invoice.customer.city,
          country: invoice.customer.country,
        }
      : null,
    message: m(lang, 'qrMessage', { number: receipt.number }),
  });
  const due = formatChf(invoice.balance);
  const closing =
    invoice.balance <= 0 ? m(lang, 'pdfSettled') : m(lang, qrBill ? 'pdfPayWithSlip' : 'pdfPayTo', { due });
  doc.moveDown(1.5).font('Helvetica').fontSize(10).text(closing, MARGIN, doc.y, { width: WIDTH });
  if (qrBill) {
    const language = lang.toUpperCase() as (typeof QR_LANGUAGES)[number];
    new SwissQRBill(qrBill, { language: QR_LANGUAGES.includes(language) ? language : 'FR' }).attachTo(doc);
  }
  doc.end();
  return done;
}
