import { builder } from '../../builder.ts';
import { cashClosing, listCashClosings, tillLocationId } from './cash-closing.service.ts';
import { CashClosingRef, SavedCashClosingPage } from './cash-closing.type.ts';

// Cash closing is an admin screen (spec §2, §6).
builder.queryFields((t) => ({
  tillLocationId: t.int({
    nullable: true,
    authScopes: { staff: true },
    description: "The viewer's till: the location of their workplaces, else the first location.",
    resolve: (_root, _args, ctx) => tillLocationId(ctx),
  }),
  cashClosing: t.field({
    type: CashClosingRef,
    authScopes: { admin: true },
    args: { locationId: t.arg.int({ required: true }), date: t.arg({ type: 'Date', required: true }) },
    resolve: (_root, args, ctx) => cashClosing(ctx, args.locationId, args.date),
  }),
  cashClosings: t.field({
    type: SavedCashClosingPage,
    authScopes: { admin: true },
    args: { locationId: t.arg.int(), page: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, ctx) => listCashClosings(ctx, args),
  }),
}));
