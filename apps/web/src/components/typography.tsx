import { useContext, type HTMLAttributes } from 'react';
import { ConfigProvider } from 'antd';
import useTypographyStyle from 'antd/es/typography/style';

/**
 * antd Typography's Text, Title (level 1) and Paragraph as the signed-in frame and the planning grid's first
 * paint use them: the same elements, classes and style hook, so the same CSS, without the ellipsis, copy and
 * edit machinery (with TextArea, Tooltip and their icons) that antd's Typography brings (~7 kB gzipped).
 */
type TextType = 'secondary' | 'danger';

interface TypographyProps extends HTMLAttributes<HTMLElement> {
  type?: TextType;
}

/** antd Typography's classes, then the caller's own (as antd's Typography keeps them). */
function useTypographyClass(type: TextType | undefined, className: string | undefined): string {
  const prefixCls = useContext(ConfigProvider.ConfigContext).getPrefixCls('typography');
  const [hashId, cssVarCls] = useTypographyStyle(prefixCls);
  return [prefixCls, type && `${prefixCls}-${type}`, hashId, cssVarCls, className].filter(Boolean).join(' ');
}

export function Text({ type, strong, className, children, ...rest }: TypographyProps & { strong?: boolean }) {
  return (
    <span {...rest} className={useTypographyClass(type, className)}>
      {strong ? <strong>{children}</strong> : children}
    </span>
  );
}

export function Title({ type, className, children, ...rest }: TypographyProps) {
  return (
    <h1 {...rest} className={useTypographyClass(type, className)}>
      {children}
    </h1>
  );
}

export function Paragraph({ type, className, children, ...rest }: TypographyProps) {
  return (
    <div {...rest} className={useTypographyClass(type, className)}>
      {children}
    </div>
  );
}
