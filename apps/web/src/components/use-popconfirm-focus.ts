import { useRef } from 'react';
import type { ButtonProps } from 'antd';

/**
 * antd's popconfirm neither takes focus nor gives it back, and it sits at the page's end, out of reach of a
 * keyboard user's Tab. Spread `props` on the Popconfirm and put `trigger` on its button: the question takes focus
 * on its cancel button (mounted anew at each opening, so autoFocus runs each time) and gives it back to the button
 * when it closes, also on Escape. `onOpenChange` is the popconfirm's own, if it has one.
 */
export function usePopconfirmFocus(onOpenChange?: (open: boolean) => void) {
  const trigger = useRef<HTMLButtonElement>(null);
  const cancelButtonProps: ButtonProps = { autoFocus: true };
  return {
    trigger,
    props: {
      destroyOnHidden: true,
      cancelButtonProps,
      onOpenChange: (open: boolean) => {
        onOpenChange?.(open);
        if (!open) trigger.current?.focus();
      },
    },
  };
}
