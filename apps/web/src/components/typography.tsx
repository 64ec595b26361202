import type { HTMLAttributes } from 'react';
import useTypographyStyle from 'antd/es/typography/style';
import { useAntdClasses } from './use-antd-classes';

/**
 * antd Typography's Text, Title (level 1 or 2) and Paragraph as the login, the signed-in frame and the planning
 * grid's first paint use them: the same elements, classes and style hook, so the same CSS, without the ellipsis,
 * copy and edit machinery (with TextArea, Tooltip and their icons) that antd's Typography brings (~7 kB gzipped,
 * ~10 kB with TextArea). A className the caller gives comes after antd's classes, as antd's Typography keeps it.
 */
type TextType = 'secondary' | 'danger';

interface TypographyProps extends HTMLAttributes<HTMLElement> {
  type?: TextType;
}

export function Text({ type, strong, className, children, ...rest }: TypographyProps & { strong?: boolean }) {
  return (
    <span {...rest} className={useAntdClasses('typography', useTypographyStyle, [type], className)[1]}>
      {strong ? <strong>{children}</strong> : children}
    </span>
  );
}

export function Title({ type, level = 1, className, children, ...rest }: TypographyProps & { level?: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Heading {...rest} className={useAntdClasses('typography', useTypographyStyle, [type], className)[1]}>
      {children}
    </Heading>
  );
}

export function Paragraph({ type, className, children, ...rest }: TypographyProps) {
  return (
    <div {...rest} className={useAntdClasses('typography', useTypographyStyle, [type], className)[1]}>
      {children}
    </div>
  );
}
