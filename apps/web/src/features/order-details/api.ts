import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assignmentNote,
  assignmentNotesResponse,
  attachmentListResponse,
  partManagementResponse,
  scheduleDetailResponse,
  simsInfoResponse,
  sosSamplesResponse,
  type CreateNoteRequest,
} from '@fsp/domain';
import { api } from '../../lib/api-client';

/** Every order-drawer query starts with this key. */
export const ORDER_DETAILS_KEY = ['order-details'] as const;

export type AttachmentOwner = 'assignment' | 'draft';

/** GET /api/schedules/{id}: the item with its status history and its files. */
export function useScheduleDetail(id: number | null) {
  return useQuery({
    queryKey: [...ORDER_DETAILS_KEY, 'schedule', id],
    queryFn: ({ signal }) => api.get(`/api/schedules/${id}`, { schema: scheduleDetailResponse, signal }),
    enabled: id !== null,
  });
}

/** GET /api/draft/attachments/{draftId}. */
export function useDraftAttachments(draftId: number | null) {
  return useQuery({
    queryKey: [...ORDER_DETAILS_KEY, 'draft-attachments', draftId],
    queryFn: ({ signal }) => api.get(`/api/draft/attachments/${draftId}`, { schema: attachmentListResponse, signal }),
    enabled: draftId !== null,
  });
}

/** The bytes of a file: GET /api/attachment/{id}, or the draft variant GET /api/draft/attachment/{id}. */
export function fetchAttachment(id: string, owner: AttachmentOwner, signal?: AbortSignal): Promise<Blob> {
  const path = owner === 'draft' ? `/api/draft/attachment/${encodeURIComponent(id)}` : `/api/attachment/${encodeURIComponent(id)}`;
  return api.get<Blob>(path, { responseType: 'blob', signal, timeoutMs: 120_000 });
}

/** A file as a Blob, cached per id (previews and thumbnails of the same file load it once). */
export function useAttachmentBlob(id: string | null, owner: AttachmentOwner, enabled = true) {
  return useQuery({
    queryKey: [...ORDER_DETAILS_KEY, 'file', owner, id],
    queryFn: ({ signal }) => fetchAttachment(id!, owner, signal),
    enabled: enabled && id !== null,
    staleTime: 10 * 60_000,
    gcTime: 5 * 60_000,
  });
}

/** GET /api/assignmentnote/workorder/{orderNumber}. */
export function useNotes(orderNumber: string | null) {
  return useQuery({
    queryKey: [...ORDER_DETAILS_KEY, 'notes', orderNumber],
    queryFn: ({ signal }) => api.get(`/api/assignmentnote/workorder/${encodeURIComponent(orderNumber!)}`, { schema: assignmentNotesResponse, signal }),
    enabled: orderNumber !== null,
  });
}

/** POST /api/assignmentnote/; the order's note list reloads after it. */
export function useAddNote(orderNumber: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateNoteRequest) => api.post('/api/assignmentnote/', body, { schema: assignmentNote }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ORDER_DETAILS_KEY, 'notes', orderNumber] }),
  });
}

/** GET /api/simsInfo/{id} (an assignment) or GET /api/draft/simsInfo/{id} (a draft). */
export function useSims(id: number | null, owner: AttachmentOwner) {
  return useQuery({
    queryKey: [...ORDER_DETAILS_KEY, 'sims', owner, id],
    queryFn: ({ signal }) => api.get(owner === 'draft' ? `/api/draft/simsInfo/${id}` : `/api/simsInfo/${id}`, { schema: simsInfoResponse, signal }),
    enabled: id !== null,
  });
}

/** GET /api/samplesWo/{orderNumber}. */
export function useSamples(orderNumber: string | null) {
  return useQuery({
    queryKey: [...ORDER_DETAILS_KEY, 'samples', orderNumber],
    queryFn: ({ signal }) => api.get(`/api/samplesWo/${encodeURIComponent(orderNumber!)}`, { schema: sosSamplesResponse, signal }),
    enabled: orderNumber !== null,
  });
}

/** POST /api/partmanagements for the given orders. */
export function useParts(orderNumbers: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: [...ORDER_DETAILS_KEY, 'parts', [...orderNumbers].sort()],
    queryFn: ({ signal }) => api.search('/api/partmanagements', { workOrderNumbers: orderNumbers }, { schema: partManagementResponse, signal }),
    enabled: enabled && orderNumbers.length > 0,
  });
}
