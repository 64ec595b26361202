import { Alert, Flex, Grid, Typography } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../app/theme';
import { Brand } from '../components/brand';
import { LanguageSelector } from '../features/session/components/language-selector';
import { LoginForm } from '../features/session/components/login-form';
import { setLanguage } from '../i18n';
import { useAccessToken } from '../lib/auth-token';
import { useDocumentTitle } from '../lib/use-document-title';

/** Decorative timeline bars: a nod to the planning grid. */
function TimelineArt() {
  const rows = [
    [8, 22, 36, 18],
    [14, 30, 12, 28],
    [4, 18, 40, 10],
    [20, 16, 24, 26],
    [10, 34, 14, 20],
  ];
  const colors = ['#f5a524', '#3b82f6', '#22c55e', '#94a3b8'];
  return (
    <svg viewBox="0 0 320 170" width="100%" style={{ maxWidth: 420, opacity: 0.9 }} aria-hidden="true" focusable="false">
      {rows.map((widths, r) => {
        let x = 40;
        return (
          <g key={r}>
            <circle cx="16" cy={18 + r * 32} r="9" fill="rgba(255,255,255,0.18)" />
            <rect x="36" y={10 + r * 32} width="280" height="16" rx="4" fill="rgba(255,255,255,0.06)" />
            {widths.map((w, i) => {
              const gap = 6 + ((r + i) % 3) * 8;
              const rect = <rect key={i} x={x + gap} y={12 + r * 32} width={w * 1.6} height="12" rx="3" fill={colors[(r + i) % colors.length]} />;
              x += gap + w * 1.6;
              return rect;
            })}
          </g>
        );
      })}
    </svg>
  );
}

/**
 * Built-in login (part 1 §1). The form answers a one-time code; the page then opens
 * /login/start?token=<code>, the same entry the external single sign-on will use.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useAccessToken();
  const screens = Grid.useBreakpoint();
  useDocumentTitle(t('pages.login'));

  const expired = params.get('reason') === 'expired';
  if (token && !expired) return <Navigate to="/" replace />;

  const onCode = (code: string) => {
    const next = new URLSearchParams({ token: code });
    // Keep the CI-login marker and country of the entry link.
    for (const key of ['ci', 'country']) {
      const value = params.get(key);
      if (value) next.set(key, value);
    }
    void navigate(`/login/start?${next.toString()}`, { replace: true });
  };

  return (
    <Flex style={{ minHeight: '100vh', background: BRAND.canvas }} data-testid="page-login">
      {screens.md && (
        <Flex
          vertical
          justify="space-between"
          style={{
            flex: '0 0 44%',
            padding: '40px 48px',
            color: '#fff',
            background: `linear-gradient(160deg, ${BRAND.navy} 0%, #15345f 60%, #1d4479 100%)`,
          }}
        >
          <Brand size={36} color="#fff" />
          <Flex vertical gap={28}>
            <Typography.Title level={2} style={{ color: '#fff', margin: 0, maxWidth: 420, fontWeight: 600 }}>
              {t('app.tagline')}
            </Typography.Title>
            <TimelineArt />
          </Flex>
          <Typography.Text style={{ color: 'rgba(255,255,255,0.6)', fontSize: 13 }}>{t('login.footer')}</Typography.Text>
        </Flex>
      )}
      <Flex vertical style={{ flex: 1, padding: '24px 24px 40px' }}>
        <Flex justify={screens.md ? 'flex-end' : 'space-between'} align="center">
          {!screens.md && <Brand size={30} color={BRAND.navy} />}
          <LanguageSelector tone="light" testId="login-language" onSelect={(lang) => void setLanguage(lang)} />
        </Flex>
        <Flex flex={1} align="center" justify="center">
          <div style={{ width: '100%', maxWidth: 380 }}>
            <Typography.Title level={2} style={{ marginBottom: 4 }} data-testid="page-title">
              {t('login.title')}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
              {t('login.subtitle')}
            </Typography.Paragraph>
            {expired && (
              <div data-testid="login-session-expired" style={{ marginBottom: 16 }}>
                <Alert type="warning" showIcon title={t('login.sessionTerminatedTitle')} description={t('login.sessionTerminated')} role="alert" />
              </div>
            )}
            <LoginForm onCode={onCode} />
          </div>
        </Flex>
      </Flex>
    </Flex>
  );
}
