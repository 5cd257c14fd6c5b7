import { builder } from '../../builder.ts';
import { VerifyDeleteResult } from '../common/index.ts';
import {
  fidelityVouchersWithBalance,
  getVoucher,
  listVouchers,
  verifyDeleteVoucher,
  voucherByCode,
} from './voucher.service.ts';
import { VoucherKindEnum, VoucherPage, VoucherRef } from './voucher.type.ts';

builder.queryFields((t) => ({
  vouchers: t.field({
    type: VoucherPage,
    authScopes: { staff: true },
    description: 'Gift vouchers (or loyalty ones with kind FIDELITY), newest first; search by code or last name.',
    args: {
      page: t.arg.int(),
      limit: t.arg.int(),
      search: t.arg.string(),
      kind: t.arg({ type: VoucherKindEnum }),
      customerId: t.arg.int(),
    },
    resolve: (_root, args, ctx) => listVouchers(ctx, args),
  }),
  voucher: t.field({
    type: VoucherRef,
    nullable: true,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => getVoucher(ctx, id),
  }),
  voucherByCode: t.field({
    type: VoucherRef,
    nullable: true,
    authScopes: { staff: true },
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, { code }, ctx) => voucherByCode(ctx, code),
  }),
  verifyDeleteVoucher: t.field({
    type: VerifyDeleteResult,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => verifyDeleteVoucher(ctx, id),
  }),
  fidelityVouchers: t.field({
    type: VoucherPage,
    authScopes: { loggedIn: true },
    description: 'Loyalty vouchers of a customer that still have a balance, 5 per page.',
    args: { customerId: t.arg.int({ required: true }), page: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, ctx) => fidelityVouchersWithBalance(ctx, args),
  }),
}));
