import { builder } from '../../builder.ts';
import { mutationErrors } from '../common/errors.type.ts';
import { DeleteResult } from '../common/results.ts';
import { createVoucher, deleteVoucher, updateVoucher, withBalances } from './voucher.service.ts';
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

builder.mutationFields((t) => ({
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
