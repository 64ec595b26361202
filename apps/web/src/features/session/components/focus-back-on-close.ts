import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

/**
 * For a header dropdown (a menu button): Esc on its open menu closed it with the focus on the hidden entry, which then
 * fell to the page's start. Once it closes with the focus in it or nowhere, the focus goes back to its button.
 * ArrowDown on the closed button opens it as Enter and Space do; the Dropdown's autoFocus then puts the focus on its
 * first entry.
 * `triggerProps` go on the button: these keys, and whether the menu is open for screen readers.
 */
export function useFocusBackOnClose<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [open, setOpen] = useState(false);
  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (next) return;
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || active.closest('.ant-dropdown')) ref.current?.focus();
    });
  }, []);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<T>) => {
      if (event.key !== 'ArrowDown' || open) return;
      event.preventDefault();
      event.currentTarget.click();
    },
    [open],
  );
  return { onOpenChange, triggerProps: { ref, onKeyDown, 'aria-haspopup': 'menu' as const, 'aria-expanded': open } };
}
