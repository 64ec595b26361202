import { useEffect, useRef } from 'react';

const rowOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('.ant-table-row') : null);

type RowElement = Pick<Element, 'isConnected' | 'getAttribute'>;

/**
 * Whether a double-click's second press is on the row its first press was on. A render between the presses (a
 * refetch, a live update) may replace the row's element: the replaced one, no longer in the page, is the same row
 * when it carried the same key.
 */
export function sameRow(first: RowElement | null, second: RowElement): boolean {
  if (first === second) return true;
  if (first === null || first.isConnected) return false;
  const key = first.getAttribute('data-row-key');
  return key !== null && key === second.getAttribute('data-row-key');
}

/**
 * Handlers for the box around a table whose rows open on a double-click (PagedTable's onRowDoubleClick):
 * - a double-click opens a row only when both its presses were on that row. The first press of one on a dialog's
 *   Close or ✕ (opened by a double-click, closed by one too) closed the dialog, and the second, on the row that lay
 *   under it, opened that row (seen on the CI board);
 * - the second press does not select the word under it; a selection dragged from a first press stays possible.
 */
export function useRowDoubleClick() {
  const firstPressRow = useRef<Element | null>(null);
  // On the document: the first press may be anywhere, a dialog's button included.
  useEffect(() => {
    const notePress = (event: MouseEvent) => {
      if (event.detail <= 1) firstPressRow.current = rowOf(event.target);
    };
    document.addEventListener('mousedown', notePress, true);
    return () => document.removeEventListener('mousedown', notePress, true);
  }, []);
  return {
    onMouseDown: (event: React.MouseEvent<HTMLElement>) => {
      if (event.detail > 1 && rowOf(event.target)) event.preventDefault();
    },
    onDoubleClickCapture: (event: React.MouseEvent<HTMLElement>) => {
      const row = rowOf(event.target);
      if (row && !sameRow(firstPressRow.current, row)) event.stopPropagation();
    },
  };
}
