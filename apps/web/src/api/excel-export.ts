import { api } from '../lib/api-client';

/** A big export streams for a while: far longer than the usual 30 s call. */
const EXPORT_TIMEOUT_MS = 15 * 60_000;

/**
 * POSTs a filter to an export call and reads the .xlsx answer as a Blob, reporting the bytes received
 * as they arrive; errors come back to the caller (silent: no global error notice).
 */
export function postExcelExport(path: string, body: unknown, signal: AbortSignal, onProgress?: (received: number) => void): Promise<Blob> {
  return api.post<Blob>(path, body, {
    responseType: 'blob',
    headers: { Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json' },
    onDownloadProgress: onProgress,
    timeoutMs: EXPORT_TIMEOUT_MS,
    silent: true,
    signal,
  });
}
