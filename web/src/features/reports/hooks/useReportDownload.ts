import { useCallback } from 'react';
import { useFileDownload } from '../../../lib/useFileDownload.ts';
import { withQuery } from '../../../lib/urls.ts';

export type ReportFormat = 'csv' | 'xlsx';

export interface DownloadState {
  format: ReportFormat | null;
  /** 0–100 when the size is known, null while it is not. */
  percent: number | null;
  error: string | null;
}

type ReportQuery = { dateFrom: string; dateTo: string; locationId?: number | null };

/** The report file URL of the REST route (admins, Bearer token). */
export const reportDownloadUrl = (format: ReportFormat, query: ReportQuery): string =>
  withQuery(`/api/reports/download.${format}`, {
    date_from: query.dateFrom,
    date_to: query.dateTo,
    location_id: query.locationId ?? undefined,
  });

/** Downloads a report file with the login token, reporting progress, then hands it to the browser. */
export function useReportDownload(language: string) {
  const { state, download: fetchFile } = useFileDownload<ReportFormat>(language);
  const download = useCallback(
    (format: ReportFormat, query: ReportQuery) =>
      fetchFile(format, reportDownloadUrl(format, query), `report-${query.dateFrom}-${query.dateTo}.${format}`),
    [fetchFile],
  );
  const reportState: DownloadState = { format: state.active, percent: state.percent, error: state.error };
  return { state: reportState, download };
}
