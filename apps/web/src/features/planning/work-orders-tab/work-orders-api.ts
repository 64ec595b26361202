import { queryOptions } from '@tanstack/react-query';
import { planningWorkOrdersResponse, type WorkOrder } from '@fsp/domain';
import { api } from '../../../lib/api-client';

/** Prefix of every Work orders tab query: invalidate it to reload the tab (after a save, for example). */
export const PLANNING_WORK_ORDERS_QUERY_KEY = ['planning', 'work-orders'] as const;

/** Organizations are de-duplicated and sorted so the same selection in another order hits the same cache entry. */
export function normalizeOrganizations(organizations: readonly string[]): string[] {
  return [...new Set(organizations.map((o) => o.trim()).filter((o) => o.length > 0))].sort();
}

/** POST /api/work-orders {organizations:[{orgunit}], searchDate} for the given (normalized) organizations and day. */
export function planningWorkOrdersQueryOptions(organizations: readonly string[], searchDate: string) {
  return queryOptions({
    queryKey: [...PLANNING_WORK_ORDERS_QUERY_KEY, { organizations, searchDate }] as const,
    queryFn: async ({ signal }): Promise<WorkOrder[]> => {
      const body = { organizations: organizations.map((orgunit) => ({ orgunit })), searchDate };
      // A read sent as POST: failures use the read wording of the error catalogue.
      const data = await api.post('/api/work-orders', body, { schema: planningWorkOrdersResponse, signal, mutation: false });
      return data.workOrders;
    },
  });
}
