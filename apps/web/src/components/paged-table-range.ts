/**
 * The rows a page shows, 1-based and inclusive ('26–50 of 312'); {0, 0} for an empty result.
 * A page index past the end (the total shrank) shows the range it asked for, clipped to the total.
 */
export function showingRange(pageIndex: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0 || pageSize <= 0) return { from: 0, to: 0 };
  const from = Math.min(pageIndex * pageSize + 1, total);
  const to = Math.min((pageIndex + 1) * pageSize, total);
  return { from, to };
}
