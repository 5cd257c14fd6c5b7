import { builder } from '../../builder.ts';
import { buildReport } from './report.service.ts';
import { ReportRef } from './report.type.ts';

builder.queryFields((t) => ({
  report: t.field({
    type: ReportRef,
    authScopes: { admin: true },
    description: 'Files: GET /api/reports/download.csv or .xlsx with date_from, date_to, location_id.',
    args: {
      dateFrom: t.arg({ type: 'Date', required: true }),
      dateTo: t.arg({ type: 'Date', required: true }),
      locationId: t.arg.int(),
    },
    resolve: (_root, args, ctx) => buildReport(ctx, args),
  }),
}));
