// An invoice's receipt as the customer gets it by e-mail: its lines and payments as text, the invoice as PDF.
import moment from 'moment-timezone';
import type { Context } from '../../context.ts';
import { ValidationError } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import { m } from './invoice.messages.ts';
import { formatChf } from '../invoice-core/index.ts';
import { invoicePdf } from './invoice.pdf.ts';
import { invoicePrint, totalLines } from './invoice.print.ts';
import { queueEmail } from '../notifications/index.ts';

/** The receipt as plain text (the e-mailed copy of the printed one). */
export async function receiptText(ctx: Context, invoiceId: number) {
  const print = await invoicePrint(ctx, invoiceId);
  const { invoice, receipt, vendor } = print;
  const text = [
    receipt.vendorName,
    receipt.street,
    receipt.zipCity,
    [receipt.phone, receipt.email].filter(Boolean).join(' · '),
    '',
    m(ctx.lang, 'receiptTitle', {
      number: receipt.number,
      date: moment.tz(invoice.createdAt, vendor.timezone).format('DD.MM.YYYY'),
    }),
    ...invoice.lines.map((l) => `${l.quantity} × ${l.description}  CHF ${formatChf(l.total)}`),
    ...totalLines(print, ctx.lang).map((row) => row.text),
  ];
  return { ...print, body: text.filter((l): l is string => l != null).join('\n') };
}

/**
 * E-mails the receipt of an invoice (to its customer's address when none is given), with the
 * invoice as PDF (and its QR-bill while a balance is open); returns the address.
 */
export async function emailInvoice(ctx: Context, invoiceId: number, to?: string | null) {
  const print = await receiptText(ctx, invoiceId);
  const { invoice, receipt, vendor, body } = print;
  const address = to?.trim() || invoice.customer?.email || '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
    throw new ValidationError(t(ctx.lang, 'form.errors'), { to: { email: m(ctx.lang, 'emailNeeded') } });
  }
  const pdf = await invoicePdf(print);
  await queueEmail(ctx.vendorDb(), {
    vendorId: vendor.id,
    to: address,
    subject: m(ctx.lang, 'receiptSubject', { number: receipt.number, vendor: vendor.publicName }),
    body,
    attachments: [{ filename: pdf.name, contentType: 'application/pdf', content: pdf.body.toString('base64') }],
  });
  return address;
}
