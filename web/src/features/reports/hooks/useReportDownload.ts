import { useCallback, useState } from 'react';
import { getToken } from '../../../lib/auth.ts';
import { withQuery } from '../../../lib/urls.ts';

export type ReportFormat = 'csv' | 'xlsx';

export interface DownloadState {
  format: ReportFormat | null;
  /** 0–100 when the size is known, null while it is not. */
  percent: number | null;
  error: string | null;
}

/** The report file URL of the REST route (admins, Bearer token). */
export const reportDownloadUrl = (
  format: ReportFormat,
  query: { dateFrom: string; dateTo: string; locationId?: number | null },
): string =>
  withQuery(`/api/reports/download.${format}`, {
    date_from: query.dateFrom,
    date_to: query.dateTo,
    location_id: query.locationId ?? undefined,
  });

/** Downloads a report file with the login token, reporting progress, then hands it to the browser. */
export function useReportDownload(language: string) {
  const [state, setState] = useState<DownloadState>({ format: null, percent: null, error: null });
  const download = useCallback(
    async (format: ReportFormat, query: { dateFrom: string; dateTo: string; locationId?: number | null }) => {
      setState({ format, percent: 0, error: null });
      try {
        const token = getToken();
        const response = await fetch(reportDownloadUrl(format, query), {
          headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': language },
        });
        if (!response.ok || !response.body) {
          const body = (await response.json().catch(() => null)) as { data?: { message?: string } } | null;
          throw new Error(body?.data?.message ?? response.statusText);
        }
        const size = Number(response.headers.get('content-length')) || 0;
        const reader = response.body.getReader();
        const chunks: Uint8Array[] = [];
        let received = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          chunks.push(value);
          received += value.length;
          setState({ format, percent: size ? Math.min(100, Math.round((received / size) * 100)) : null, error: null });
        }
        const name =
          /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
          `report-${query.dateFrom}-${query.dateTo}.${format}`;
        const url = URL.createObjectURL(
          new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' }),
        );
        const link = document.createElement('a');
        link.href = url;
        link.download = name;
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
        setState({ format: null, percent: null, error: null });
      } catch (error) {
        setState({ format: null, percent: null, error: (error as Error).message || 'download failed' });
      }
    },
    [language],
  );
  return { state, download };
}
