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
    // Select placeholders (text on screen, not an input's placeholder attribute) and danger buttons and error texts:
    // antd's defaults (#bfbfbf, #ff4d4f) miss 4.5:1 on white.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.62)',
    colorError: '#d32f2f',
    // A hovered danger button: antd's lighter red derived from colorError (#e05a55) is 3.6:1 under white text.
    colorErrorHover: '#b71c1c',
    // Hovered primary buttons and links: antd's lighter blue (4.2:1 under white text) misses 4.5:1.
    colorPrimaryHover: '#2f6bc6',
    colorLinkHover: '#2f6bc6',
  },
  components: {
    // An empty table's "No data" is antd's disabled grey (1.8:1).
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.62)' },
    Layout: { headerBg: BRAND.navy, headerHeight: 48, headerPadding: '0 16px', siderBg: '#ffffff' },
    Menu: { itemBorderRadius: 6, subMenuItemBg: '#ffffff' },
  },
};
