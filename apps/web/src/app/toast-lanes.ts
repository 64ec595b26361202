import { useEffect, useState } from 'react';

/** An open drawer or dialog: the stretch of the window's width it takes, its top and where its header ends (px). */
export interface Overlay {
  start: number;
  end: number;
  top: number;
  headerEnd: number;
}

/** Where the toasts of one kind show while overlays are open: their list's centre (messages) and width, how far lower. */
export interface Lane {
  centre?: number;
  width: number;
  shift: number;
}

/** The messages' top (feedback-holders): in the header's band. */
export const MESSAGE_TOP = 8;
/** Where the messages' band ends, past three lines of text: a dialog starting below it (antd's 100 px) is clear. */
const MESSAGE_BAND_END = 96;
/** The notifications' top (feedback-holders): below the portal's header, at the window's right. */
export const NOTIFICATION_TOP = 68;
/** Where the notifications' band ends: a title and a few lines of text. */
const NOTIFICATION_BAND_END = 268;
/** antd's notification list: a 384 px notice with 24 px of padding each side, which keeps it off an overlay's edge. */
const NOTIFICATION_LIST = 432;
/** Narrower than this (less that padding), a toast would stand as a column of words. */
export const MIN_LANE = 320;
/** Between the overlays' headers and toasts moved below them. */
const GAP = 8;

const below = (overlays: readonly Overlay[], top: number) => Math.max(0, Math.max(...overlays.map((o) => o.headerEnd)) + GAP - top);

/**
 * The messages (top centre) beside the overlays that reach into their band: in the widest stretch left free, where a
 * long message wraps; where none is MIN_LANE wide, across the window below those overlays' headers. Null while no
 * overlay is in the band: antd's own place.
 */
export function messageLane(width: number, overlays: readonly Overlay[]): Lane | null {
  const inBand = overlays.filter((o) => o.top < MESSAGE_BAND_END);
  if (inBand.length === 0) return null;
  let best = { start: 0, end: 0 };
  let from = 0;
  for (const o of [...inBand].sort((a, b) => a.start - b.start).concat({ start: width, end: width, top: 0, headerEnd: 0 })) {
    const to = Math.min(o.start, width);
    if (to - from > best.end - best.start) best = { start: from, end: to };
    from = Math.max(from, o.end);
  }
  if (best.end - best.start >= MIN_LANE) return { centre: (best.start + best.end) / 2, width: best.end - best.start, shift: 0 };
  return { centre: width / 2, width, shift: below(inBand, MESSAGE_TOP) };
}

/**
 * The notifications (top right) beside the overlays whose header is in their band (a dialog's title and close button;
 * a drawer's header ends above it): narrowed to the stretch right of them; where that is under MIN_LANE, below those
 * headers. Null while no header is in the band.
 */
export function notificationLane(width: number, overlays: readonly Overlay[]): Lane | null {
  const inBand = overlays.filter((o) => o.top < NOTIFICATION_BAND_END && o.headerEnd > NOTIFICATION_TOP && o.end > width - NOTIFICATION_LIST);
  if (inBand.length === 0) return null;
  const free = Math.min(NOTIFICATION_LIST, width - Math.max(...inBand.map((o) => o.end)));
  if (free >= MIN_LANE) return { width: free, shift: 0 };
  return { width: NOTIFICATION_LIST, shift: below(inBand, NOTIFICATION_TOP) };
}

/** The open drawers (their laid-out width, not their box, which slides in from the edge) and the shown dialogs. */
function openOverlays(width: number): Overlay[] {
  const overlays: Overlay[] = [];
  for (const drawer of Array.from(document.querySelectorAll('.ant-drawer-open'))) {
    const size = drawer.querySelector<HTMLElement>('.ant-drawer-content-wrapper')?.offsetWidth ?? 0;
    const headerEnd = drawer.querySelector('.ant-drawer-header')?.getBoundingClientRect().bottom ?? 0;
    overlays.push(drawer.classList.contains('ant-drawer-left') ? { start: 0, end: size, top: 0, headerEnd } : { start: width - size, end: width, top: 0, headerEnd });
  }
  for (const dialog of Array.from(document.querySelectorAll('.ant-modal-wrap .ant-modal'))) {
    const box = dialog.getBoundingClientRect();
    if (box.height === 0) continue;
    const header = dialog.querySelector('.ant-modal-header, .ant-modal-confirm-title');
    overlays.push({ start: box.left, end: box.right, top: box.top, headerEnd: header?.getBoundingClientRect().bottom ?? box.top });
  }
  return overlays;
}

const KINDS = [
  { name: 'message', lane: messageLane },
  { name: 'notification', lane: notificationLane },
] as const;

/**
 * Keeps antd's messages and notifications off the headers of open drawers and dialogs (close button, title, actions):
 * placed before each toast shows (the returned function), again when an overlay has opened or closed (the end of its
 * motion, or the focus it takes or gives back) or the window is resized while one shows. Custom properties on the
 * root, read by feedback-holders.css, set only when they change.
 */
export function useToastLanes(): () => void {
  const [place] = useState(() => {
    let last = '';
    return () => {
      const width = window.innerWidth;
      const overlays = openOverlays(width);
      const lanes = KINDS.map((kind) => ({ name: kind.name, lane: kind.lane(width, overlays) }));
      const key = JSON.stringify(lanes);
      if (key === last) return;
      last = key;
      const root = document.documentElement.style;
      for (const { name, lane } of lanes) {
        for (const part of ['centre', 'width', 'shift'] as const) {
          if (lane?.[part] !== undefined) root.setProperty(`--fsp-${name}-${part}`, `${lane[part]}px`);
          else root.removeProperty(`--fsp-${name}-${part}`);
        }
      }
    };
  });
  useEffect(() => {
    const again = () => {
      if (document.querySelector('.ant-message-notice, .ant-notification-notice')) place();
    };
    const events = ['transitionend', 'animationend', 'focusin', 'resize'];
    events.forEach((name) => window.addEventListener(name, again, true));
    return () => events.forEach((name) => window.removeEventListener(name, again, true));
  }, [place]);
  return place;
}
