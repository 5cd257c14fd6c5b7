import { builder } from '../../builder.ts';
import { pageType } from '../common/pagination.ts';
import type { VoucherView } from './voucher.service.ts';

export const VoucherKindEnum = builder.enumType('VoucherKind', { values: ['GIFT', 'FIDELITY'] as const });
export const VoucherStatusEnum = builder.enumType('VoucherStatus', {
  values: ['active', 'expired', 'inProgress', 'partiallyUsed', 'used'] as const,
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
    customerId: t.exposeInt('customerId', { nullable: true }),
    used: t.exposeInt('used', { description: 'Rappen spent so far' }),
    balance: t.exposeInt('balance', { description: 'Rappen left' }),
    status: t.expose('status', { type: VoucherStatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const VoucherPage = pageType('Voucher', VoucherRef);
