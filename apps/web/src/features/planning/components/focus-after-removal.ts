const BLOCK = '[data-testid="planning-block"]';
const ROW = '[data-testid="planning-row"]';

/**
 * A block deleted from the keyboard leaves the page with nothing focused (the dialog gives the focus back to the
 * block, which is gone), so the next Tab starts again at the page's top. Taken before the question: what gives
 * the focus, once the dialog has closed, to the next block of the row, else the previous one, else the row's add
 * button, so the user goes on where they were.
 */
export function focusAfterRemoval(key: string): () => void {
  const block = document.querySelector<HTMLElement>(`${BLOCK}[data-key="${CSS.escape(key)}"]`);
  const row = block?.closest<HTMLElement>(ROW);
  const technicianId = row?.dataset.technicianId;
  if (!block || !row || technicianId === undefined) return () => undefined;
  const blocks = Array.from(row.querySelectorAll<HTMLElement>(BLOCK));
  const at = blocks.indexOf(block);
  const keys = [...blocks.slice(at + 1), ...blocks.slice(0, at).reverse()].map((other) => other.dataset.key ?? '');
  return () => {
    // Only when the focus is lost or still in the closing dialog: one who clicked elsewhere keeps their place.
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest('.ant-modal-root')) return;
    const current = document.querySelector<HTMLElement>(`${ROW}[data-technician-id="${CSS.escape(technicianId)}"]`);
    if (!current) return;
    const next = keys.map((k) => current.querySelector<HTMLElement>(`${BLOCK}[data-key="${CSS.escape(k)}"]`)).find((found) => found !== null);
    (next ?? current.querySelector<HTMLElement>('[data-testid="planning-add"]'))?.focus();
  };
}
