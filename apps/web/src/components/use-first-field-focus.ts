import { useCallback, useEffect, useRef } from 'react';
import { focusWhenShown } from './focus-when-shown';

const FIELDS = '.ant-form-item-control :is(input, textarea):not([disabled]):not([type="hidden"])';

/** Where Tab goes in a radio group: its chosen option, or its first when none is chosen. */
const tabStop = (field: HTMLInputElement | HTMLTextAreaElement) =>
  field.type !== 'radio' || (field as HTMLInputElement).checked || !field.closest('.ant-radio-group')?.querySelector('input:checked');

/** The panel's first enabled field, where Tab would go; none while the person is already in one of its fields. */
function firstFieldToFocus(panel: HTMLElement | null): HTMLInputElement | HTMLTextAreaElement | null {
  const active = document.activeElement;
  if (!panel || (active && panel.contains(active) && active.closest('.ant-form-item-control'))) return null;
  return Array.from(panel.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELDS)).find(tabStop) ?? null;
}

/**
 * antd's dialog takes focus when its opening animation ends, after a field's autoFocus ran: its focus lock then puts
 * it on the first tabbable, the close button, which a keyboard user had to Tab past, and keys typed until then (up to
 * a second and more under load) were lost. Spread on a Modal with a form: while `shown`, focus goes to its first
 * enabled field on the first frame that field is laid out, and again when the opening ends should it have left it,
 * unless the person is already in a field.
 */
export function useFirstFieldFocus(shown = true) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => (shown ? focusWhenShown(() => firstFieldToFocus(panelRef.current)) : undefined), [shown]);
  const afterOpenChange = useCallback((open: boolean) => {
    if (open) firstFieldToFocus(panelRef.current)?.focus();
  }, []);
  return { panelRef, afterOpenChange };
}

const FILTER_FIELDS = ':is(input, textarea, select, button[role="switch"]):not([disabled]):not([type="hidden"])';

/**
 * The field a filter drawer opens on: its first, passing over date pickers unless `dates`. The dates come first in most
 * drawers, already filled and with quick-range buttons, so the keyboard starts on the first criterion after them
 * (Shift+Tab goes back to the dates). A picker's input focused from here keeps its calendar closed until a click or a
 * key. Nothing (a form still loading): the focus stays on the drawer.
 */
function firstFilterField(panel: HTMLElement, dates: boolean): HTMLElement | undefined {
  return Array.from(panel.querySelectorAll<HTMLElement>(FILTER_FIELDS)).find((field) => field.tabIndex >= 0 && (dates || !field.closest('.ant-picker')) && field.getClientRects().length > 0);
}

/**
 * Spread on a filter drawer (FilterDrawerShell's, the planning board's): once open, the focus goes to its first field
 * (firstFilterField) instead of the drawer's outer box that antd focuses, on the animation frame after the opening
 * render (antd focuses that box in an effect, a render later for a drawer open on arrival) or when the opening animation
 * ends. Until the person presses a key or a mouse button, a field that shows up above it (an organization tree that was
 * still loading) takes the focus instead.
 */
export function useFirstFilterFieldFocus(open: boolean, { dates = false }: { dates?: boolean } = {}) {
  const panelRef = useRef<HTMLDivElement>(null);
  // The field the drawer gave the focus to; null once the person has acted.
  const placed = useRef<HTMLElement | null | undefined>(undefined);
  const focusFirstField = useCallback(() => {
    const panel = panelRef.current;
    const active = document.activeElement;
    if (!panel || placed.current === null || (panel.contains(active) && active !== placed.current)) return;
    const field = firstFilterField(panel, dates);
    if (!field || field === active) return;
    placed.current = field;
    field.focus();
  }, [dates]);
  useEffect(() => {
    if (!open) return undefined;
    placed.current = undefined;
    const acted = () => {
      placed.current = null;
    };
    const observer = new MutationObserver(focusFirstField);
    const frame = requestAnimationFrame(() => {
      focusFirstField();
      if (panelRef.current) observer.observe(panelRef.current, { childList: true, subtree: true });
    });
    document.addEventListener('keydown', acted, true);
    document.addEventListener('mousedown', acted, true);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      document.removeEventListener('keydown', acted, true);
      document.removeEventListener('mousedown', acted, true);
    };
  }, [open, focusFirstField]);
  const afterOpenChange = useCallback(
    (opened: boolean) => {
      if (opened) focusFirstField();
    },
    [focusFirstField],
  );
  return { panelRef, afterOpenChange };
}
