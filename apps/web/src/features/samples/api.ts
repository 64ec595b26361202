import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sampleSearchResponse, type SampleExportRequest, type SampleSearchRequest } from '@fsp/domain';
import { postExcelExport } from '../../api/excel-export';
import { api } from '../../lib/api-client';

/** POST /api/sample-search: one page of oil samples. Silent: the screen says a failure once, above the table, with Retry. */
export function useSampleSearch(request: SampleSearchRequest | null) {
  return useQuery({
    queryKey: ['sample-search', request] as const,
    queryFn: ({ signal }) => api.search('/api/sample-search', request, { schema: sampleSearchResponse, signal, silent: true }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/sample-search/export: the .xlsx as a Blob, reporting the bytes received as they arrive. */
export function exportSamples(body: SampleExportRequest, onProgress: (received: number) => void, signal: AbortSignal): Promise<Blob> {
  return postExcelExport('/api/sample-search/export', body, signal, onProgress);
}
