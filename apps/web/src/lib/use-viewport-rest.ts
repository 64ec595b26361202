import { useLayoutEffect, useState } from 'react';
import { local } from './storage-keys';

const restBelow = (top: number, bottomGap: number, min: number) => Math.max(min, Math.floor(window.innerHeight - top - bottomGap));

/**
 * The height from an element's top (in the document, so page scrolling does not change it) to the
 * bottom of the window less `bottomGap`, at least `min`; follows window resizes and changes of what
 * sits above the element. Lets a board fill the screen instead of guessing the chrome's height.
 * With `rememberTopKey` the top measured last is kept in the browser and the next load starts from it: a board
 * drawn at its final height is laid out once on the way to its first paint, not at `min` and then again.
 */
export function useViewportRest(element: HTMLElement | null, bottomGap: number, min: number, rememberTopKey?: string): number {
  const [height, setHeight] = useState(() => {
    const top = rememberTopKey ? Number(local.get(rememberTopKey) ?? NaN) : NaN;
    return top >= 0 ? restBelow(top, bottomGap, min) : min;
  });
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      if (rememberTopKey && local.get(rememberTopKey) !== String(top)) local.set(rememberTopKey, String(top));
      setHeight(restBelow(top, bottomGap, min));
    };
    measure();
    window.addEventListener('resize', measure);
    // What sits above (a wrapping toolbar, an alert) moves the element without resizing the window.
    const observer = new ResizeObserver(measure);
    if (element.parentElement) observer.observe(element.parentElement);
    observer.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer.disconnect();
    };
  }, [element, bottomGap, min, rememberTopKey]);
  return height;
}
