// The front door of the invoices module: what the rest of the gateway uses of it.
export { createInvoicePdfHandler, INVOICE_PDF_PATH } from './invoice.download.ts';
export { ibanProblem, normalizeIban } from './invoice.qr-bill.ts';
export { PaymentRef } from './invoice.type.ts';
