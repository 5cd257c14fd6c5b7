import { builder } from '../../builder.ts';
import { ValidationError } from '../../lib/errors.ts';
import { m } from './export.messages.ts';
import { type ExportKind, vendorExport } from './export.service.ts';
import { ExportFileRef, ExportFormatEnum, ExportKindEnum } from './export.type.ts';

builder.queryFields((t) => ({
  vendorExport: t.field({
    type: ExportFileRef,
    authScopes: { admin: true },
    description:
      "The vendor's customers, bookings and invoices (records, GDPR requests): JSON of all three when kind is " +
      'omitted, or one kind as JSON or CSV. Files: GET /api/vendors/export/{all|customers|bookings|invoices}.{json|csv}.',
    args: {
      format: t.arg({ type: ExportFormatEnum, required: true }),
      kind: t.arg({ type: ExportKindEnum }),
    },
    resolve: (_root, args, ctx) => {
      const kind = (args.kind?.toLowerCase() ?? 'all') as ExportKind | 'all';
      if (args.format === 'CSV' && kind === 'all')
        throw new ValidationError(m(ctx.lang, 'csvNeedsKind'), { kind: { required: m(ctx.lang, 'csvNeedsKind') } });
      return vendorExport(ctx, kind, args.format === 'CSV' ? 'csv' : 'json');
    },
  }),
}));
