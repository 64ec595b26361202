import type { CSSProperties, ReactNode } from 'react';
import useDividerStyle from 'antd/es/divider/style';
import { useAntdClasses } from '../../../components/use-antd-classes';

/**
 * antd's plain text Divider as the login page shows it (the "or" between the form and single sign-on): the same
 * elements and classes, so the same CSS, without Divider's semantic-props machinery that only the login loaded.
 */
export function TextDivider({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const [prefixCls, className] = useAntdClasses('divider', useDividerStyle, ['horizontal', 'with-text', 'with-text-center', 'plain']);
  return (
    <div className={className} role="separator" style={style}>
      <div className={`${prefixCls}-rail ${prefixCls}-rail-start`} />
      <span className={`${prefixCls}-inner-text`}>{children}</span>
      <div className={`${prefixCls}-rail ${prefixCls}-rail-end`} />
    </div>
  );
}
