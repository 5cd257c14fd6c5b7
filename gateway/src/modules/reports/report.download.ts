// File downloads of reports as a plain HTTP route (JSON envelopes cannot carry files):
// GET or POST /api/reports/download.csv|.xlsx?date_from=&date_to=&location_id=, authorized by
// the same Bearer token as the API (admins of the vendor).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AppServices, createContext } from '../../context.ts';
import { DomainError } from '../../lib/errors.ts';
import { Role } from '../../lib/roles.ts';
import { reportCsv, reportXlsx } from './report.export.ts';
import { buildReport } from './report.service.ts';

export const REPORT_DOWNLOAD_PATH = '/api/reports/download';

const statusByCode: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION: 422,
};

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    return (body.data && typeof body.data === 'object' ? body.data : body) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export function createReportDownloadHandler(services: AppServices) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const fail = (status: number, message: string, errors: unknown = {}) =>
      res
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ data: { message, errors } }));
    try {
      const url = new URL(req.url ?? '/', 'http://local');
      const format = url.pathname.endsWith('.xlsx') ? 'xlsx' : url.pathname.endsWith('.csv') ? 'csv' : null;
      if (!format) return fail(404, `No route for ${url.pathname}`);
      const body = req.method === 'POST' ? await readJson(req) : {};
      const param = (name: string) => url.searchParams.get(name) ?? (body[name] == null ? null : String(body[name]));
      const ctx = await createContext(services, req.headers.authorization, req.headers['accept-language']);
      if (!ctx.viewer) return fail(401, 'Sign-in required');
      if (ctx.viewer.role < Role.admin || ctx.viewer.vendorId == null) return fail(403, 'Access denied');
      const dateFrom = param('date_from') ?? '';
      const report = await buildReport(ctx, {
        dateFrom,
        dateTo: param('date_to') ?? dateFrom,
        locationId: param('location_id') ? Number(param('location_id')) : null,
      });
      const name = `report-${report.dateFrom}-${report.dateTo}.${format}`;
      const file =
        format === 'csv' ? Buffer.from(reportCsv(report, ctx.lang), 'utf8') : await reportXlsx(report, ctx.lang);
      res
        .writeHead(200, {
          'content-type':
            format === 'csv'
              ? 'text/csv; charset=utf-8'
              : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename="${name}"`,
          'content-length': file.length,
          ...(ctx.refreshedToken ? { 'x-refreshed-token': ctx.refreshedToken } : {}),
        })
        .end(file);
    } catch (error) {
      if (error instanceof DomainError) {
        return fail(statusByCode[error.code] ?? 400, error.message, (error as { errors?: unknown }).errors ?? {});
      }
      services.log.error({ err: error }, 'report download failed');
      return fail(500, 'Unexpected error');
    }
  };
}
