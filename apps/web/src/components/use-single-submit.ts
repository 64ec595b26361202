import { useEffect, useRef } from 'react';
import type { FormInstance } from 'antd';

/**
 * A dialog form's submit that runs once until the save it started has settled (`saving` back to false) or the form
 * refused its input. Enter pressed again, or Save clicked twice, before the answer came saved again: a second calendar
 * of the same name, or "already exists" after the first save had succeeded. Spread `onFinishFailed` on the Form.
 */
export function useSingleSubmit(form: FormInstance, saving: boolean) {
  const started = useRef(false);
  useEffect(() => {
    if (!saving) started.current = false;
  }, [saving]);
  return {
    submit: () => {
      if (started.current) return;
      started.current = true;
      form.submit();
    },
    onFinishFailed: () => {
      started.current = false;
    },
  };
}
