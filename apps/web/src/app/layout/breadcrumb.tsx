import { Fragment, useContext } from 'react';
import { ConfigProvider } from 'antd';
import useBreadcrumbStyle from 'antd/es/breadcrumb/style';

/**
 * antd Breadcrumb as the page heading uses it (plain titles, no links or menus): the same elements, classes and
 * style hook, so the same CSS, without its item renderer and dropdown items (~1.5 kB gzipped in every signed-in
 * first load).
 */
export function Breadcrumb({ items }: { items: readonly string[] }) {
  const prefixCls = useContext(ConfigProvider.ConfigContext).getPrefixCls('breadcrumb');
  const [hashId, cssVarCls] = useBreadcrumbStyle(prefixCls);
  return (
    <nav className={[prefixCls, hashId, cssVarCls].filter(Boolean).join(' ')}>
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
