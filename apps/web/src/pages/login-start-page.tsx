import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { decidePostLoginPath } from '../app/post-login-redirect';
import { FullPageSpinner } from '../components/full-page-spinner';
import {
  cameViaCiLogin,
  clearNeedsReauth,
  exchangeCode,
  exchangeSingleSignOn,
  markCameViaCiLogin,
  rememberCountry,
  sessionQueryOptions,
  ssoRefusal,
} from '../features/session';
import { setLanguage } from '../i18n';
import { getAccessToken, setAccessToken } from '../lib/auth-token';
import { takeIntendedPath } from '../lib/intended-path';
import { SESSION_KEYS, session } from '../lib/storage-keys';
import { useDocumentTitle } from '../lib/use-document-title';
import type { LoginPageState } from './login-page';

/** The query parameters the sign-in service returns with (OAuth 2.0 / OpenID Connect, RFC 9207 iss). */
const PROVIDER_PARAMS = ['code', 'state', 'iss', 'session_state', 'error', 'error_description'] as const;

/**
 * Login start: where both sign-ins land. The password login opens /login/start?token=<one-time code>
 * [&country=<cc>][&ci=1]; the external sign-in service returns with ?code=&state=&iss= (or ?error=&state=).
 * Either is exchanged for our access token and removed from the address bar; then the session is loaded
 * and the post-login redirect applied. A refused single sign-on goes back to the login page with its reason.
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
    const providerAnswer: Record<string, string> = {};
    for (const key of PROVIDER_PARAMS) {
      const value = url.searchParams.get(key);
      if (value !== null) providerAnswer[key] = value;
      url.searchParams.delete(key);
    }
    const fromProvider = providerAnswer.state !== undefined;
    if (code || fromProvider) {
      url.searchParams.delete('token');
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }

    void (async () => {
      if (fromProvider) {
        try {
          const { access_token } = await exchangeSingleSignOn(providerAnswer);
          setAccessToken(access_token);
        } catch (error) {
          const refusal = ssoRefusal(error);
          if (refusal) {
            void navigate('/login', { replace: true, state: { ssoError: refusal } satisfies LoginPageState });
            return;
          }
          session.set(SESSION_KEYS.retryPath, '/login');
          void navigate('/network-error', { replace: true });
          return;
        }
      } else if (code) {
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
