import { Fragment } from 'react';
import useBreadcrumbStyle from 'antd/es/breadcrumb/style';
import { useAntdClasses } from '../../components/use-antd-classes';

/**
 * antd Breadcrumb as the page heading uses it (plain titles, no links or menus): the same elements, classes and
 * style hook, so the same CSS, without its item renderer and dropdown items (~1.5 kB gzipped in every signed-in
 * first load).
 */
export function Breadcrumb({ items }: { items: readonly string[] }) {
  const [prefixCls, className] = useAntdClasses('breadcrumb', useBreadcrumbStyle);
  return (
    <nav className={className}>
      <ol>
        {items.map((title, index) => (
          <Fragment key={index}>
            {index > 0 ? (
              <li className={`${prefixCls}-separator`} aria-hidden="true">
                /
              </li>
            ) : null}
            <li className={`${prefixCls}-item`}>
              <span className={`${prefixCls}-link`}>{title}</span>
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
