import { queryOptions, useQuery } from '@tanstack/react-query';
import type { organizationsTeamsResponse as OrganizationsTeamsResponse } from '@fsp/domain';
import { api } from '../lib/api-client';

export type OrganizationWithTeams = ReturnType<typeof OrganizationsTeamsResponse.parse>[number];

// The zod contracts are fetched with the first call (issue 19: the planning grid's first load).
const contracts = () => import('@fsp/domain/contracts/reference');
const organizationsTeamsResponse = () => contracts().then((c) => c.organizationsTeamsResponse);
const authorizedOrganizationsResponse = () => contracts().then((c) => c.authorizedOrganizationsResponse);

/**
 * GET /api/organizations-teams: the organizations and teams the filters of the planning grid, the draft
 * work orders, the planning history and the work-order search offer. A shared list the spec caches on the
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

/** GET /api/authorizedOrganizations `{organizations}`: the organizations of the caller's scope (statistics, team management, plates, calendars' countries). */
export const authorizedOrganizationsQueryOptions = queryOptions({
  queryKey: ['reference', 'authorized-organizations'] as const,
  queryFn: async ({ signal }) => (await api.get('/api/authorizedOrganizations', { schema: authorizedOrganizationsResponse, signal })).organizations,
  staleTime: 10 * 60_000,
});

export function useAuthorizedOrganizations() {
  return useQuery(authorizedOrganizationsQueryOptions);
}
