import { useEffect, useState } from 'react';

/**
 * False until the browser has painted what the component first rendered, then true: for work a screen's first
 * paint need not wait for, such as a side query's start (its request and its schema's import). The effects of a
 * render React commits at once (a store's update, as a query's answer) run before the paint; a task queued from
 * the next animation frame runs after it.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
