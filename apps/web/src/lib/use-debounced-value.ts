import { useEffect, useState } from 'react';

/** Spec part 1 §9: search boxes wait 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The value as it was `delayMs` after it last changed. The setter applies a value at once
 * (Enter in a search box, clearing it), without waiting for the timer.
 */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): [T, (next: T) => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (Object.is(value, debounced)) return undefined;
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, debounced, delayMs]);
  return [debounced, setDebounced];
}
