import { useCallback, useRef } from 'react';

const FIELDS = '.ant-form-item-control :is(input, textarea):not([disabled]):not([type="hidden"])';

/** Where Tab goes in a radio group: its chosen option, or its first when none is chosen. */
const tabStop = (field: HTMLInputElement | HTMLTextAreaElement) =>
  field.type !== 'radio' || (field as HTMLInputElement).checked || !field.closest('.ant-radio-group')?.querySelector('input:checked');

/**
 * antd's dialog takes focus when its opening animation ends, after a field's autoFocus ran: its focus lock then puts
 * it on the first tabbable, the close button, which a keyboard user had to Tab past. Spread on a Modal with a form:
 * once it has opened, focus goes to its first enabled field, unless the person is already in a field.
 */
export function useFirstFieldFocus() {
  const panelRef = useRef<HTMLDivElement>(null);
  const afterOpenChange = useCallback((open: boolean) => {
    const panel = panelRef.current;
    const active = document.activeElement;
    if (!open || !panel || (active && panel.contains(active) && active.closest('.ant-form-item-control'))) return;
    Array.from(panel.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELDS)).find(tabStop)?.focus();
  }, []);
  return { panelRef, afterOpenChange };
}
