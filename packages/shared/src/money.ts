// Amounts as the Swiss write them, whatever the language: 9'985.00 (apostrophe between thousands, a
// point before the Rappen). The web app's formatCurrency uses the same Swiss German number format.
let amount: Intl.NumberFormat | undefined;

/** Integer Rappen as "9'985.00" (no currency). */
export function formatAmount(rappen: number): string {
  amount ??= new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return amount.format(rappen / 100).replace(/[\u2019\u00a0]/g, (ch) => (ch === '\u2019' ? "'" : ' '));
}

/** Integer Rappen as "CHF 9'985.00". */
export const formatChf = (rappen: number): string => `CHF ${formatAmount(rappen)}`;
