import { useCallback, useState } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { deactivateTechnicianResponse, type PlanningTechnician } from '@fsp/domain';
import { api } from '../../lib/api-client';
import { techniciansQueryOptions } from '../../api/planning';
import { createRangeMerger } from './model/range-days';

/** The board's technicians over the shown days, with the state of their requests. */
export interface ShownTechnicians {
  data: PlanningTechnician[] | undefined;
  /** No answer to show yet (the first load). */
  isLoading: boolean;
  isFetching: boolean;
  /** What is shown is an earlier selection's (another day or range) while the new one loads. */
  isPlaceholderData: boolean;
  isError: boolean;
}

/**
 * POST /api/technicians-with-schedules once per shown day ('YYYY-MM-DD'), each day its own cached query,
 * and one list of technicians: the day's answer as it is in the one-day views, the answers laid over one
 * another in the range views (model/range-days.ts). Until every shown day has answered, the last complete
 * list stays on screen (dimmed by the grid), as a single day's keepPreviousData does.
 */
export function useTechniciansWithSchedules(filter: { teamIds: readonly number[] } | null, dates: readonly string[]): ShownTechnicians {
  const enabled = filter !== null && filter.teamIds.length > 0;
  const [merge] = useState(createRangeMerger);
  const combine = useCallback(
    (results: UseQueryResult<PlanningTechnician[]>[]) => {
      const answers = results.map((result) => result.data);
      const complete = answers.every((answer) => answer !== undefined);
      return {
        current: complete ? (answers.length === 1 ? answers[0] : merge(answers as PlanningTechnician[][])) : undefined,
        isLoading: results.some((result) => result.isLoading),
        isFetching: results.some((result) => result.isFetching),
        isError: results.some((result) => result.isError),
      };
    },
    [merge],
  );
  const { current, isLoading, isFetching, isError } = useQueries({
    // One query per day without the single day's keepPreviousData: the last complete list below stands in.
    queries: dates.map((date) => ({ ...techniciansQueryOptions(filter?.teamIds ?? [], date), placeholderData: undefined, enabled })),
    combine,
  });
  const [last, setLast] = useState(current);
  if (current !== undefined && current !== last) setLast(current);
  const data = current ?? (enabled ? last : undefined);
  return { data, isLoading: data === undefined && isLoading, isFetching, isPlaceholderData: current === undefined && data !== undefined, isError };
}

/** DELETE /api/deactivateTechnician/{bpNo}. */
export function deactivateTechnician(bpNo: string) {
  return api.delete(`/api/deactivateTechnician/${encodeURIComponent(bpNo)}`, { schema: deactivateTechnicianResponse });
}
