import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { workOrderSearchResponse, type WorkOrderSearchRequest } from '@fsp/domain';
import { api } from '../../lib/api-client';

/** POST /api/work-order-search: one page of the search; the old page stays on screen while the next loads. */
export function useWorkOrderSearch(request: WorkOrderSearchRequest) {
  return useQuery({
    queryKey: ['work-order-search', request] as const,
    queryFn: ({ signal }) => api.search('/api/work-order-search', request, { schema: workOrderSearchResponse, signal }),
    placeholderData: keepPreviousData,
  });
}
