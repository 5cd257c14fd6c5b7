// The invoice as a PDF file: GET /api/invoices/{id}.pdf (staff of the invoice's vendor, Bearer
// token); another vendor's invoice is not found.
import type { AppServices } from '../../context.ts';
import { fileDownload } from '../common/index.ts';
import { Role } from '../../lib/roles.ts';
import { invoicePdf } from './invoice.pdf.ts';
import { invoicePrint } from './invoice.print.ts';

export const INVOICE_PDF_PATH = /^\/api\/invoices\/\d+\.pdf(?:\?|$)/;

export function createInvoicePdfHandler(services: AppServices) {
  return fileDownload(services, 'invoice PDF', Role.staff, async (ctx, url) => {
    const id = Number(/^\/api\/invoices\/(\d+)\.pdf$/.exec(url.pathname)?.[1]);
    if (!Number.isSafeInteger(id)) return null;
    const pdf = await invoicePdf(await invoicePrint(ctx, id));
    return { name: pdf.name, contentType: 'application/pdf', body: pdf.body };
  });
}
