import { useEffect, useMemo, useState } from 'react';
import { Button, Layout, Tooltip } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Link, Outlet, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../components/brand';
import { useOverlayTabWrap } from '../../components/use-overlay-tab-wrap';
import { LanguageSelector, UserMenu, useChangeLanguage, useSession } from '../../features/session';
import { LOCAL_KEYS, local } from '../../lib/storage-keys';
import { buildMenu } from '../menu';
import { APP_ROUTES, canOpenRoute, type RouteId } from '../route-table';
import { BRAND } from '../theme';
import { BrowserWarning } from './browser-warning';
import { PageHeading, PageToolsSlot } from './page-heading';
import { SideMenu } from './side-menu';

export interface RouteHandle {
  routeId?: RouteId;
}

/** Kept low so a 720 px high laptop screen leaves the planning board room for its rows. */
const HEADER_HEIGHT = 48;

/** Below this width the side menu starts folded: at 1280 px its 272 px would take a fifth of the board and tables. */
const FOLDED_BY_DEFAULT = '(max-width: 1439.98px)';
const chosen = () => local.get(LOCAL_KEYS.siderCollapsed);

/**
 * Whether the side menu is folded: the user's own choice once made (remembered per browser); until then folded on
 * screens narrower than 1440 px, following the window as it is resized.
 */
function useSiderCollapsed() {
  const [collapsed, setCollapsed] = useState(() => {
    const choice = chosen();
    return choice === null ? window.matchMedia(FOLDED_BY_DEFAULT).matches : choice === 'true';
  });
  useEffect(() => {
    const narrow = window.matchMedia(FOLDED_BY_DEFAULT);
    const follow = () => {
      if (chosen() === null) setCollapsed(narrow.matches);
    };
    narrow.addEventListener('change', follow);
    return () => narrow.removeEventListener('change', follow);
  }, []);
  const toggle = () => {
    setCollapsed((c) => {
      local.set(LOCAL_KEYS.siderCollapsed, String(!c));
      return !c;
    });
  };
  return { collapsed, toggle, fold: () => setCollapsed(true) };
}

/** The signed-in frame: header, collapsible side menu, breadcrumb and title, page; Tab goes round in its overlays. */
export function AppLayout() {
  useOverlayTabWrap();
  const { t } = useTranslation();
  const session = useSession();
  const changeLanguage = useChangeLanguage();
  const matches = useMatches();
  const { collapsed, toggle, fold } = useSiderCollapsed();

  const menu = useMemo(() => buildMenu(session.roles, session.config), [session.roles, session.config]);
  const routeId =
    [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.routeId).find(Boolean) ?? null;

  const brand = <Brand size={28} color="#fff" />;
  // Where a screen may put its own tools, on the title's line (see usePageTools).
  const [tools, setTools] = useState<HTMLDivElement | null>(null);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ position: 'sticky', top: 0, zIndex: 100, display: 'flex', alignItems: 'center', gap: 8, height: HEADER_HEIGHT }}
      >
        <Tooltip title={collapsed ? t('menu.expand') : t('menu.collapse')} placement="bottomLeft">
          <Button
            type="text"
            aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}
            aria-expanded={!collapsed}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={toggle}
            data-testid="menu-toggle"
            style={{ color: 'rgba(255,255,255,0.88)' }}
          />
        </Tooltip>
        {/* Users whose only role is CI_BOARD_USER get no logo link (part 2 §2). */}
        {session.isOnlyCiBoardUser ? (
          <span data-testid="logo" aria-disabled="true" style={{ display: 'inline-flex', minWidth: 0, cursor: 'default' }}>
            {brand}
          </span>
        ) : (
          <Link to="/" data-testid="logo" aria-label={t('header.logoHome')} style={{ display: 'inline-flex', minWidth: 0 }}>
            {brand}
          </Link>
        )}
        <div style={{ flex: 1 }} />
        <LanguageSelector onSelect={(lang) => void changeLanguage(lang)} />
        <UserMenu profilePath={canOpenRoute('settings', session.roles) ? APP_ROUTES.settings.path : null} />
      </Layout.Header>
      <Layout hasSider>
        <Layout.Sider
          width={272}
          collapsedWidth={64}
          collapsed={collapsed}
          trigger={null}
          breakpoint="lg"
          // Small screens start collapsed; the toggle still opens the menu.
          onBreakpoint={(broken) => broken && fold()}
          style={{
            position: 'sticky',
            top: HEADER_HEIGHT,
            height: `calc(100vh - ${HEADER_HEIGHT}px)`,
            overflowY: 'auto',
            borderInlineEnd: '1px solid #e8ecf2',
          }}
        >
          <SideMenu menu={menu} folded={collapsed} />
        </Layout.Sider>
        {/* Layout.Content is the page's one <main> landmark. */}
        <Layout.Content style={{ padding: '12px 20px 12px', minWidth: 0, background: BRAND.canvas }}>
          <BrowserWarning />
          <PageHeading routeId={routeId} menu={menu} toolsRef={setTools} />
          <PageToolsSlot.Provider value={tools}>
            <Outlet />
          </PageToolsSlot.Provider>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
