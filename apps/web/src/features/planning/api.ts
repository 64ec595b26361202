import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { techniciansQueryOptions, techniciansRangeQueryOptions } from '../../api/planning';
import { createRangeMerger } from './model/range-days';

/**
 * POST /api/technicians-with-schedules for the shown days ('YYYY-MM-DD'): the day's own query in the one-day
 * views; in the range views one query over the days, each day fetched (and cached) as its own query and the
 * answers laid over one another per technician (model/range-days.ts).
 */
export function useTechniciansWithSchedules(filter: { teamIds: readonly number[] } | null, dates: readonly string[]) {
  const queryClient = useQueryClient();
  const [merge] = useState(createRangeMerger);
  const enabled = filter !== null && filter.teamIds.length > 0;
  const teamIds = filter?.teamIds ?? [];
  const range = dates.length > 1;
  const day = useQuery({ ...techniciansQueryOptions(teamIds, dates[0] ?? ''), enabled: enabled && !range });
  const days = useQuery({ ...techniciansRangeQueryOptions(queryClient, teamIds, dates, merge), enabled: enabled && range });
  return range ? days : day;
}

const deactivateTechnicianResponse = () => import('@fsp/domain/contracts/planning').then((c) => c.deactivateTechnicianResponse);

/** DELETE /api/deactivateTechnician/{bpNo}. */
export function deactivateTechnician(bpNo: string) {
  return api.delete(`/api/deactivateTechnician/${encodeURIComponent(bpNo)}`, { schema: deactivateTechnicianResponse });
}
