import { builder } from '../../builder.ts';
import { mutationErrors } from '../common/index.ts';
import { VoucherRef, withBalances } from '../vouchers/index.ts';
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
