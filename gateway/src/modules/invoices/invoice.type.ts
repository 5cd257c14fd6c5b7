import { builder } from '../../builder.ts';
import { pageType } from '../common/index.ts';
import { cashRoundingOf, PaymentMethodEnum } from '../invoice-core/index.ts';
import { invoiceReceipt, type Receipt, soldVoucherCode } from './invoice.print.ts';

const ReceiptRef = builder.objectRef<Receipt>('Receipt').implement({
  description: "What a printed receipt shows besides the lines: the vendor's legal information and the VAT.",
  fields: (t) => ({
    number: t.exposeString('number'),
    vendorName: t.exposeString('vendorName'),
    street: t.exposeString('street', { nullable: true }),
    zipCity: t.exposeString('zipCity', { nullable: true }),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { nullable: true }),
    website: t.exposeString('website', { nullable: true }),
    vatNumber: t.exposeString('vatNumber', { nullable: true }),
    vatRate: t.exposeInt('vatRate', { nullable: true, description: 'Basis points (810 = 8.1 %)' }),
    vatAmount: t.exposeInt('vatAmount', { nullable: true, description: 'Rappen of VAT included in the total' }),
  }),
});

export const InvoiceStatusEnum = builder.enumType('InvoiceStatus', {
  values: ['OPEN', 'PARTIAL', 'PAID', 'OVERPAID'] as const,
});

builder.prismaObject('InvoiceLine', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    serviceId: t.exposeInt('serviceId', { nullable: true }),
    description: t.exposeString('description'),
    unitPrice: t.exposeInt('unitPrice', { description: 'Rappen' }),
    quantity: t.exposeInt('quantity'),
    discount: t.exposeInt('discount', { description: 'Rappen' }),
    subtotal: t.exposeInt('subtotal', { description: 'Rappen' }),
    total: t.exposeInt('total', { description: 'Rappen' }),
  }),
});

export const PaymentRef = builder.prismaObject('Payment', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    invoiceId: t.exposeInt('invoiceId'),
    method: t.expose('method', { type: PaymentMethodEnum }),
    amount: t.exposeInt('amount', { description: 'Rappen settled on the invoice; negative for a refund' }),
    rounding: t.exposeInt('rounding', {
      description: 'Cash only: Rappen the 5-Rappen rounding added (-2 to 2); the till took amount + rounding',
    }),
    voucherId: t.exposeInt('voucherId', { nullable: true }),
    voucherCode: t.string({
      nullable: true,
      select: { voucher: { select: { code: true } } },
      resolve: (p) => p.voucher?.code ?? null,
    }),
    cashClosingId: t.exposeInt('cashClosingId', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const InvoiceRef = builder.prismaObject('Invoice', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    bookingId: t.exposeInt('bookingId', { nullable: true }),
    customerId: t.exposeInt('customerId', { nullable: true }),
    status: t.expose('status', { type: InvoiceStatusEnum }),
    total: t.exposeInt('total', { description: 'Rappen' }),
    balance: t.exposeInt('balance', { description: 'Rappen still due; negative when overpaid' }),
    amount: t.int({ description: 'Rappen paid', resolve: (i) => i.total - i.balance }),
    cashRounding: t.int({
      description: "Rappen the 5-Rappen rounding of its cash payments added (the receipt's own line)",
      select: { payments: { select: { rounding: true } } },
      resolve: (i) => cashRoundingOf(i.payments),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lines: t.relation('lines', { query: { orderBy: { id: 'asc' } } }),
    payments: t.relation('payments', { query: { orderBy: { id: 'asc' } } }),
    receipt: t.field({ type: ReceiptRef, resolve: (invoice, _args, ctx) => invoiceReceipt(ctx, invoice) }),
    voucherSoldCode: t.string({
      nullable: true,
      description: 'The code of the gift card this invoice sold, when it is a gift card sale.',
      resolve: (invoice, _args, ctx) => soldVoucherCode(ctx, invoice),
    }),
  }),
});

export const InvoicePage = pageType('Invoice', InvoiceRef);

// A booking shows its invoice to whoever may read the booking.
builder.prismaObjectField('Booking', 'invoice', (t) => t.relation('invoice', { nullable: true }));

export const CloseStatusEnum = builder.enumType('CloseStatus', { values: ['EXECUTED', 'NO_SHOW'] as const });
