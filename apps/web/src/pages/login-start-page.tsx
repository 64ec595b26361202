import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { decidePostLoginPath } from '../app/post-login-redirect';
import { FullPageSpinner } from '../components/full-page-spinner';
import { cameViaCiLogin, clearNeedsReauth, markCameViaCiLogin, rememberCountry } from '../features/session/login-flags';
import { exchangeCode } from '../features/session/session-api';
import { sessionQueryOptions } from '../features/session/use-session';
import { setLanguage } from '../i18n';
import { getAccessToken, setAccessToken } from '../lib/auth-token';
import { takeIntendedPath } from '../lib/intended-path';
import { SESSION_KEYS, session } from '../lib/storage-keys';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * Login start (/login/start?token=<one-time code>&country=<cc>[&ci=1]): where both the built-in
 * login and the external single sign-on land. Exchanges the code for an access token, removes
 * it from the address bar, loads the session and applies the post-login redirect.
 */
export default function LoginStartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  useDocumentTitle(t('pages.loginStart'));

  useEffect(() => {
    // The code is single-use: never exchange it twice (React StrictMode runs effects twice).
    if (started.current) return;
    started.current = true;

    const url = new URL(window.location.href);
    const code = url.searchParams.get('token');
    const country = url.searchParams.get('country');
    const ci = url.searchParams.get('ci');
    if (country) rememberCountry(country);
    if (ci === '1' || ci === 'true') markCameViaCiLogin();
    if (code) {
      url.searchParams.delete('token');
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }

    void (async () => {
      if (code) {
        try {
          const { access_token } = await exchangeCode(code);
          setAccessToken(access_token);
        } catch {
          session.set(SESSION_KEYS.retryPath, '/');
          void navigate('/network-error', { replace: true });
          return;
        }
      } else if (!getAccessToken()) {
        void navigate('/login', { replace: true });
        return;
      }
      clearNeedsReauth();
      let roles: readonly string[];
      try {
        const data = await queryClient.fetchQuery(sessionQueryOptions(getAccessToken()));
        await setLanguage(data.info.cultureName);
        roles = data.info.roles;
      } catch {
        // 401 and 501 are redirected by the API client; the root's guard handles the rest.
        if (getAccessToken()) void navigate('/', { replace: true });
        return;
      }
      const target = decidePostLoginPath({ roles, path: takeIntendedPath() ?? '/', cameViaCiLogin: cameViaCiLogin() });
      void navigate(target, { replace: true });
    })();
  }, [navigate, queryClient]);

  return <FullPageSpinner testId="page-login-start" text={t('login.signingIn')} />;
}
