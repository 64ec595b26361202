import { useEffect } from 'react';

/**
 * antd's open drawers and dialogs, which lock the focus in: not a drawer without its mask, nor one closing, nor a
 * dialog in its closing animation (their locks end as they start to close); popovers never lock it.
 */
const TRAPPING = '.ant-drawer-open:has(> .ant-drawer-mask), .ant-modal-wrap:not(:has(> .ant-modal[class*="-leave"]))';

const FOCUSABLE = 'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [tabindex], [contenteditable]:not([contenteditable="false"])';

/** A radio is a Tab stop when it is its group's chosen one, or its group's first while none is chosen. */
function radioStop(radio: HTMLInputElement, root: Element): boolean {
  if (radio.checked || !radio.name) return true;
  const group = Array.from(root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(radio.name)}"]`));
  return !group.some((other) => other.checked) && group[0] === radio;
}

/** The elements of `root` that the browser's Tab stops on, in document order. */
export function tabStops(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[inert]') &&
      element.checkVisibility({ visibilityProperty: true }) &&
      !(element instanceof HTMLInputElement && element.type === 'radio' && !radioStop(element, root)),
  );
}

const after = (element: Element, other: Element) => (element.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

/**
 * Where Tab (Shift+Tab: `back`) from the focused element goes instead of the browser's next stop, or null where the
 * browser's is right: from the last control of an open drawer or dialog, round to its first (its last).
 */
export function wrappedStop(active: Element, back: boolean): HTMLElement | null {
  const overlay = active.closest(TRAPPING);
  if (!overlay) return null;
  const stops = tabStops(overlay);
  const further = back ? stops.some((stop) => after(stop, active)) : stops.some((stop) => after(active, stop));
  if (further || stops.length === 0) return null;
  return back ? stops[stops.length - 1]! : stops[0]!;
}

/**
 * antd's focus lock (rc-util lockFocus) brings the focus back only when it lands on the page outside the drawer or
 * dialog: Tab from its last control went first to the browser's own controls (the page's body in a headless browser),
 * a stop on nothing, since the overlay's portal is the page's last element. Installed once for the whole portal: Tab
 * from an open overlay's last control goes round to its first, Shift+Tab from its first to its last.
 */
export function useOverlayTabWrap(): void {
  useEffect(() => {
    // Bubbling on the document: after a control's own Tab handling, which may have taken the key.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !(event.target instanceof Element)) return;
      const stop = wrappedStop(event.target, event.shiftKey);
      if (!stop) return;
      event.preventDefault();
      stop.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
