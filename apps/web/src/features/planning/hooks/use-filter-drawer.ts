import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The filter drawer's open state and where the keyboard focus goes when it closes (Apply, Cancel, Escape): back to
 * the control that opened it, or to the board's Filters button when that control is gone (a removed chip) or the
 * board opened the drawer by itself (no filter yet). At once, after the closing render has released the drawer's
 * focus trap: antd's own return waits for the closing animation, and a Tab pressed meanwhile went to the page's top.
 */
export function useFilterDrawer(initiallyOpen: boolean) {
  const [open, setOpen] = useState(initiallyOpen);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useRef(false);
  const openRef = useRef(open);
  openRef.current = open;

  const show = useCallback(() => {
    if (openRef.current) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    if (!openRef.current) return;
    returnFocus.current = true;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    const target = opener.current?.isConnected ? opener.current : filtersButton.current;
    opener.current = null;
    target?.focus({ preventScroll: true });
  }, [open]);

  return { open, show, close, filtersButton };
}
