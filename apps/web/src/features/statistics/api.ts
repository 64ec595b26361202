import { useQuery } from '@tanstack/react-query';
import { dispatcherCountResponse, technicianCountResponse, type StatisticsRequest } from '@fsp/domain';
import { api } from '../../lib/api-client';

/** The request as sent: compact days (YYYYMMDD). */
export type StatisticsQuery = { startDate: string; endDate: string; organizations: string[] };

/** Both calls are reads made by POST: a failure says loading failed, and the screen shows it inline, so no toast. */
const READ = { silent: true } as const;

/** POST /api/technician-count and /api/dispatcher-count for the same criteria, side by side; null: not yet (both stay pending). */
export function useStatistics(query: StatisticsQuery | null) {
  const sent = query ?? { startDate: '', endDate: '', organizations: [] };
  const technicians = useQuery({
    queryKey: ['statistics', 'technician-count', query] as const,
    queryFn: ({ signal }) => api.search('/api/technician-count', sent satisfies StatisticsRequest, { ...READ, schema: technicianCountResponse, signal }),
    enabled: query !== null,
  });
  const dispatchers = useQuery({
    queryKey: ['statistics', 'dispatcher-count', query] as const,
    queryFn: ({ signal }) => api.search('/api/dispatcher-count', sent, { ...READ, schema: dispatcherCountResponse, signal }),
    enabled: query !== null,
  });
  return { technicians, dispatchers };
}
