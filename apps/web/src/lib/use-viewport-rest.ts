import { useLayoutEffect, useState } from 'react';

/**
 * The height from an element's top (in the document, so page scrolling does not change it) to the
 * bottom of the window less `bottomGap`, at least `min`; follows window resizes and changes of what
 * sits above the element. Lets a board fill the screen instead of guessing the chrome's height.
 */
export function useViewportRest(element: HTMLElement | null, bottomGap: number, min: number): number {
  const [height, setHeight] = useState(min);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - bottomGap)));
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
  }, [element, bottomGap, min]);
  return height;
}
