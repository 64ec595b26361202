import type { ReactNode } from 'react';
import { Flex } from 'antd';
// antd Layout without its Sider (and the Sider's styles): these pages have no side menu, and they are part of every
// first page load, the login's too.
import Layout, { Content, Header } from 'antd/es/layout/layout';
import { Brand } from './brand';
import { useAntdToken } from '../lib/use-antd-token';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * Frame of the top-level pages that live outside the menu layout (offline, errors, logout,
 * 403/404, public survey): a slim brand bar and one centred card. The card is drawn here with antd's tokens
 * rather than with antd Card, which brings Tabs along: these pages are part of every first page load.
 */
export function StandalonePage({
  title,
  testId,
  children,
  width = 640,
}: {
  /** Goes into document.title. */
  title: string;
  testId: string;
  children: ReactNode;
  width?: number;
}) {
  useDocumentTitle(title);
  const token = useAntdToken();
  return (
    <Layout style={{ minHeight: '100vh', background: '#f5f7fa' }} data-testid={testId}>
      <Header style={{ display: 'flex', alignItems: 'center', background: '#0b1f3a', paddingInline: 24 }}>
        <Brand size={28} color="#fff" />
      </Header>
      <Content>
        <Flex justify="center" style={{ padding: '64px 16px' }}>
          <div
            style={{
              width: '100%',
              maxWidth: width,
              padding: token.paddingLG,
              background: token.colorBgContainer,
              border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
              boxShadow: '0 6px 24px rgba(11, 31, 58, 0.08)',
            }}
          >
            {children}
          </div>
        </Flex>
      </Content>
    </Layout>
  );
}
