import type { ThemeConfig } from 'antd';

export const BRAND = {
  navy: '#0b1f3a',
  amber: '#f5a524',
  canvas: '#f5f7fa',
};

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5fbf',
    colorLink: '#1f5fbf',
    borderRadius: 8,
    colorBgLayout: BRAND.canvas,
  },
  components: {
    Layout: { headerBg: BRAND.navy, headerHeight: 56, headerPadding: '0 16px', siderBg: '#ffffff' },
    Menu: { itemBorderRadius: 6, subMenuItemBg: '#ffffff' },
  },
};
