// An invoice's receipt: its lines and payments as the customer gets them, as text and by e-mail.
import { formatAmount as chf } from '@salon/shared';
import moment from 'moment-timezone';
import { type Context, scopedClient } from '../../context.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import { m } from './invoice.messages.ts';
import { vatIncluded } from './invoice.math.ts';
import { queueEmail } from '../notifications/mailer.ts';

export interface Receipt {
  number: string;
  vendorName: string;
  street: string | null;
  zipCity: string | null;
  email: string;
  phone: string | null;
  website: string | null;
  vatNumber: string | null;
  /** Basis points (810 = 8.1 %). */
  vatRate: number | null;
  /** Rappen of VAT included in the total, when the vendor has a VAT rate. */
  vatAmount: number | null;
}

/** The legal block of a printed receipt: the vendor's legal information and the VAT included. */
export async function invoiceReceipt(ctx: Context, invoice: { id: number; vendorId: number; total: number }) {
  // The invoice was read through an access check; its vendor's legal information goes with it.
  const vendor = await ctx.prisma.vendor.findUniqueOrThrow({ where: { id: invoice.vendorId } });
  const rate = vendor.vatRate ?? null;
  return {
    number: String(invoice.id).padStart(6, '0'),
    vendorName: vendor.name,
    street: vendor.street,
    zipCity: [vendor.zip, vendor.city].filter(Boolean).join(' ') || null,
    email: vendor.email,
    phone: vendor.phone,
    website: vendor.website,
    vatNumber: vendor.vatNumber,
    vatRate: rate,
    vatAmount: rate ? vatIncluded(invoice.total, rate) : null,
  } satisfies Receipt;
}

/** The code of the gift card an (access-checked) invoice sold, if it is a gift card sale. */
export async function soldVoucherCode(ctx: Context, invoice: { id: number; vendorId: number }) {
  const voucher = await scopedClient(ctx.prisma, invoice.vendorId).voucher.findFirst({
    where: { saleInvoiceId: invoice.id },
    select: { code: true },
  });
  return voucher?.code ?? null;
}

/** The receipt as plain text (the e-mailed copy of the printed one). */
export async function receiptText(ctx: Context, invoiceId: number) {
  const invoice = await ctx.vendorDb().invoice.findUnique({
    where: { id: invoiceId },
    include: { lines: { orderBy: { id: 'asc' } }, payments: { orderBy: { id: 'asc' } }, customer: true },
  });
  if (!invoice) throw new NotFoundError(m(ctx.lang, 'notFound'));
  const receipt = await invoiceReceipt(ctx, invoice);
  const vendor = await ctx.vendorDb().vendor.findUniqueOrThrow({ where: { id: invoice.vendorId } });
  const paid = invoice.total - invoice.balance;
  const rate = receipt.vatRate ? (receipt.vatRate / 100).toFixed(1) : '';
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
    ...invoice.lines.map((l) => `${l.quantity} × ${l.description}  CHF ${chf(l.total)}`),
    m(ctx.lang, 'receiptTotal', { total: chf(invoice.total) }),
    m(ctx.lang, 'receiptPaid', { paid: chf(paid) }),
    invoice.balance > 0 ? m(ctx.lang, 'receiptDue', { due: chf(invoice.balance) }) : null,
    receipt.vatAmount != null
      ? m(ctx.lang, 'receiptVat', { rate, amount: chf(receipt.vatAmount), number: receipt.vatNumber ?? '—' })
      : receipt.vatNumber
        ? m(ctx.lang, 'receiptVatNumber', { number: receipt.vatNumber })
        : null,
  ];
  return { invoice, receipt, vendor, body: text.filter((l): l is string => l != null).join('\n') };
}

/** E-mails the receipt of an invoice (to its customer's address when none is given); returns the address. */
export async function emailInvoice(ctx: Context, invoiceId: number, to?: string | null) {
  const { invoice, receipt, vendor, body } = await receiptText(ctx, invoiceId);
  const address = to?.trim() || invoice.customer?.email || '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
    throw new ValidationError(t(ctx.lang, 'form.errors'), { to: { email: m(ctx.lang, 'emailNeeded') } });
  }
  await queueEmail(ctx.vendorDb(), {
    vendorId: vendor.id,
    to: address,
    subject: m(ctx.lang, 'receiptSubject', { number: receipt.number, vendor: vendor.publicName }),
    body,
  });
  return address;
}
