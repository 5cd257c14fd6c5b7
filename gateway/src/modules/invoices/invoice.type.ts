import { builder } from '../../builder.ts';
import { pageType } from '../common/pagination.ts';

export const InvoiceStatusEnum = builder.enumType('InvoiceStatus', {
  values: ['OPEN', 'PARTIAL', 'PAID', 'OVERPAID'] as const,
});
export const PaymentMethodEnum = builder.enumType('PaymentMethod', {
  values: ['CASH', 'CARD', 'POSTCARD', 'VOUCHER'] as const,
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
    amount: t.exposeInt('amount', { description: 'Rappen; negative for a refund' }),
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
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lines: t.relation('lines', { query: { orderBy: { id: 'asc' } } }),
    payments: t.relation('payments', { query: { orderBy: { id: 'asc' } } }),
  }),
});

export const InvoicePage = pageType('Invoice', InvoiceRef);

// A booking shows its invoice to whoever may read the booking.
builder.prismaObjectField('Booking', 'invoice', (t) => t.relation('invoice', { nullable: true }));

export const CloseStatusEnum = builder.enumType('CloseStatus', { values: ['EXECUTED', 'NO_SHOW'] as const });
