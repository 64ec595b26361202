import { hashKey } from '@tanstack/react-query';

/**
 * Search pressed with the filter already shown, on its first page: when that answer failed, it is asked again. The
 * query's key is the same, so React Query keeps the failed answer and nothing was sent (only the alert's Retry asked).
 */
export function searchAgainIfFailed<F>(search: { isError: boolean; refetch: () => Promise<unknown> }, shown: { filters: F; page: { index: number } }, next: F) {
  if (search.isError && shown.page.index === 0 && hashKey([shown.filters]) === hashKey([next])) void search.refetch();
}
