// Money is integer Rappen (spec §1), shown in Swiss francs.
// Made on first use: building a formatter loads its locale's data, a cost the pages without a price skip.
let chf: Intl.NumberFormat | undefined;

/** Integer Rappen to "CHF 45.00" (de-CH style whatever the UI language). */
export function formatCurrency(rappen: number | null | undefined): string {
  if (rappen === null || rappen === undefined || !Number.isFinite(rappen)) return '';
  // Intl may emit a no-break space between code and amount; a plain space reads and tests the same everywhere.
  chf ??= new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' });
  return chf.format(rappen / 100).replace(/\u00a0/g, ' ');
}

let swissNumber: Intl.NumberFormat | undefined;

/** A number the Swiss way, like the amounts: 1’000, 12’500.5 (de-CH grouping whatever the UI language). */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  swissNumber ??= new Intl.NumberFormat('de-CH', { maximumFractionDigits: 2 });
  return swissNumber.format(value);
}
