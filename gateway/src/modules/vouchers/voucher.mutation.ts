import { builder } from '../../builder.ts';
import { DeleteResult, mutationErrors } from '../common/index.ts';
import { PaymentMethodEnum } from '../invoice-core/index.ts';
import { createVoucher, deleteVoucher, updateVoucher, withBalances } from './voucher.service.ts';
import { emailVoucher, sellGiftVoucher } from './voucher.sale.ts';
import { VoucherRef } from './voucher.type.ts';

const VoucherInputRef = builder.inputType('VoucherInput', {
  fields: (t) => ({
    code: t.string({ description: '8 letters; generated when empty' }),
    faceValue: t.int({ description: 'Rappen' }),
    validFrom: t.field({ type: 'Date' }),
    validUntil: t.field({ type: 'Date' }),
    customerId: t.int(),
  }),
});

const SellVoucherInputRef = builder.inputType('SellVoucherInput', {
  fields: (t) => ({
    code: t.string({ description: '8 letters; generated when empty' }),
    faceValue: t.int({ required: true, description: 'Rappen' }),
    validFrom: t.field({ type: 'Date', required: true }),
    validUntil: t.field({ type: 'Date', required: true }),
    customerId: t.int({ required: true, description: 'The buyer' }),
    recipientName: t.string({ description: 'The person the card is offered to' }),
    method: t.field({ type: PaymentMethodEnum, required: true, description: 'CASH, CARD or POSTCARD' }),
    locationId: t.int({ required: true, description: 'The till where the money is taken' }),
  }),
});

builder.mutationFields((t) => ({
  sellGiftVoucher: t.field({
    type: VoucherRef,
    errors: mutationErrors,
    authScopes: { staff: true },
    description: 'Sells a gift card: the card, its paid sale invoice and the payment at the till, at once.',
    args: { input: t.arg({ type: SellVoucherInputRef, required: true }) },
    resolve: (_root, { input }, ctx) => sellGiftVoucher(ctx, input),
  }),
  emailVoucher: t.string({
    errors: { ...mutationErrors, directResult: false },
    authScopes: { staff: true },
    description: "E-mails a gift card (to the buyer's address when none is given); returns the address.",
    args: { id: t.arg.int({ required: true }), to: t.arg.string() },
    resolve: (_root, { id, to }, ctx) => emailVoucher(ctx, id, to),
  }),
  createVoucher: t.field({
    type: VoucherRef,
    errors: mutationErrors,
    authScopes: { staff: true },
    args: { input: t.arg({ type: VoucherInputRef, required: true }) },
    resolve: async (_root, { input }, ctx) => (await withBalances(ctx, [await createVoucher(ctx, input)]))[0]!,
  }),
  updateVoucher: t.field({
    type: VoucherRef,
    errors: mutationErrors,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: VoucherInputRef, required: true }) },
    resolve: async (_root, { id, input }, ctx) => (await withBalances(ctx, [await updateVoucher(ctx, id, input)]))[0]!,
  }),
  deleteVoucher: t.field({
    type: DeleteResult,
    errors: mutationErrors,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteVoucher(ctx, id),
  }),
}));
