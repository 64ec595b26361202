import type { ThemeConfig } from 'antd';

export const BRAND = {
  navy: '#0b1f3a',
  amber: '#f5a524',
  canvas: '#f5f7fa',
};

export const theme: ThemeConfig = {
  // antd's component styles come from its static stylesheet (main.tsx), not generated while rendering: a cold load
  // of the planning grid spent 60–100 ms of its main thread building them (docs/decisions/0030). The theme's tokens
  // still reach the components as CSS variables, set at run time.
  zeroRuntime: true,
  token: {
    colorPrimary: '#1f5fbf',
    colorLink: '#1f5fbf',
    borderRadius: 8,
    colorBgLayout: BRAND.canvas,
    // antd's greys for secondary text (breadcrumbs, descriptions, table notes) miss the WCAG AA 4.5:1 contrast.
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  },
  components: {
    Layout: { headerBg: BRAND.navy, headerHeight: 48, headerPadding: '0 16px', siderBg: '#ffffff' },
    Menu: { itemBorderRadius: 6, subMenuItemBg: '#ffffff' },
  },
};
