import { useQuery } from '@tanstack/react-query';
import { deactivateTechnicianResponse } from '@fsp/domain';
import { api } from '../../lib/api-client';
import { techniciansQueryOptions } from '../../api/planning';

export function useTechniciansWithSchedules(filter: { teamIds: readonly number[]; date: string } | null) {
  return useQuery({
    ...techniciansQueryOptions(filter?.teamIds ?? [], filter?.date ?? ''),
    enabled: filter !== null && filter.teamIds.length > 0,
  });
}

/** DELETE /api/deactivateTechnician/{bpNo}. */
export function deactivateTechnician(bpNo: string) {
  return api.delete(`/api/deactivateTechnician/${encodeURIComponent(bpNo)}`, { schema: deactivateTechnicianResponse });
}
