import { useEffect, useState, type RefObject } from 'react';

/**
 * For a dialog that is mounted only while open (`{open ? <Dialog /> : null}`): it unmounts before antd can give
 * focus back, which leaves a keyboard user on the page's body. This gives focus back to the control that had it
 * when the dialog opened (read while rendering, before the dialog takes focus), unless focus went somewhere else.
 * `returnTo`: the control to go back to instead, for a dialog that replaces the one its opener opened (that control
 * is gone by the time it closes).
 */
export function useFocusReturn(returnTo?: RefObject<HTMLElement | null>): void {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null));
  useEffect(
    () => () => {
      // Looked at for a second: a confirmation that closed the dialog (discard changes) gives focus back only after
      // its own closing, to a control of the dialog that is gone by then.
      const target = returnTo?.current ?? opener;
      let looks = 0;
      const timer = window.setInterval(() => {
        const active = document.activeElement;
        if (active === null || active === document.body) {
          if (target?.isConnected) target.focus();
          window.clearInterval(timer);
        } else if (++looks >= 20 || !active.closest('.ant-modal-wrap')) window.clearInterval(timer);
      }, 50);
    },
    [opener, returnTo],
  );
}
