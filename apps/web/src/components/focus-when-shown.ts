export interface FocusableField {
  getClientRects(): { length: number };
  focus(): void;
}

export interface Frames {
  request: (callback: () => void) => number;
  cancel: (handle: number) => void;
}

const BROWSER_FRAMES: Frames = { request: (callback) => requestAnimationFrame(callback), cancel: (handle) => cancelAnimationFrame(handle) };

/** About two seconds of frames: a field not shown by then is left to the dialog's afterOpenChange. */
const MAX_FRAMES = 120;

/**
 * Focuses the field `find` returns on the first animation frame it is laid out on (antd shows a dialog's panel a
 * render after it opens, and focus() on a hidden field does nothing), then stops; after MAX_FRAMES without one it
 * gives up. Returns the way to stop sooner.
 */
export function focusWhenShown(find: () => FocusableField | null | undefined, frames: Frames = BROWSER_FRAMES): () => void {
  let left = MAX_FRAMES;
  let handle = frames.request(function tick() {
    const field = find();
    if (field && field.getClientRects().length > 0) field.focus();
    else if (--left > 0) handle = frames.request(tick);
  });
  return () => frames.cancel(handle);
}
