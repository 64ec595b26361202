import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { historySearchResponse, type HistoryExportRequest, type HistorySearchRequest } from '@fsp/domain';
import { api } from '../../lib/api-client';

/** POST /api/history-search: one page of the planning history. */
export function useHistorySearch(request: HistorySearchRequest | null) {
  return useQuery({
    queryKey: ['planning-history', request] as const,
    queryFn: ({ signal }) => api.post('/api/history-search', request, { schema: historySearchResponse, signal }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/** A big export streams for a while: far longer than the usual 30 s call. */
const EXPORT_TIMEOUT_MS = 15 * 60_000;

/** POST /api/history/export: the .xlsx as a Blob, reporting the bytes received as they arrive. */
export function exportHistory(body: HistoryExportRequest, onProgress: (received: number, total: number | null) => void, signal: AbortSignal): Promise<Blob> {
  return api.post<Blob>('/api/history/export', body, {
    responseType: 'blob',
    headers: { Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json' },
    onDownloadProgress: onProgress,
    timeoutMs: EXPORT_TIMEOUT_MS,
    silent: true,
    signal,
  });
}
