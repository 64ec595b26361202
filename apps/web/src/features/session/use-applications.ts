import { useQuery } from '@tanstack/react-query';
import { useAccessToken } from '../../lib/auth-token';
import { useAfterPaint } from '../../lib/use-after-paint';
import { fetchApplications } from './session-api';

/** The applications the signed-in user may open, for the user menu: asked once the screen is painted (the menu is closed on it). */
export function useApplications() {
  const token = useAccessToken();
  const painted = useAfterPaint();
  return useQuery({ queryKey: ['applications', token ?? ''], queryFn: ({ signal }) => fetchApplications(signal), enabled: !!token && painted, staleTime: 10 * 60_000 });
}
