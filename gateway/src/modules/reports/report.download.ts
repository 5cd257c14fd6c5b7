// File downloads of reports: GET or POST /api/reports/download.csv|.xlsx?date_from=&date_to=&location_id=
// (admins of the vendor, Bearer token).
import type { AppServices } from '../../context.ts';
import { adminFileDownload, readJsonBody } from '../common/index.ts';
import { reportCsv, reportXlsx } from './report.export.ts';
import { buildReport } from './report.service.ts';

export const REPORT_DOWNLOAD_PATH = '/api/reports/download';

export function createReportDownloadHandler(services: AppServices) {
  return adminFileDownload(services, 'report', async (ctx, url, req) => {
    const format = url.pathname.endsWith('.xlsx') ? 'xlsx' : url.pathname.endsWith('.csv') ? 'csv' : null;
    if (!format) return null;
    const body = req.method === 'POST' ? await readJsonBody(req) : {};
    const param = (name: string) => url.searchParams.get(name) ?? (body[name] == null ? null : String(body[name]));
    const dateFrom = param('date_from') ?? '';
    const report = await buildReport(ctx, {
      dateFrom,
      dateTo: param('date_to') ?? dateFrom,
      locationId: param('location_id') ? Number(param('location_id')) : null,
    });
    return {
      name: `report-${report.dateFrom}-${report.dateTo}.${format}`,
      contentType:
        format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: format === 'csv' ? reportCsv(report, ctx.lang) : await reportXlsx(report, ctx.lang),
    };
  });
}
