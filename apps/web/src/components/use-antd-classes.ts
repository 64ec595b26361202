import { useContext } from 'react';
import { ConfigProvider } from 'antd';

/** An antd component's style hook (antd/es/<component>/style): injects its CSS, returns its hash and CSS-variable classes. */
type AntdStyleHook = (prefixCls: string) => readonly [hashId: string, cssVarCls: string];

/**
 * An antd component's class prefix and its root element's classes: the prefix, `<prefix>-<modifier>` for each
 * modifier given, the style hook's hash and CSS-variable classes, then the caller's own. Parts that draw
 * antd-looking elements without importing the whole antd component use it, to keep the initial bundle small.
 */
export function useAntdClasses(
  component: string,
  useStyle: AntdStyleHook,
  modifiers: readonly (string | undefined)[] = [],
  className?: string,
): readonly [prefixCls: string, rootClassName: string] {
  const prefixCls = useContext(ConfigProvider.ConfigContext).getPrefixCls(component);
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const classes = [prefixCls, ...modifiers.map((modifier) => modifier && `${prefixCls}-${modifier}`), hashId, cssVarCls, className];
  return [prefixCls, classes.filter(Boolean).join(' ')];
}
