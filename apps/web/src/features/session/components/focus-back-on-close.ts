import { useCallback, useRef } from 'react';

/**
 * For a header dropdown: Esc on its open menu closed it with the focus on the hidden entry, which then fell to the page's
 * start. Once it closes with the focus in it or nowhere, the focus goes back to its button.
 */
export function useFocusBackOnClose<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const onOpenChange = useCallback((open: boolean) => {
    if (open) return;
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || active.closest('.ant-dropdown')) ref.current?.focus();
    });
  }, []);
  return { ref, onOpenChange };
}
