// File downloads of the vendor's data: GET /api/vendors/export/{all|customers|bookings|invoices}.{json|csv}
// (admins of the vendor, Bearer token); `all` is JSON only.
import type { AppServices } from '../../context.ts';
import { adminFileDownload } from '../common/index.ts';
import { EXPORT_KINDS, type ExportKind, vendorExport } from './export.service.ts';

export const VENDOR_EXPORT_PATH = '/api/vendors/export/';

export function createVendorExportHandler(services: AppServices) {
  return adminFileDownload(services, 'vendor export', async (ctx, url) => {
    const match = /^\/api\/vendors\/export\/(all|customers|bookings|invoices)\.(json|csv)$/.exec(url.pathname);
    const kind = match?.[1] as ExportKind | 'all' | undefined;
    const format = match?.[2] as 'json' | 'csv' | undefined;
    if (!kind || !format || (kind === 'all' && format === 'csv')) return null;
    if (kind !== 'all' && !EXPORT_KINDS.includes(kind)) return null;
    const file = await vendorExport(ctx, kind, format);
    return { name: file.fileName, contentType: file.contentType, body: file.content };
  });
}
