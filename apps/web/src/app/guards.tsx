import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '../components/full-page-spinner';
import { OwnCountryContext } from '../components/own-country';
import { cameViaCiLogin, useSession } from '../features/session';
import { setLanguage } from '../i18n';
import { isApiError } from '../lib/api-client';
import { useAccessToken } from '../lib/auth-token';
import { rememberIntendedPath } from '../lib/intended-path';
import { useUnauthenticatedPending } from '../lib/session-expiry';
import { SESSION_KEYS, session as sessionStore } from '../lib/storage-keys';
import { decidePostLoginPath } from './post-login-redirect';
import { canOpenRoute, type RouteId } from './route-table';

function RedirectToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberIntendedPath(`${location.pathname}${location.search}${location.hash}`);
    void navigate('/login', { replace: true });
  }, [location, navigate]);
  return null;
}

/** Sends a failed session load to the matching standalone page (part 1 §8). */
function SessionFailed({ error }: { error: unknown }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isApiError(error)) {
      void navigate('/error', { replace: true });
      return;
    }
    // 401 and 501 on user-info are redirected by the API client itself.
    if (error.isUnauthenticated || error.status === 501 || error.kind === 'aborted') return;
    if (error.kind === 'network' || error.kind === 'timeout') {
      sessionStore.set(SESSION_KEYS.retryPath, `${location.pathname}${location.search}`);
      void navigate('/network-error', { replace: true });
      return;
    }
    void navigate('/error', { replace: true });
  }, [error, location, navigate]);
  return null;
}

/** The user's cultureName from user-info sets the language (and follows later changes). */
function SessionLanguage() {
  const culture = useSession().info?.cultureName;
  useEffect(() => {
    if (culture) void setLanguage(culture);
  }, [culture]);
  return null;
}

/** Authenticated area: token present and session loaded, else login / spinner / error page. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const token = useAccessToken();
  const unauthenticatedPending = useUnauthenticatedPending();
  const session = useSession();

  if (!token) {
    // The overlay spinner is already up; the API client redirects when its 5 s are over.
    if (unauthenticatedPending) return null;
    return <RedirectToLogin />;
  }
  if (session.status === 'error') return <SessionFailed error={session.error} />;
  if (session.status !== 'authenticated') return <FullPageSpinner testId="session-loading" text={t('session.loading')} />;
  return (
    <OwnCountryContext.Provider value={session.info?.countryCode}>
      <SessionLanguage />
      {children}
    </OwnCountryContext.Provider>
  );
}

/** Role guard of one screen: a screen the user may not open goes to /no-access. */
export function RequireRoute({ id, children }: { id: RouteId; children: ReactNode }) {
  const { roles } = useSession();
  const location = useLocation();
  if (!canOpenRoute(id, roles)) {
    return <Navigate to="/no-access" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <>{children}</>;
}

/** The root: the post-login redirect decides where the user lands. */
export function RootRedirect() {
  const { roles } = useSession();
  const location = useLocation();
  const target = decidePostLoginPath({ roles, path: '/', cameViaCiLogin: cameViaCiLogin() });
  return <Navigate to={target} replace state={target === '/no-access' ? { from: location.pathname } : undefined} />;
}
