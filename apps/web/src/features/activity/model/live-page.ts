/** The order of the server's pages (newest first, then the higher id): a row's place among the pages. */
function newerFirst(a: { occurredAt: number; id: number }, b: { occurredAt: number; id: number }): number {
  return b.occurredAt - a.occurredAt || b.id - a.id;
}

/**
 * Rows that arrived live merged into the first page as the server would page them now: in the server's order,
 * each once, and never more than the page size. The oldest rows of a full page move off (they open page 2, which
 * starts there), and a new row older than all the rows of a full page is not shown (it belongs on a later page).
 * `added` are the new rows that made it onto the page.
 */
export function mergeIntoFirstPage<T extends { id: number; occurredAt: number }>(shown: readonly T[], incoming: readonly T[], pageSize: number): { rows: T[]; added: T[] } {
  const known = new Set(shown.map((r) => r.id));
  const fresh = incoming.filter((r, index) => !known.has(r.id) && incoming.findIndex((x) => x.id === r.id) === index);
  const rows = [...shown, ...fresh].sort(newerFirst).slice(0, Math.max(pageSize, 0));
  const onPage = new Set(rows.map((r) => r.id));
  return { rows, added: fresh.filter((r) => onPage.has(r.id)) };
}
