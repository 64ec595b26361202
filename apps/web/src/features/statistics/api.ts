import { useQuery } from '@tanstack/react-query';
import { dispatcherCountResponse, technicianCountResponse, type StatisticsRequest } from '@fsp/domain';
import { api } from '../../lib/api-client';

/** The request as sent: compact days (YYYYMMDD). */
export type StatisticsQuery = { startDate: string; endDate: string; organizations: string[] };

/** POST /api/technician-count and /api/dispatcher-count for the same criteria, side by side. */
export function useStatistics(query: StatisticsQuery) {
  const technicians = useQuery({
    queryKey: ['statistics', 'technician-count', query] as const,
    queryFn: ({ signal }) => api.post('/api/technician-count', query satisfies StatisticsRequest, { schema: technicianCountResponse, signal }),
  });
  const dispatchers = useQuery({
    queryKey: ['statistics', 'dispatcher-count', query] as const,
    queryFn: ({ signal }) => api.post('/api/dispatcher-count', query, { schema: dispatcherCountResponse, signal }),
  });
  return { technicians, dispatchers };
}
