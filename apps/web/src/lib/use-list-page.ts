import { useState } from 'react';

/**
 * The current page of a list paged in the browser: back to page 1 whenever `viewKey` (what the list shows:
 * its filter, search, day) changes, adjusted while rendering rather than in an effect, and never past the last
 * page of `rowCount` rows.
 */
export function useListPage(viewKey: string, rowCount: number, pageSize: number): [number, (page: number) => void] {
  const [page, setPage] = useState(1);
  const [pageViewKey, setPageViewKey] = useState(viewKey);
  if (pageViewKey !== viewKey) {
    setPageViewKey(viewKey);
    setPage(1);
  }
  return [Math.min(page, Math.max(1, Math.ceil(rowCount / pageSize))), setPage];
}
