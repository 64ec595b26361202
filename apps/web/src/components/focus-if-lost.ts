/**
 * After a confirmation whose opener was removed with its row (a deleted plate, calendar …), antd gives focus back to that button, which is gone, and a
 * keyboard user lands on the page's body: `target` takes it instead (left alone when focus went elsewhere on the page).
 */
export function focusIfLost(target: HTMLElement | null | undefined): void {
  const active = document.activeElement;
  // When antd calls afterClose, focus is still on the closing confirmation's button, which goes next.
  if (active === null || active === document.body || active.closest('.ant-modal-wrap')) target?.focus();
}
