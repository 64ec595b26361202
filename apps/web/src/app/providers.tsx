import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLanguage } from '../i18n';
import { antdLocale } from '../i18n/antd-locale';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { FeedbackBridge } from './feedback-bridge';
import { AppFeedbackProvider } from './feedback-provider';
import { queryClient } from './query-client';
import { theme } from './theme';
import { UnauthenticatedOverlay } from './unauthenticated-overlay';

/**
 * QueryClient, antd (theme + locale following the i18n language) and the feedback bridge. antd's opening and
 * closing animations are off for users whose system asks for reduced motion (WCAG 2.3.3).
 */
export function Providers({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const reducedMotion = useReducedMotion();
  const themeConfig = useMemo(() => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme), [reducedMotion]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale(language)} theme={themeConfig}>
        <AppFeedbackProvider>
          <FeedbackBridge />
          {children}
          <UnauthenticatedOverlay />
        </AppFeedbackProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
