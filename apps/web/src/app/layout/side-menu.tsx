import { Menu, type MenuProps } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findMenuPlacement, type AppMenu, type MenuEntry } from '../menu';
import { findAppRoute, routeTitleKey } from '../route-table';
import { GROUP_ICONS, ROUTE_ICONS } from './menu-icons';

type Item = NonNullable<MenuProps['items']>[number];

/**
 * Renders the menu data of src/app/menu.ts. Legacy pages are plain links (full page load), present only when configured.
 * Open, its groups start unfolded; folded to icons, none is open, or its flyout would cover the page until hovered.
 */
export function SideMenu({ menu, folded }: { menu: AppMenu; folded: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const routeId = findAppRoute(location.pathname);
  const selected = routeId ? findMenuPlacement(menu, routeId)?.entry.key : undefined;

  const toItem = (entry: MenuEntry): Item => {
    if (entry.kind === 'route') {
      return {
        key: entry.key,
        icon: ROUTE_ICONS[entry.routeId],
        label: <Link to={entry.path}>{t(routeTitleKey(entry.routeId))}</Link>,
        'data-testid': `menu-${entry.routeId}`,
      };
    }
    return {
      key: entry.key,
      icon: <ExportOutlined />,
      label: (
        <a href={entry.href} title={t('menu.legacyHint')}>
          {t(`menu.legacy.${entry.page}`)}
        </a>
      ),
      'data-testid': `menu-legacy-${entry.page}`,
    };
  };

  const items: Item[] = [
    ...menu.groups.map<Item>((group) => ({
      key: group.id,
      icon: GROUP_ICONS[group.id],
      label: <span className="fsp-menu-group-title" data-testid={`menu-group-${group.id}`}>{t(`menu.groups.${group.id}`)}</span>,
      children: group.entries.map(toItem),
    })),
    ...(menu.groups.length > 0 && menu.ciBoard ? [{ type: 'divider' as const, key: 'divider' }] : []),
    ...(menu.ciBoard ? [toItem(menu.ciBoard)] : []),
  ];

  return (
    <nav aria-label={t('menu.label')} className="fsp-side-menu" data-testid="side-menu">
      <Menu
        key={folded ? 'folded' : 'open'}
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        defaultOpenKeys={folded ? [] : menu.groups.map((g) => g.id)}
        style={{ borderInlineEnd: 'none', paddingBlock: 8 }}
      />
    </nav>
  );
}
