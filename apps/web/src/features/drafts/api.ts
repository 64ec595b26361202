import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelDraftResponse,
  draftWorkOrdersResponse,
  pendingChangesReducer,
  toSchedulePayload,
  type DraftWorkOrdersRequest,
  type NewPendingItem,
  type SaveSchedulesResponse,
} from '@fsp/domain';
import { api } from '../../lib/api-client';
import { PLANNING_QUERY_KEY, saveSchedules } from '../../api/planning';

export const DRAFTS_QUERY_KEY = ['draft-work-orders'] as const;

/**
 * POST /api/draft/work-orders: one page of drafts; null while the filter is not complete (no search). Silent: the screen
 * says a failure once, above the table, with Retry.
 */
export function useDraftWorkOrders(request: DraftWorkOrdersRequest | null) {
  return useQuery({
    queryKey: [...DRAFTS_QUERY_KEY, request] as const,
    queryFn: ({ signal }) => api.search('/api/draft/work-orders', request, { schema: draftWorkOrdersResponse, signal, silent: true }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/draft/cancel {id}: the draft becomes CANCELLED; the list reloads. */
export function useCancelDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('/api/draft/cancel', { id }, { schema: cancelDraftResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DRAFTS_QUERY_KEY }),
  });
}

/**
 * Saves the assignment the drawer built for a draft at once (POST /api/save-schedules with its draftId;
 * the server turns the draft ASSIGNED in the same transaction). Resolves to the item's outcome:
 * 'OK' or the server's error text. The drafts and the planning grid reload either way.
 */
export function useSaveDraftAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ item, draftId }: { item: NewPendingItem; draftId: number }): Promise<string> => {
      const [change] = pendingChangesReducer([], { type: 'add', item });
      const payload = { ...toSchedulePayload(change), draftId };
      const response: SaveSchedulesResponse = await saveSchedules({ schedules: [payload], deletedSchedulers: [] });
      return response[payload.key] ?? 'An unexpected error occurred.';
    },
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: DRAFTS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: PLANNING_QUERY_KEY })]);
    },
  });
}
