import { builder } from '../../builder.ts';
import type { ExportFile } from './export.service.ts';

export const ExportKindEnum = builder.enumType('ExportKind', {
  values: ['CUSTOMERS', 'BOOKINGS', 'INVOICES'] as const,
});
export const ExportFormatEnum = builder.enumType('ExportFormat', { values: ['JSON', 'CSV'] as const });

export const ExportFileRef = builder.objectRef<ExportFile>('ExportFile').implement({
  description: "A file of the vendor's own data, to save as it is.",
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    contentType: t.exposeString('contentType'),
    content: t.exposeString('content'),
  }),
});
