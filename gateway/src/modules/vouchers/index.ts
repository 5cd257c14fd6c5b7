// The front door of the vouchers module: what the rest of the gateway uses of it.
export { generateCode } from './voucher.rules.ts';
export { lockVoucherUses, withBalances } from './voucher.service.ts';
export { VoucherRef } from './voucher.type.ts';
