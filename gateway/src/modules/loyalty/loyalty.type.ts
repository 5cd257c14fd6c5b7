import { builder } from '../../builder.ts';
import type { PointsStats } from './loyalty.service.ts';

export const PointsStatsRef = builder.objectRef<PointsStats>('PointsStats').implement({
  fields: (t) => ({
    customerId: t.exposeInt('customerId'),
    points: t.exposeInt('points'),
    pointsValue: t.exposeInt('pointsValue', { description: 'Rappen the points are worth' }),
    pointsPerChfConversion: t.exposeInt('pointsPerChfConversion'),
    paidVisits: t.exposeInt('paidVisits'),
    numberOfVisitForVoucher: t.exposeInt('numberOfVisitForVoucher'),
    visitsUntilVoucher: t.exposeInt('visitsUntilVoucher', { nullable: true }),
    loyaltyVoucherValue: t.exposeInt('loyaltyVoucherValue'),
    fidelityVouchers: t.exposeInt('fidelityVouchers'),
    fidelityBalance: t.exposeInt('fidelityBalance'),
  }),
});
