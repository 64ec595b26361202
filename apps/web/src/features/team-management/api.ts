import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dispatchersResponse,
  managedTeamsResponse,
  sectionsResponse,
  teamChangeResponse,
  techniciansIncludeNoTeamResponse,
  type ManagedTeam,
  type TeamChangeResponse,
} from '@fsp/domain';
import { api } from '../../lib/api-client';

const KEY = ['team-management'] as const;

// The three lists are answered as {teams}, {sections}, {technicians} (docs/api-conventions.md "Response names").
/** The team list; a failure is shown inline with Retry, not as a toast too. */
export const useManagedTeams = () =>
  useQuery({ queryKey: [...KEY, 'teams'], queryFn: async ({ signal }) => (await api.get('/api/authorizedTeams', { schema: managedTeamsResponse, signal, silent: true })).teams });
export const useSections = () =>
  useQuery({ queryKey: [...KEY, 'sections'], queryFn: async ({ signal }) => (await api.get('/api/sections', { schema: sectionsResponse, signal })).sections, staleTime: 10 * 60_000 });
export const useTechniciansIncludeNoTeam = (enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'technicians'],
    enabled,
    queryFn: async ({ signal }) => (await api.get('/api/technicians-include-noteam', { schema: techniciansIncludeNoTeamResponse, signal })).technicians,
  });
export const useDispatchers = (enabled: boolean) =>
  useQuery({ queryKey: [...KEY, 'dispatchers'], enabled, queryFn: ({ signal }) => api.get('/api/dispatchers', { schema: dispatchersResponse, signal }) });

/** The team list as last read: after a change, as read again before the change's callbacks ran. */
export function useTeamsNow() {
  const client = useQueryClient();
  return () => client.getQueryData<ManagedTeam[]>([...KEY, 'teams']);
}

/**
 * A team-management change (statusCode 0 = saved). Every list of the screen is read again afterwards, and before
 * the caller's own callbacks run (the mutation awaits onSettled): after a refusal they see the lists as they are now.
 * Silent: the screen words each failure itself (a team removed meanwhile says so rather than "unknown team 42").
 */
export function useTeamChange<T extends object>(path: string) {
  const client = useQueryClient();
  return useMutation<TeamChangeResponse, Error, T>({
    mutationFn: (body) => api.post(path, body, { schema: teamChangeResponse, silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
