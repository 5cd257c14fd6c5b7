// What an invoice's printed forms show (the receipt in the app, the receipt e-mail, the PDF): the
// vendor's legal information and the VAT included, and the invoice with its lines, payments,
// customer and booking day.
import { type Context, scopedClient } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { m } from './invoice.messages.ts';
import type { Lang } from '../../lib/i18n.ts';
import { cashRoundingOf, formatChf, vatIncluded } from '../invoice-core/index.ts';

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

/** An invoice of the viewer's vendor with what its printed forms show: lines, payments, customer, booking day. */
export async function invoicePrint(ctx: Context, invoiceId: number) {
  const invoice = await ctx.vendorDb().invoice.findUnique({
    where: { id: invoiceId },
    include: {
      lines: { orderBy: { id: 'asc' } },
      payments: { orderBy: { id: 'asc' } },
      customer: { include: { user: { select: { language: true } } } },
      booking: { select: { events: { select: { customerStart: true }, orderBy: { start: 'asc' }, take: 1 } } },
    },
  });
  if (!invoice) throw new NotFoundError(m(ctx.lang, 'notFound'));
  const receipt = await invoiceReceipt(ctx, invoice);
  const vendor = await ctx.vendorDb().vendor.findUniqueOrThrow({ where: { id: invoice.vendorId } });
  return { invoice, receipt, vendor };
}

export type InvoicePrint = Awaited<ReturnType<typeof invoicePrint>>;

/**
 * The lines under an invoice's lines on every printed form: total, cash rounding, paid, still due,
 * VAT included (or the VAT number alone); `strong` for the total and what is due.
 */
export function totalLines({ invoice, receipt }: Pick<InvoicePrint, 'invoice' | 'receipt'>, lang: Lang) {
  const rounding = cashRoundingOf(invoice.payments);
  const paid = invoice.total - invoice.balance + rounding;
  const rate = receipt.vatRate ? (receipt.vatRate / 100).toFixed(1) : '';
  const vatNumber = receipt.vatNumber ?? '-';
  const rows = [
    { text: m(lang, 'receiptTotal', { total: formatChf(invoice.total) }), strong: true },
    rounding !== 0 && { text: m(lang, 'receiptRounding', { amount: formatChf(rounding) }) },
    { text: m(lang, 'receiptPaid', { paid: formatChf(paid) }) },
    invoice.balance > 0 && { text: m(lang, 'receiptDue', { due: formatChf(invoice.balance) }), strong: true },
    receipt.vatAmount != null
      ? { text: m(lang, 'receiptVat', { rate, amount: formatChf(receipt.vatAmount), number: vatNumber }) }
      : receipt.vatNumber && { text: m(lang, 'receiptVatNumber', { number: receipt.vatNumber }) },
  ];
  return rows.filter((row): row is { text: string; strong?: boolean } => Boolean(row));
}
