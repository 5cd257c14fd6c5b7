// The front door of the exports module: what the rest of the gateway uses of it.
export { createVendorExportHandler, VENDOR_EXPORT_PATH } from './export.download.ts';
