// CSV files for Swiss Excel: `;` between cells, CRLF lines and a UTF-8 BOM, so that Excel opens
// them as columns with accents intact. Written by csv-stringify with `escape_formulas`: a text that
// would start a formula (=, +, -, @, a tab or a return, and their full-width forms) gets a leading
// apostrophe, so a name typed by a stranger cannot run as a formula in the spreadsheet of whoever
// opens the file. Numbers are never escaped: pass amounts as numbers, not as text.
import { stringify } from 'csv-stringify/sync';

export type CsvValue = string | number | null | undefined;

export interface CsvOptions {
  /** Columns (0-based) of amounts, written with two decimals; 'all' for every number. */
  money?: number[] | 'all';
}

export function csvFile(rows: CsvValue[][], options: CsvOptions = {}): string {
  const money = options.money;
  return stringify(rows, {
    delimiter: ';',
    record_delimiter: 'windows',
    bom: true,
    escape_formulas: true,
    cast: {
      number: (value, context) =>
        money === 'all' || (money && typeof context.index === 'number' && money.includes(context.index))
          ? value.toFixed(2)
          : String(value),
    },
  });
}
