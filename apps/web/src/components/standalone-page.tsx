import type { ReactNode } from 'react';
import { Card, Flex, Layout } from 'antd';
import { Brand } from './brand';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * Frame of the top-level pages that live outside the menu layout (offline, errors, logout,
 * 403/404, public survey): a slim brand bar and one centred card.
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
  return (
    <Layout style={{ minHeight: '100vh', background: '#f5f7fa' }} data-testid={testId}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', background: '#0b1f3a', paddingInline: 24 }}>
        <Brand size={28} color="#fff" />
      </Layout.Header>
      <Layout.Content>
        <Flex justify="center" style={{ padding: '64px 16px' }}>
          <Card style={{ width: '100%', maxWidth: width, boxShadow: '0 6px 24px rgba(11, 31, 58, 0.08)' }}>
            {children}
          </Card>
        </Flex>
      </Layout.Content>
    </Layout>
  );
}
