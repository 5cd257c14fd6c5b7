import { builder } from '../../builder.ts';
import { pageType } from '../common/index.ts';
import { PaymentMethodEnum } from '../invoice-core/index.ts';
import { PaymentRef } from '../invoices/index.ts';
import type { CashClosingView } from './cash-closing.service.ts';

const VoucherUseRef = builder
  .objectRef<{ voucherId: number; code: string; amount: number }>('CashClosingVoucher')
  .implement({
    fields: (t) => ({
      voucherId: t.exposeInt('voucherId'),
      code: t.exposeString('code'),
      amount: t.exposeInt('amount', { description: 'Rappen' }),
    }),
  });

export const CashClosingRef = builder.objectRef<CashClosingView>('CashClosing').implement({
  description: 'A saved (read-only) closing, or the preview of an unsaved one (saved false, id null).',
  fields: (t) => ({
    id: t.exposeInt('id', { nullable: true }),
    saved: t.exposeBoolean('saved'),
    locationId: t.exposeInt('locationId'),
    date: t.exposeString('date'),
    cashTotal: t.exposeInt('cashTotal', { description: 'Cash settled on invoices' }),
    cashRounding: t.exposeInt('cashRounding', {
      description: 'What the 5-Rappen rounding of cash payments added to the till (negative when it took off)',
    }),
    cardTotal: t.exposeInt('cardTotal'),
    postcardTotal: t.exposeInt('postcardTotal'),
    voucherTotal: t.exposeInt('voucherTotal', { description: 'Gift cards spent: not takings' }),
    voucherSalesTotal: t.exposeInt('voucherSalesTotal', {
      description: 'Gift cards sold (inside the cash, card and PostFinance totals)',
    }),
    total: t.exposeInt('total', { description: 'Takings: cash with its rounding + card + PostFinance' }),
    openingFloat: t.exposeInt('openingFloat', { description: 'Rappen in the till when the day opened' }),
    expectedCash: t.int({
      description: 'Rappen of cash that should be in the till: the float plus the cash taken, rounding included',
      resolve: (c) => c.openingFloat + c.cashTotal + c.cashRounding,
    }),
    negativeMethods: t.field({ type: [PaymentMethodEnum], resolve: (c) => c.negativeMethods }),
    hasNegative: t.boolean({ resolve: (c) => c.negativeMethods.length > 0 || c.total < 0 }),
    vouchersUsed: t.field({ type: [VoucherUseRef], resolve: (c) => c.vouchersUsed }),
    payments: t.field({ type: [PaymentRef], resolve: (c) => c.payments }),
    countedCash: t.exposeInt('countedCash', { nullable: true, description: 'Rappen counted in the till' }),
    cashDifference: t.int({
      nullable: true,
      description: 'Rappen counted minus the cash expected (negative when cash is missing)',
      resolve: (c) => (c.countedCash == null ? null : c.countedCash - c.openingFloat - c.cashTotal - c.cashRounding),
    }),
    closedByUserId: t.exposeInt('closedByUserId', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime', nullable: true }),
  }),
});

export const SavedCashClosingRef = builder.prismaObject('CashClosing', {
  name: 'SavedCashClosing',
  fields: (t) => ({
    id: t.exposeInt('id'),
    locationId: t.exposeInt('locationId'),
    date: t.expose('date', { type: 'Date' }),
    cashTotal: t.exposeInt('cashTotal'),
    cashRounding: t.exposeInt('cashRounding'),
    cardTotal: t.exposeInt('cardTotal'),
    postcardTotal: t.exposeInt('postcardTotal'),
    voucherTotal: t.exposeInt('voucherTotal'),
    openingFloat: t.exposeInt('openingFloat'),
    countedCash: t.exposeInt('countedCash', { nullable: true }),
    closedByUserId: t.exposeInt('closedByUserId', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const SavedCashClosingPage = pageType('SavedCashClosing', SavedCashClosingRef);
