import type { ReactNode } from 'react';

/** `allowClear` of antd's Select family (rc-select): its clear button is named by `label`. */
export type SelectAllowClear = boolean | { clearIcon?: ReactNode; label?: string };
/** `allowClear` of antd's Input family (rc-input): its clear button has no name of its own, its icon names it. */
export type InputAllowClear = boolean | { clearIcon?: ReactNode; disabled?: boolean };

/**
 * rc-select names a Select's clear button 'Clear' in English unless `allowClear.label` says otherwise, and
 * ConfigProvider cannot set it. Given an object, antd drops its default icon, so `icon` (the same one) stands in.
 */
export function selectAllowClear(allowClear: SelectAllowClear | undefined, label: string, icon: ReactNode): SelectAllowClear | undefined {
  if (!allowClear) return allowClear;
  const config = allowClear === true ? {} : allowClear;
  if (config.label !== undefined) return allowClear;
  return { ...config, clearIcon: config.clearIcon ?? icon, label };
}

/** rc-input's clear button is named by its icon: antd's default one says 'close-circle', so `icon` carries the label. */
export function inputAllowClear(allowClear: InputAllowClear | undefined, icon: ReactNode): InputAllowClear | undefined {
  if (!allowClear) return allowClear;
  const config = allowClear === true ? {} : allowClear;
  if (config.clearIcon !== undefined) return allowClear;
  return { ...config, clearIcon: icon };
}
