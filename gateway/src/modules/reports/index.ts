// The front door of the reports module: what the rest of the gateway uses of it.
export { createReportDownloadHandler, REPORT_DOWNLOAD_PATH } from './report.download.ts';
