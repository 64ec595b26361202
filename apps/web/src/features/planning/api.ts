import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  deactivateTechnicianResponse,
  holidaysResponse,
  organizationsTeamsResponse,
  saveSchedulesResponse,
  techniciansWithSchedulesResponse,
  workAreasResponse,
  type PlanningTechnician,
  type SaveSchedulesRequest,
  type SaveSchedulesResponse,
  type UpdateWorkOrderResponse,
  updateWorkOrderResponse,
} from '@fsp/domain';
import { api } from '../../lib/api-client';

/** Every planning query starts with this: invalidating it reloads the grid and its tabs (after a save or discard). */
export const PLANNING_QUERY_KEY = ['planning'] as const;
const TECHNICIANS_KEY = [...PLANNING_QUERY_KEY, 'technicians'] as const;

export type OrganizationWithTeams = ReturnType<typeof organizationsTeamsResponse.parse>[number];

/**
 * GET /api/organizations-teams: the filter drawer's tree. A shared list the spec caches on the
 * client; teams are de-duplicated by id (spec §3 "organization teams (deduplicated by id)").
 */
export const organizationsTeamsQueryOptions = queryOptions({
  queryKey: ['reference', 'organizations-teams'] as const,
  queryFn: async ({ signal }) => {
    const data = await api.get('/api/organizations-teams', { schema: organizationsTeamsResponse, signal });
    const seen = new Set<number>();
    return data.map((organization) => ({
      ...organization,
      teams: organization.teams.filter((team) => (seen.has(team.id) ? false : (seen.add(team.id), true))),
    }));
  },
  staleTime: 10 * 60_000,
});

export function useOrganizationsTeams() {
  return useQuery(organizationsTeamsQueryOptions);
}

/** POST /api/technicians-with-schedules for the teams (sorted, so one selection is one cache entry) and day. */
export function techniciansQueryOptions(teamIds: readonly number[], searchDate: string) {
  const teams = [...new Set(teamIds)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: [...TECHNICIANS_KEY, { teams, searchDate }] as const,
    queryFn: async ({ signal }): Promise<PlanningTechnician[]> => {
      const data = await api.post(
        '/api/technicians-with-schedules',
        { teams: teams.map((id) => ({ id })), searchDate },
        { schema: techniciansWithSchedulesResponse, signal },
      );
      return data.technicians;
    },
    // Another day or team selection keeps the old rows on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useTechniciansWithSchedules(filter: { teamIds: readonly number[]; date: string } | null) {
  return useQuery({
    ...techniciansQueryOptions(filter?.teamIds ?? [], filter?.date ?? ''),
    enabled: filter !== null && filter.teamIds.length > 0,
  });
}

/** Spec §8: a save shows its loading message up to 30 s; the call gets a little longer than that. */
export const SAVE_TIMEOUT_MS = 60_000;

/** POST /api/save-schedules. Silent: the grid words the outcome itself (spec §8 "Saving"). */
export function saveSchedules(body: SaveSchedulesRequest): Promise<SaveSchedulesResponse> {
  return api.post('/api/save-schedules', body, { schema: saveSchedulesResponse, silent: true, timeoutMs: SAVE_TIMEOUT_MS });
}

/** DELETE /api/deactivateTechnician/{bpNo}. */
export function deactivateTechnician(bpNo: string) {
  return api.delete(`/api/deactivateTechnician/${encodeURIComponent(bpNo)}`, { schema: deactivateTechnicianResponse });
}

/** GET /api/areas/{orgunit}: the work areas of a service centre (the drawer asks only when the field is shown). */
export function workAreasQueryOptions(orgunit: string) {
  return queryOptions({
    queryKey: ['reference', 'areas', orgunit] as const,
    queryFn: ({ signal }) => api.get(`/api/areas/${encodeURIComponent(orgunit)}`, { schema: workAreasResponse, signal }),
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
