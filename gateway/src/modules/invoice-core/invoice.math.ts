// Invoice arithmetic in integer Rappen (CHF cents): no floating-point amounts are ever stored.
import type { InvoiceStatus } from '../../generated/prisma/client.ts';

export interface LineAmountsInput {
  unitPrice: number;
  quantity: number;
  /** Rappen off the line. */
  discount?: number | null;
  /** Percent off the line (0..100); wins over discount. */
  discountPercent?: number | null;
}

export interface LineAmounts {
  unitPrice: number;
  quantity: number;
  subtotal: number;
  discount: number;
  total: number;
}

/** Rounds to the nearest Rappen, halves away from zero (so -0.5 and 0.5 round alike). */
export function roundRappen(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** CHF with up to two decimals ("12.50", 12.5) to Rappen; NaN when not a number. */
export function chfToRappen(chf: number | string): number {
  const value = typeof chf === 'string' ? Number(chf.replace(/['’\s]/g, '').replace(',', '.')) : chf;
  // toPrecision drops binary noise first: 12.345 * 100 is 1234.4999999999998.
  return Number.isFinite(value) ? roundRappen(Number((value * 100).toPrecision(12))) : Number.NaN;
}

/** subtotal = unitPrice × quantity; discount (amount or percent, rounded to Rappen) is at most the subtotal. */
export function lineAmounts(line: LineAmountsInput): LineAmounts {
  const unitPrice = roundRappen(line.unitPrice);
  const quantity = Math.max(0, Math.trunc(line.quantity));
  const subtotal = unitPrice * quantity;
  const raw =
    line.discountPercent != null
      ? roundRappen((subtotal * Math.min(100, Math.max(0, line.discountPercent))) / 100)
      : roundRappen(line.discount ?? 0);
  const discount = Math.min(Math.max(0, raw), Math.max(0, subtotal));
  return { unitPrice, quantity, subtotal, discount, total: subtotal - discount };
}

export function invoiceTotal(lines: readonly { total: number }[]): number {
  return lines.reduce((sum, l) => sum + l.total, 0);
}

/** Status from what is due and what was paid: open (nothing paid), partial, paid, overpaid. */
export function invoiceStatus(total: number, paid: number): InvoiceStatus {
  const balance = total - paid;
  if (balance < 0) return 'OVERPAID';
  if (balance === 0) return 'PAID';
  return paid > 0 ? 'PARTIAL' : 'OPEN';
}

export function invoiceState(lines: readonly { total: number }[], payments: readonly { amount: number }[]) {
  const total = invoiceTotal(lines);
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  return { total, paid, balance: total - paid, status: invoiceStatus(total, paid) };
}

/** The VAT included in a total at a rate in basis points (810 = 8.1 %), rounded to the Rappen. */
export function vatIncluded(total: number, rateBasisPoints: number): number {
  if (!rateBasisPoints) return 0;
  return roundRappen((total * rateBasisPoints) / (10_000 + rateBasisPoints));
}

/** Rappen the 5-Rappen rounding of an invoice's cash payments added: the receipt's own line. */
export function cashRoundingOf(payments: readonly { rounding: number }[]): number {
  return payments.reduce((sum, p) => sum + p.rounding, 0);
}

/** Rappen as a Swiss amount in francs: two decimals, thousands apart with an apostrophe ("1'234.50"). */
export function formatChf(rappen: number): string {
  const [francs, cents] = (Math.abs(rappen) / 100).toFixed(2).split('.');
  return `${rappen < 0 ? '-' : ''}${francs!.replace(/\B(?=(\d{3})+$)/g, "'")}.${cents}`;
}
