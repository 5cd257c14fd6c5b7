// Swiss cash rounding: the smallest coin is 5 Rappen, so a cash payment is rounded to the nearest
// 5 Rappen (commercial rounding: .01 and .02 down, .03 and .04 up to .05, .06 and .07 down to .05,
// .08 and .09 up). Card, PostFinance Card and voucher payments are paid to the Rappen. Amounts are
// integer Rappen. The checkout previews it (web), the booking close records it (gateway): one rule.

/** The smallest Swiss coin, in Rappen. */
export const CASH_STEP = 5;

/** Rappen rounded to the nearest 5 Rappen; a refund (negative) rounds like its amount. */
export function roundCash(rappen: number): number {
  const rounded = Math.sign(rappen) * Math.round(Math.abs(rappen) / CASH_STEP) * CASH_STEP;
  return rounded === 0 ? 0 : rounded;
}

/**
 * The Rappen a payment's rounding adds to its amount (-2 to 2): the till takes amount + rounding,
 * the invoice is settled by the amount. Zero for every method but cash.
 */
export function paymentRounding(method: string, rappen: number): number {
  return method === 'CASH' && Number.isInteger(rappen) ? roundCash(rappen) - rappen : 0;
}
