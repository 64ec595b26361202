import { queryOptions } from '@tanstack/react-query';
import { holidaysResponse, updateWorkOrderResponse, workAreasResponse, type UpdateWorkOrderResponse } from '@fsp/domain';
import { api } from '../../lib/api-client';

/** GET /api/areas/{orgunit}: the work areas of a service centre (the drawer asks only when the field is shown). */
export function workAreasQueryOptions(orgunit: string) {
  return queryOptions({
    queryKey: ['reference', 'areas', orgunit] as const,
    queryFn: ({ signal }) => api.get(`/api/areas/${encodeURIComponent(orgunit)}`, { schema: workAreasResponse, signal }).then((r) => r.areas),
    staleTime: 10 * 60_000,
  });
}

/** GET /api/holidays: every country's public holidays, a shared list the spec reuses once loaded (the wizard skips them). */
export const holidaysQueryOptions = queryOptions({
  queryKey: ['reference', 'holidays'] as const,
  queryFn: ({ signal }) => api.get('/api/holidays', { schema: holidaysResponse, signal }),
  staleTime: Infinity,
});

/** POST /api/update-work-order (spec part 1 §7): silent, the caller shows 'all set' or the Error modal. */
export function updateWorkOrder(orderNumber: string): Promise<UpdateWorkOrderResponse> {
  return api.post('/api/update-work-order', { orderNumber }, { schema: updateWorkOrderResponse });
}
