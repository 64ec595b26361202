import { QueryClient } from '@tanstack/react-query';

/**
 * networkMode 'always': TanStack Query would otherwise pause requests while the browser reports
 * offline, and the user would see an endless spinner instead of the spec's "check your internet
 * connection" message from the API client.
 * Retries are off: the API client already tells the user what went wrong, and a retry would
 * repeat the notice. Window-focus refetches are off because planning screens hold unsaved
 * changes that a silent refetch must not disturb.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});
