import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLanguage } from '../i18n';
import { ANTD_LOCALES } from '../i18n/antd-locale';
import { FeedbackBridge } from './feedback-bridge';
import { queryClient } from './query-client';
import { theme } from './theme';
import { UnauthenticatedOverlay } from './unauthenticated-overlay';

/** QueryClient, antd (theme + locale following the i18n language) and the feedback bridge. */
export function Providers({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={ANTD_LOCALES[language]} theme={theme}>
        <AntdApp notification={{ top: 68 }}>
          <FeedbackBridge />
          {children}
          <UnauthenticatedOverlay />
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
