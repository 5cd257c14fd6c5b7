import { builder } from '../../builder.ts';
import { pageType } from '../common/index.ts';
import { type VoucherView, voucherBuyerName, voucherUses } from './voucher.service.ts';

export const VoucherKindEnum = builder.enumType('VoucherKind', { values: ['GIFT', 'FIDELITY'] as const });
export const VoucherStatusEnum = builder.enumType('VoucherStatus', {
  values: ['active', 'expired', 'inProgress', 'partiallyUsed', 'used'] as const,
});

const VoucherUseRef = builder
  .objectRef<{
    id: number;
    amount: number;
    createdAt: Date;
    invoiceId: number;
    bookingId: number | null;
    customerId: number | null;
  }>('VoucherUse')
  .implement({
    description: 'A payment made with a voucher.',
    fields: (t) => ({
      id: t.exposeInt('id'),
      amount: t.exposeInt('amount', { description: 'Rappen; negative for a refund onto the voucher' }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      invoiceId: t.exposeInt('invoiceId'),
      bookingId: t.exposeInt('bookingId', { nullable: true }),
      customerId: t.exposeInt('customerId', { nullable: true }),
    }),
  });

export const VoucherRef = builder.objectRef<VoucherView>('Voucher').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.expose('kind', { type: VoucherKindEnum }),
    uuid: t.exposeString('code', { description: 'The 8-letter code (spec: uuid).' }),
    code: t.exposeString('code'),
    faceValue: t.exposeInt('faceValue', { description: 'Rappen' }),
    validFrom: t.expose('validFrom', { type: 'Date' }),
    validUntil: t.expose('validUntil', { type: 'Date' }),
    customerId: t.exposeInt('customerId', {
      nullable: true,
      description: 'Gift card: the buyer; loyalty voucher: the customer who earned it.',
    }),
    recipientName: t.exposeString('recipientName', { nullable: true }),
    saleInvoiceId: t.exposeInt('saleInvoiceId', { nullable: true, description: 'The paid invoice of the sale.' }),
    buyerName: t.string({
      nullable: true,
      authScopes: { staff: true },
      resolve: (v, _args, ctx) => voucherBuyerName(ctx, v.customerId),
    }),
    used: t.exposeInt('used', { description: 'Rappen spent so far' }),
    balance: t.exposeInt('balance', { description: 'Rappen left' }),
    status: t.expose('status', { type: VoucherStatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    uses: t.field({
      type: [VoucherUseRef],
      description: 'Staff: the payments made with this voucher, oldest first.',
      authScopes: { staff: true },
      resolve: (v, _args, ctx) => voucherUses(ctx, v.id),
    }),
  }),
});

export const VoucherPage = pageType('Voucher', VoucherRef);
