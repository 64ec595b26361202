import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { historySearchResponse, type HistoryExportRequest, type HistorySearchRequest } from '@fsp/domain';
import { postExcelExport } from '../../api/excel-export';
import { api } from '../../lib/api-client';

/** POST /api/history-search: one page of the planning history. Silent: the screen says a failure once, above the table, with Retry. */
export function useHistorySearch(request: HistorySearchRequest | null) {
  return useQuery({
    queryKey: ['planning-history', request] as const,
    queryFn: ({ signal }) => api.search('/api/history-search', request, { schema: historySearchResponse, signal, silent: true }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/history/export: the .xlsx as a Blob, reporting the bytes received as they arrive. */
export function exportHistory(body: HistoryExportRequest, onProgress: (received: number) => void, signal: AbortSignal): Promise<Blob> {
  return postExcelExport('/api/history/export', body, signal, onProgress);
}
