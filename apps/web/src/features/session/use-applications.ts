import { useQuery } from '@tanstack/react-query';
import { useAccessToken } from '../../lib/auth-token';
import { fetchApplications } from './session-api';

/** The applications the signed-in user may open, for the user menu. */
export function useApplications() {
  const token = useAccessToken();
  return useQuery({ queryKey: ['applications', token ?? ''], queryFn: ({ signal }) => fetchApplications(signal), enabled: !!token, staleTime: 10 * 60_000 });
}
