import { builder } from '../../builder.ts';
import { mutationErrors } from '../common/index.ts';
import { saveCashClosing } from './cash-closing.service.ts';
import { CashClosingRef } from './cash-closing.type.ts';

builder.mutationFields((t) => ({
  saveCashClosing: t.field({
    type: CashClosingRef,
    errors: mutationErrors,
    authScopes: { admin: true },
    description: 'Saves the closing of a location and day once; it is read-only afterwards.',
    args: {
      locationId: t.arg.int({ required: true }),
      date: t.arg({ type: 'Date', required: true }),
      countedCash: t.arg.int({ description: 'Rappen of cash counted in the till' }),
      openingFloat: t.arg.int({ description: 'Rappen in the till when the day opened (default 0)' }),
    },
    resolve: (_root, args, ctx) =>
      saveCashClosing(ctx, args.locationId, args.date, args.countedCash ?? null, args.openingFloat ?? 0),
  }),
}));
