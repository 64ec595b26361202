import { useEffect, useState } from 'react';

/**
 * For a dialog that is mounted only while open (`{open ? <Dialog /> : null}`): it unmounts before antd can give
 * focus back, which leaves a keyboard user on the page's body. This gives focus back to the control that had it
 * when the dialog opened (read while rendering, before the dialog takes focus), unless focus went somewhere else.
 */
export function useFocusReturn(): void {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null));
  useEffect(
    () => () => {
      // Looked at for a second: a confirmation that closed the dialog (discard changes) gives focus back only after
      // its own closing, to a control of the dialog that is gone by then.
      let looks = 0;
      const timer = window.setInterval(() => {
        const active = document.activeElement;
        if (active === null || active === document.body) {
          if (opener?.isConnected) opener.focus();
          window.clearInterval(timer);
        } else if (++looks >= 20 || !active.closest('.ant-modal-wrap')) window.clearInterval(timer);
      }, 50);
    },
    [opener],
  );
}
