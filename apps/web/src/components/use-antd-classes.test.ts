import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAntdClasses } from './use-antd-classes';

const useStyle = (prefixCls: string) => [`hash-${prefixCls}`, `${prefixCls}-css-var`] as const;

function Probe({ modifiers, className }: { modifiers?: (string | undefined)[]; className?: string }) {
  const [prefixCls, rootClassName] = useAntdClasses('skeleton', useStyle, modifiers, className);
  return createElement('div', { className: rootClassName, 'data-prefix': prefixCls });
}

describe('useAntdClasses', () => {
  it("gives the prefix, then the modifiers', the style hook's and the caller's classes", () => {
    expect(renderToStaticMarkup(createElement(Probe, { modifiers: ['active', undefined], className: 'mine' }))).toBe(
      '<div class="ant-skeleton ant-skeleton-active hash-ant-skeleton ant-skeleton-css-var mine" data-prefix="ant-skeleton"></div>',
    );
  });

  it('leaves out what is not given', () => {
    expect(renderToStaticMarkup(createElement(Probe))).toBe('<div class="ant-skeleton hash-ant-skeleton ant-skeleton-css-var" data-prefix="ant-skeleton"></div>');
  });
});
