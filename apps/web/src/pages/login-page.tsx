import { useEffect, useState } from 'react';
import { Alert, Flex, Grid, Tag } from 'antd';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../app/theme';
import { Brand } from '../components/brand';
import { Paragraph, Text, Title } from '../components/typography';
import { LanguageSelector, LoginForm, SsoButton, TextDivider, markCameViaCiLogin, ssoRefusalText, useLoginOptions, type SsoRefusal } from '../features/session';
import { setLanguage } from '../i18n';
import { useAccessToken } from '../lib/auth-token';
import { takeIntendedPath } from '../lib/intended-path';
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

/** What /login/start hands back when a single sign-on failed: the message's key, and the server's wait when throttled. */
export interface LoginPageState {
  ssoError?: SsoRefusal;
}

/** Leaves the login page of a signed-in tab for the page it was sent away from (taken once: the wish is this tab's). */
function SignedIn({ ciLogin }: { ciLogin: boolean }) {
  const [target] = useState(() => (ciLogin ? '/ci-board' : (takeIntendedPath() ?? '/')));
  return <Navigate to={target} replace />;
}

/** The CI login (/login?app=ci, or ci=1): the sign-in tells the server (its session opens the CI board), and the post-login redirects of part 2 §2 follow it. */
function isCiLogin(params: URLSearchParams): boolean {
  return params.get('app') === 'ci' || params.get('ci') === '1' || params.get('ci') === 'true';
}

/**
 * Login (part 1 §1): the password form, which answers a one-time code for /login/start?token=<code>,
 * and the external single sign-on button, whose provider returns to /login/start with its code.
 * Either can be off by server configuration (GET /auth/login-options).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useAccessToken();
  const screens = Grid.useBreakpoint();
  const location = useLocation();
  const options = useLoginOptions();
  const ciLogin = isCiLogin(params);
  const ssoError = (location.state as LoginPageState | null)?.ssoError;
  useDocumentTitle(t('pages.login'));
  // Kept in session storage: it must survive the round trip to the sign-in service; both sign-ins send it from there.
  useEffect(() => {
    if (ciLogin) markCameViaCiLogin();
  }, [ciLogin]);
  const passwordLogin = options.data?.passwordLogin ?? true;

  const expired = params.get('reason') === 'expired';
  // Signed in (here before, or just now in another tab: the expired session's token was cleared before this page
  // came): on to the page this tab was sent away from; the CI login's link is for the board (its guard decides).
  if (token) return <SignedIn ciLogin={ciLogin} />;

  const onCode = (code: string) => {
    const next = new URLSearchParams({ token: code });
    // Keep the CI-login marker and country of the entry link.
    if (ciLogin) next.set('ci', '1');
    const country = params.get('country');
    if (country) next.set('country', country);
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
            <Title level={2} style={{ color: '#fff', margin: 0, maxWidth: 420, fontWeight: 600 }}>
              {t('app.tagline')}
            </Title>
            <TimelineArt />
          </Flex>
          <Text style={{ color: 'rgba(255,255,255,0.6)', fontSize: 13 }}>{t('login.footer')}</Text>
        </Flex>
      )}
      <Flex vertical style={{ flex: 1, padding: '24px 24px 40px' }}>
        <Flex justify={screens.md ? 'flex-end' : 'space-between'} align="center">
          {!screens.md && <Brand size={30} color={BRAND.navy} />}
          <LanguageSelector tone="light" testId="login-language" onSelect={(lang) => void setLanguage(lang)} />
        </Flex>
        <Flex flex={1} align="center" justify="center">
          <div style={{ width: '100%', maxWidth: 380 }}>
            <Title level={2} style={{ marginBottom: 4 }} data-testid="page-title">
              {t('login.title')}
            </Title>
            <Paragraph type="secondary" style={{ marginBottom: 24 }}>
              {passwordLogin ? t('login.subtitle') : t('sso.companyAccountOnly')}
            </Paragraph>
            {ciLogin && (
              <Tag color="blue" style={{ marginBottom: 20 }} data-testid="login-ci">
                {t('sso.ciLogin')}
              </Tag>
            )}
            {ssoError && (
              <div data-testid="login-sso-failed" style={{ marginBottom: 16 }}>
                <Alert type="error" showIcon title={t('sso.failedTitle')} description={ssoRefusalText(t, ssoError)} role="alert" />
              </div>
            )}
            {expired && (
              <div data-testid="login-session-expired" style={{ marginBottom: 16 }}>
                <Alert type="warning" showIcon title={t('login.sessionTerminatedTitle')} description={t('login.sessionTerminated')} role="alert" />
              </div>
            )}
            {passwordLogin && <LoginForm onCode={onCode} />}
            {passwordLogin && (
              <TextDivider style={{ margin: '16px 0', color: '#5b6b80' }}>{t('login.or')}</TextDivider>
            )}
            <SsoButton enabled={options.data?.sso ?? false} providerName={options.data?.ssoProviderName ?? 'Azure'} primary={!passwordLogin} reauthenticate={!!ssoError} />
          </div>
        </Flex>
      </Flex>
    </Flex>
  );
}
