// The checkout's arithmetic, in integer Rappen like the server's invoice math
// (gateway/src/modules/invoices/invoice.math.ts): the form previews what closing will record.

export type InvoiceStatusName = 'OPEN' | 'PARTIAL' | 'PAID' | 'OVERPAID';

const AMOUNT = /^-?\d+(?:[.,]\d{1,2})?$/;

/** "12.50", "12,5", "-5" to Rappen; NaN for anything else (at most 2 decimals, spec §5 double). */
export function chfToRappen(text: string): number {
  const value = text.trim().replace(/['’\s]/g, '');
  if (!AMOUNT.test(value)) return Number.NaN;
  const [whole, decimals = ''] = value.replace('-', '').split(/[.,]/);
  const rappen = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return value.startsWith('-') ? -rappen : rappen;
}

/** Rappen to the "12.50" an input shows. */
export function rappenToChf(rappen: number): string {
  return (rappen / 100).toFixed(2);
}

/** A line's discount as typed: "5" or "5.50" in CHF, "10%" in percent; empty is none. */
export type ParsedDiscount = { rappen: number } | { percent: number } | null;

export function parseDiscount(text: string): ParsedDiscount | 'invalid' {
  const value = text.trim();
  if (!value) return null;
  if (value.endsWith('%')) {
    const percent = Number(value.slice(0, -1).trim().replace(',', '.'));
    return Number.isFinite(percent) && percent >= 0 && percent <= 100 ? { percent } : 'invalid';
  }
  const rappen = chfToRappen(value);
  return Number.isFinite(rappen) && rappen >= 0 ? { rappen } : 'invalid';
}

const roundRappen = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/** A line's total after its discount, which is at most the subtotal (as the server computes it). */
export function lineTotal(unitPrice: number, quantity: number, discount: ParsedDiscount): number {
  const subtotal = unitPrice * quantity;
  const raw = !discount
    ? 0
    : 'percent' in discount
      ? roundRappen((subtotal * discount.percent) / 100)
      : discount.rappen;
  return subtotal - Math.min(Math.max(0, raw), Math.max(0, subtotal));
}

/** Spec §4 invoice status from what is due and what is paid. */
export function invoiceStatusOf(total: number, paid: number): InvoiceStatusName {
  const balance = total - paid;
  if (balance < 0) return 'OVERPAID';
  if (balance === 0) return 'PAID';
  return paid > 0 ? 'PARTIAL' : 'OPEN';
}

/** Normalised voucher code (8 letters, case and spaces ignored). */
export const voucherKey = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/** Indexes of the payments using a voucher already used by an earlier payment of the same closing (spec §5). */
export function repeatedVouchers(payments: readonly { voucher: boolean; code: string }[]): Set<number> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  payments.forEach((p, i) => {
    if (!p.voucher) return;
    const key = voucherKey(p.code);
    if (!key) return;
    if (seen.has(key)) repeated.add(i);
    seen.add(key);
  });
  return repeated;
}
