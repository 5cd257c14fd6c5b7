import { builder } from '../../builder.ts';
import { mutationErrors } from '../common/errors.type.ts';
import { withBalances } from '../vouchers/voucher.service.ts';
import { VoucherRef } from '../vouchers/voucher.type.ts';
import { convertPoints } from './loyalty.service.ts';

builder.mutationFields((t) => ({
  convertPoints: t.field({
    type: VoucherRef,
    errors: mutationErrors,
    authScopes: { staff: true },
    description: "Turns the whole-CHF value of a customer's points into a loyalty voucher.",
    args: { customerId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => (await withBalances(ctx, [await convertPoints(ctx, args.customerId)]))[0]!,
  }),
}));
