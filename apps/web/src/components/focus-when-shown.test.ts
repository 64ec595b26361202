import { describe, expect, it } from 'vitest';
import { focusWhenShown, type FocusableField, type Frames } from './focus-when-shown';

/** Animation frames run by hand. */
function manualFrames() {
  let next = 1;
  const pending = new Map<number, () => void>();
  const frames: Frames = {
    request: (callback) => {
      pending.set(next, callback);
      return next++;
    },
    cancel: (handle) => pending.delete(handle),
  };
  const run = () => {
    const due = [...pending.values()];
    pending.clear();
    due.forEach((callback) => callback());
  };
  return { frames, run, pending: () => pending.size };
}

function field(shown: () => boolean) {
  const focused: number[] = [];
  const element: FocusableField = { getClientRects: () => ({ length: shown() ? 1 : 0 }), focus: () => focused.push(1) };
  return { element, focused };
}

describe('focusWhenShown', () => {
  it('focuses the field on the first frame it is laid out on, without waiting for the dialog to finish opening, then stops', () => {
    const { frames, run, pending } = manualFrames();
    let mounted = false;
    let shown = false;
    const name = field(() => shown);
    focusWhenShown(() => (mounted ? name.element : null), frames);
    run();
    mounted = true;
    run();
    expect(name.focused).toHaveLength(0);
    shown = true;
    run();
    expect(name.focused).toHaveLength(1);
    expect(pending()).toBe(0);
  });

  it('does nothing once stopped (the dialog closed before its field showed)', () => {
    const { frames, run, pending } = manualFrames();
    let shown = false;
    const name = field(() => shown);
    const stop = focusWhenShown(() => name.element, frames);
    run();
    stop();
    shown = true;
    run();
    expect(name.focused).toHaveLength(0);
    expect(pending()).toBe(0);
  });

  it('gives up after about two seconds of frames without the field (a dialog that shows none)', () => {
    const { frames, run, pending } = manualFrames();
    focusWhenShown(() => null, frames);
    for (let frame = 0; frame < 119; frame++) run();
    expect(pending()).toBe(1);
    run();
    expect(pending()).toBe(0);
  });
});
