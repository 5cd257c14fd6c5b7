import { builder } from '../../builder.ts';
import { mutationErrors } from '../common/index.ts';
import { closeBooking, updateInvoiceLines } from './invoice.service.ts';
import { emailInvoice } from './invoice.receipt.ts';
import { PaymentMethodEnum } from '../invoice-core/index.ts';
import { CloseStatusEnum } from './invoice.type.ts';

const InvoiceLineInputRef = builder.inputType('InvoiceLineInput', {
  fields: (t) => ({
    serviceId: t.int(),
    description: t.string(),
    unitPrice: t.int({ required: true, description: 'Rappen' }),
    quantity: t.int({ required: true }),
    discount: t.int({ description: 'Rappen off the line' }),
    discountPercent: t.float({ description: 'Percent off the line, rounded to the Rappen; wins over discount' }),
  }),
});

const InvoiceInputRef = builder.inputType('InvoiceInput', {
  fields: (t) => ({ lines: t.field({ type: [InvoiceLineInputRef], required: true }) }),
});

const PaymentInputRef = builder.inputType('PaymentInput', {
  fields: (t) => ({
    method: t.field({ type: PaymentMethodEnum, required: true }),
    amount: t.int({ required: true, description: 'Rappen; negative needs confirmNegative' }),
    voucherCode: t.string(),
  }),
});

const ActualDurationInputRef = builder.inputType('ActualDurationInput', {
  fields: (t) => ({
    serviceId: t.int({ required: true }),
    minutes: t.int({ required: true, description: 'What the service actually took (5 to 720)' }),
  }),
});

const CloseBookingInputRef = builder.inputType('CloseBookingInput', {
  fields: (t) => ({
    status: t.field({ type: CloseStatusEnum, required: true }),
    payments: t.field({ type: [PaymentInputRef] }),
    confirmNegative: t.boolean(),
    durations: t.field({
      type: [ActualDurationInputRef],
      description: "Executed: each service's actual duration; a service left out keeps the one known.",
    }),
  }),
});

builder.mutationFields((t) => ({
  emailInvoice: t.string({
    errors: { ...mutationErrors, directResult: false },
    authScopes: { staff: true },
    description:
      "E-mails the receipt of an invoice (to its customer's address when none is given); returns the address.",
    args: { id: t.arg.int({ required: true }), to: t.arg.string() },
    resolve: (_root, { id, to }, ctx) => emailInvoice(ctx, id, to),
  }),
  updateInvoice: t.prismaField({
    type: 'Invoice',
    errors: mutationErrors,
    authScopes: { staff: true },
    description: 'Replaces the lines (prices, quantities, discounts) while the booking is open.',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: InvoiceInputRef, required: true }) },
    resolve: (_query, _root, { id, input }, ctx) => updateInvoiceLines(ctx, id, input.lines),
  }),
  closeBooking: t.prismaField({
    type: 'Booking',
    errors: mutationErrors,
    authScopes: { staff: true },
    description: 'Closes an open booking as executed or no-show with its payments, in one transaction.',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: CloseBookingInputRef, required: true }) },
    resolve: (_query, _root, { id, input }, ctx) => closeBooking(ctx, id, input),
  }),
}));
