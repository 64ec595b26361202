import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ciConfigResponse,
  ciDetailResponse,
  ciListResponse,
  ciOrganizationsResponse,
  ciSaveResponse,
  ciSyncResponse,
  type CiExportRequest,
  type CiListRequest,
  type CiSavePayload,
} from '@fsp/domain';
import { postExcelExport } from '../../api/excel-export';
import { api, isApiError } from '../../lib/api-client';

export const CI_QUERY_KEY = ['ci-board'] as const;

/** GET /api/ci-config. */
export function useCiConfig() {
  return useQuery({ queryKey: [...CI_QUERY_KEY, 'config'], queryFn: ({ signal }) => api.get('/api/ci-config', { schema: ciConfigResponse, signal }), staleTime: 5 * 60_000 });
}

/** GET /api/ciAuthorizedOrganizations. */
export function useCiOrganizations() {
  return useQuery({ queryKey: [...CI_QUERY_KEY, 'organizations'], queryFn: ({ signal }) => api.get('/api/ciAuthorizedOrganizations', { schema: ciOrganizationsResponse, signal }), staleTime: 5 * 60_000 });
}

/** POST /api/ciBoard/list. */
export function useCiList(request: CiListRequest | null) {
  return useQuery({
    queryKey: [...CI_QUERY_KEY, 'list', request],
    queryFn: ({ signal }) => api.search('/api/ciBoard/list', request, { schema: ciListResponse, signal }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/ciBoard/{id}: the suggestion and its status history. */
export function useCiDetail(id: number | null) {
  return useQuery({
    queryKey: [...CI_QUERY_KEY, 'detail', id],
    // Silent: the dialog says why it could not open the suggestion; a toast over it said it again (in the server's words).
    queryFn: ({ signal }) => api.get(`/api/ciBoard/${id}`, { schema: ciDetailResponse, signal, silent: true }),
    enabled: id !== null,
  });
}

/**
 * POST /api/ciBoard/update: multipart with the JSON part ciBoardDatum and the optional file. An edit sends the
 * updatedDate it was made on as If-Match: the server refuses it (412) when someone else saved the suggestion since.
 */
export function saveCiSuggestion(datum: CiSavePayload | Record<string, unknown>, file: File | null, openedAt: number | null = null) {
  const body = new FormData();
  body.append('ciBoardDatum', new Blob([JSON.stringify(datum)], { type: 'application/json' }));
  if (file) body.append('file', file, file.name);
  const headers = openedAt === null ? undefined : { 'If-Match': `"${openedAt}"` };
  return api.post('/api/ciBoard/update', undefined, { body, headers, schema: ciSaveResponse, silent: true, timeoutMs: 120_000 });
}

/** A save refused because someone else saved the suggestion after the form opened it. */
export const isChangedMeanwhile = (error: unknown) => isApiError(error) && error.status === 412;

/** POST /api/ciBoard/sync: ids changed since the last serverTime. */
export function syncCiBoard(countryCode: string | null, since: number | null) {
  return api.post('/api/ciBoard/sync', { countryCode, since }, { schema: ciSyncResponse, silent: true });
}

/**
 * GET /api/ciBoard/getCIAttachmentById?id=: the file as a Blob (the call needs the bearer token). Silent: the dialog
 * words a failure itself (a file replaced since it opened is a 404, not "page not found").
 */
export function fetchCiAttachment(id: string) {
  return api.get<Blob>('/api/ciBoard/getCIAttachmentById', { query: { id }, responseType: 'blob', silent: true });
}

/** POST /api/ciBoard/export: the .xlsx as a Blob; failures are silent (spec part 2 §8). */
export function exportCiBoard(body: CiExportRequest, onProgress: (received: number) => void, signal: AbortSignal) {
  return postExcelExport('/api/ciBoard/export', body, signal, onProgress);
}
