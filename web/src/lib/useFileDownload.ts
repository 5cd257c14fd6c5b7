import { useCallback, useState } from 'react';
import { getToken } from './auth.ts';

export interface FileDownloadState<K extends string> {
  /** The file being downloaded, or null. */
  active: K | null;
  /** 0–100 when the size is known, null while it is not. */
  percent: number | null;
  error: string | null;
}

/**
 * Downloads a file of an admin route under /api with the login token, reporting progress, then
 * hands it to the browser under the server's file name (or `fallbackName`).
 */
export function useFileDownload<K extends string>(language: string) {
  const [state, setState] = useState<FileDownloadState<K>>({ active: null, percent: null, error: null });
  const download = useCallback(
    async (key: K, url: string, fallbackName: string) => {
      setState({ active: key, percent: 0, error: null });
      try {
        const token = getToken();
        const response = await fetch(url, {
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
          setState({
            active: key,
            percent: size ? Math.min(100, Math.round((received / size) * 100)) : null,
            error: null,
          });
        }
        const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
        const href = URL.createObjectURL(
          new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' }),
        );
        const link = document.createElement('a');
        link.href = href;
        link.download = name;
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(href), 10_000);
        setState({ active: null, percent: null, error: null });
      } catch (error) {
        setState({ active: null, percent: null, error: (error as Error).message || 'download failed' });
      }
    },
    [language],
  );
  return { state, download };
}
