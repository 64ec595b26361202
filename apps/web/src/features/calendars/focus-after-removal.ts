import type { RefObject } from 'react';

/**
 * For useFocusReturn: the control that opened a dialog while it is still on the page, else `fallback` (a dialog opened
 * on a calendar entry that it deleted or replaced would otherwise give focus back to nothing).
 */
export function openerOrFallback(opener: HTMLElement | null, fallback: RefObject<HTMLElement | null>): RefObject<HTMLElement | null> {
  return {
    get current() {
      return opener?.isConnected ? opener : fallback.current;
    },
  };
}
