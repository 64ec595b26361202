import { useQuery } from '@tanstack/react-query';
import { dispatcherCountResponse, technicianCountResponse, type StatisticsRequest } from '@fsp/domain';
import { api } from '../../lib/api-client';

/** The request as sent: compact days (YYYYMMDD). */
export type StatisticsQuery = { startDate: string; endDate: string; organizations: string[] };

/** Both calls are reads made by POST: a failure says loading failed, and the screen shows it inline, so no toast. */
const READ = { silent: true } as const;

/** POST /api/technician-count and /api/dispatcher-count for the same criteria, side by side. */
export function useStatistics(query: StatisticsQuery) {
  const technicians = useQuery({
    queryKey: ['statistics', 'technician-count', query] as const,
    queryFn: ({ signal }) => api.search('/api/technician-count', query satisfies StatisticsRequest, { ...READ, schema: technicianCountResponse, signal }),
  });
  const dispatchers = useQuery({
    queryKey: ['statistics', 'dispatcher-count', query] as const,
    queryFn: ({ signal }) => api.search('/api/dispatcher-count', query, { ...READ, schema: dispatcherCountResponse, signal }),
  });
  return { technicians, dispatchers };
}
