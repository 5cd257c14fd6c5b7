// Exports cannot carry formulas: any text a stranger typed (a customer's name, a note) that a
// spreadsheet would run is written as text; numbers stay numbers; Excel cells are typed.
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportCsv, reportXlsx } from '../../modules/reports/report.export.ts';
import type { Report } from '../../modules/reports/report.service.ts';
import { csvFile } from '../csv.ts';

/** The cells of one CSV line (quotes undone). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') {
      out.push(cell);
      cell = '';
    } else cell += ch;
  }
  out.push(cell);
  return out;
}

const FORMULA_START = ['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];

describe('CSV files', () => {
  it('never start a text cell with a formula character, whatever the text', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORMULA_START), fc.string({ maxLength: 40 }), (start, rest) => {
        const text = `${start}${rest.replace(/[\r\n]/g, ' ')}`;
        const file = csvFile([
          ['name', 'note'],
          [text, 'x'],
        ]);
        expect(file.startsWith('\uFEFF')).toBe(true);
        const line = file.slice(1).split('\r\n')[1] as string;
        expect(cells(line)[0]).toBe(`'${text}`);
      }),
      { numRuns: 300 },
    );
  });

  it('writes =HYPERLINK as text and negative amounts as numbers', () => {
    const file = csvFile(
      [
        ['customer', 'balance_chf'],
        ['=HYPERLINK("https://evil.example","x")', -12.5],
        ['@SUM(A1:A9)', 3],
      ],
      { money: [1] },
    );
    expect(file).toBe(
      '\uFEFFcustomer;balance_chf\r\n"\'=HYPERLINK(""https://evil.example"",""x"")";-12.50\r\n\'@SUM(A1:A9);3.00\r\n',
    );
  });
});

describe('report files', () => {
  const report = {
    dateFrom: '2027-03-01',
    dateTo: '2027-03-31',
    locationId: null,
    revenue: [],
    revenueTotal: 0,
    invoicedTotal: 0,
    bookingsByStatus: [],
    byEmployee: [],
    byService: [],
    occupancy: null,
    rows: [
      {
        bookingId: 1,
        start: new Date('2027-03-15T08:30:00Z'),
        date: '2027-03-15',
        time: '09:30',
        location: 'Lausanne',
        customer: '=HYPERLINK("https://evil.example","x")',
        services: '+cmd',
        employees: '-2+3',
        status: 'OPEN',
        total: 12_000,
        paid: 2000,
        balance: -1050,
      },
    ],
  } as unknown as Report;

  it('the CSV report escapes the hostile names', () => {
    const line = reportCsv(report, 'en').slice(1).split('\r\n')[1] as string;
    const row = cells(line);
    expect(row.slice(3, 6)).toEqual(['\'=HYPERLINK("https://evil.example","x")', "'+cmd", "'-2+3"]);
    expect(row.slice(7)).toEqual(['120.00', '20.00', '-10.50']);
  });

  it('the Excel report has dates as dates, times as times and amounts as numbers, and no formula', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await reportXlsx(report, 'en')) as unknown as ArrayBuffer);
    const row = workbook.worksheets[0]?.getRow(2);
    expect(row?.getCell(1).value).toEqual(new Date('2027-03-15T00:00:00Z'));
    expect(row?.getCell(1).numFmt).toBe('dd.mm.yyyy');
    // A time of day: Excel's day zero plus 9:30, read back by ExcelJS as that instant.
    expect(row?.getCell(2).value).toEqual(new Date('1899-12-30T09:30:00Z'));
    expect(row?.getCell(2).numFmt).toBe('hh:mm');
    expect(row?.getCell(4).type).toBe(ExcelJS.ValueType.String);
    expect(row?.getCell(4).value).toBe('=HYPERLINK("https://evil.example","x")');
    expect([row?.getCell(8).value, row?.getCell(9).value, row?.getCell(10).value]).toEqual([120, 20, -10.5]);
  });
});
