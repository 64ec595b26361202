import { useQuery } from '@tanstack/react-query';
import { fetchLoginOptions } from './session-api';

/** Which ways of signing in the server offers; while unknown (or unreachable) the password form shows. */
export function useLoginOptions() {
  return useQuery({ queryKey: ['login-options'], queryFn: ({ signal }) => fetchLoginOptions(signal), staleTime: 5 * 60_000, retry: 1 });
}
