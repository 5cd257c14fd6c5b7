import { builder } from '../../builder.ts';
import { CustomerRef, customerStats, CustomerStatsRef, readableCustomer } from '../customers/index.ts';
import { pointsStats } from './loyalty.service.ts';
import { PointsStatsRef } from './loyalty.type.ts';

/** The customer's card (spec §7 cards/{id}): identity, visits and loyalty at a glance. */
const CustomerCardRef = builder.objectRef<{ customerId: number }>('CustomerCard').implement({
  fields: (t) => ({
    customer: t.field({ type: CustomerRef, resolve: (card, _args, ctx) => readableCustomer(ctx, card.customerId) }),
    stats: t.field({ type: CustomerStatsRef, resolve: (card, _args, ctx) => customerStats(ctx, card.customerId) }),
    points: t.field({ type: PointsStatsRef, resolve: (card, _args, ctx) => pointsStats(ctx, card.customerId) }),
  }),
});

builder.queryFields((t) => ({
  pointsStats: t.field({
    type: PointsStatsRef,
    authScopes: { loggedIn: true },
    description: 'Loyalty points and visits of a customer: staff of the vendor, or the customer themself.',
    args: { customerId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => pointsStats(ctx, args.customerId),
  }),
  customerCard: t.field({
    type: CustomerCardRef,
    nullable: true,
    authScopes: { loggedIn: true },
    args: { customerId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const customer = await readableCustomer(ctx, args.customerId).catch(() => null);
      return customer ? { customerId: customer.id } : null;
    },
  }),
}));
