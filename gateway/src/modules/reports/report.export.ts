// CSV and Excel files of a report: the bookings of the period with a totals row, and (Excel) a
// summary sheet. CSV uses ';' and a UTF-8 BOM so that Swiss Excel opens it as columns.
import ExcelJS from 'exceljs';
import { csvFile } from '../../lib/csv.ts';
import type { Lang } from '../../lib/i18n.ts';
import { m } from './report.messages.ts';
import type { Report } from './report.service.ts';
import { nowMs } from '../../lib/clock.ts';

const chf = (rappen: number) => rappen / 100;
/** "YYYY-MM-DD" as a date cell (UTC midnight is the day itself for Excel). */
const excelDate = (day: string) => new Date(`${day}T00:00:00Z`);
/** "HH:mm" as a time cell: the fraction of a day. */
const excelTime = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return (h * 60 + m) / 1440;
};

function bookingTable(report: Report, lang: Lang) {
  const header = [
    'date',
    'time',
    'location',
    'customer',
    'services',
    'employee',
    'status',
    'total',
    'paid',
    'balance',
  ] as const;
  const rows = report.rows.map((r) => [
    r.date,
    r.time,
    r.location,
    r.customer,
    r.services,
    r.employees,
    m(lang, r.status),
    chf(r.total),
    chf(r.paid),
    chf(r.balance),
  ]);
  const sum = (key: 'total' | 'paid' | 'balance') => chf(report.rows.reduce((s, r) => s + r[key], 0));
  const totals = [m(lang, 'totals'), '', '', '', '', '', '', sum('total'), sum('paid'), sum('balance')];
  return { header: header.map((h) => m(lang, h)), rows, totals };
}

export function reportCsv(report: Report, lang: Lang): string {
  const { header, rows, totals } = bookingTable(report, lang);
  // The report's numbers are all amounts in CHF.
  return csvFile([header, ...rows, totals], { money: 'all' });
}

export async function reportXlsx(report: Report, lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(nowMs());
  const money = '#,##0.00';
  const sheet = workbook.addWorksheet(m(lang, 'sheetBookings'));
  const { header, rows, totals } = bookingTable(report, lang);
  sheet.addRow(header).font = { bold: true };
  // Typed cells: the day as a date, the time as a time of day, amounts as numbers.
  for (const [date, time, ...rest] of rows) sheet.addRow([excelDate(String(date)), excelTime(String(time)), ...rest]);
  const totalRow = sheet.addRow(totals);
  totalRow.font = { bold: true };
  sheet.getColumn(1).numFmt = 'dd.mm.yyyy';
  sheet.getColumn(2).numFmt = 'hh:mm';
  for (const col of [8, 9, 10]) sheet.getColumn(col).numFmt = money;
  sheet.columns.forEach((c, i) => {
    c.width = [12, 8, 18, 24, 32, 24, 14, 12, 12, 12][i];
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const summary = workbook.addWorksheet(m(lang, 'sheetSummary'));
  summary.addRow([`${report.dateFrom} – ${report.dateTo}`]).font = { bold: true };
  summary.addRow([]);
  summary.addRow([m(lang, 'method'), m(lang, 'amount')]).font = { bold: true };
  for (const r of report.revenue) summary.addRow([m(lang, r.method), chf(r.amount)]);
  summary.addRow([m(lang, 'revenue'), chf(report.revenueTotal)]).font = { bold: true };
  summary.addRow([]);
  summary.addRow([m(lang, 'status'), m(lang, 'count')]).font = { bold: true };
  for (const s of report.bookingsByStatus) summary.addRow([m(lang, s.status), s.count]);
  summary.addRow([]);
  summary.addRow([m(lang, 'employee'), m(lang, 'bookings'), m(lang, 'amount'), m(lang, 'occupancy')]).font = {
    bold: true,
  };
  for (const e of report.byEmployee) summary.addRow([e.name, e.bookings, chf(e.revenue), e.occupancy ?? '']);
  summary.addRow([]);
  summary.addRow([m(lang, 'service'), m(lang, 'count'), m(lang, 'amount')]).font = { bold: true };
  for (const s of report.byService) summary.addRow([s.name, s.count, chf(s.revenue)]);
  summary.getColumn(1).width = 28;
  summary.getColumn(2).numFmt = money;
  summary.getColumn(3).numFmt = money;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
