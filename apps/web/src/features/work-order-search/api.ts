import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { workOrderPlannedItemsResponse, workOrderSearchResponse, type WorkOrderSearchRequest } from '@fsp/domain';
import { api } from '../../lib/api-client';

/**
 * POST /api/work-order-search: one page of the search; the old page stays on screen while the next loads. Silent: the
 * screen says a failure once, above the table, with Retry. Not asked while request is null.
 */
export function useWorkOrderSearch(request: WorkOrderSearchRequest | null) {
  return useQuery({
    queryKey: ['work-order-search', request] as const,
    queryFn: ({ signal }) => api.search('/api/work-order-search', request, { schema: workOrderSearchResponse, signal, silent: true }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/work-orders/{orderNumber}/planned-items: the order's planned items in the caller's scope, newest first. */
export function useWorkOrderPlannedItems(orderNumber: string | null) {
  return useQuery({
    queryKey: ['work-order-search', 'planned-items', orderNumber] as const,
    queryFn: ({ signal }) => api.get(`/api/work-orders/${encodeURIComponent(orderNumber!)}/planned-items`, { schema: workOrderPlannedItemsResponse, signal }),
    enabled: orderNumber !== null,
  });
}
