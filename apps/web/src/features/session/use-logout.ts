import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clearAccessToken } from '../../lib/auth-token';
import { confirm } from '../../lib/feedback';
import { LOCAL_KEYS, SESSION_KEYS, local, session } from '../../lib/storage-keys';
import { clearLoginFlags } from './login-flags';
import { logout } from './session-api';

/** Where the /logout page goes on by itself once the session is forgotten (instead of waiting for "Log in"). */
export interface LogoutPageState {
  next?: string;
}

/**
 * Log out: confirmation, POST /auth/logout (revokes the token), then the /logout page, or straight on to `next`
 * (the CI login after a normal session). After a single sign-on the provider's logout page comes first
 * (RP-initiated logout), which returns to /logout: `next` waits in session storage for that return.
 */
export function useLogout(next?: string): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgetSession = useForgetSession();
  return useCallback(async () => {
    const ok = await confirm({
      title: t('header.logoutConfirmTitle'),
      content: t('header.logoutConfirmContent'),
      okText: t('header.logout'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    let endSessionUrl: string | null = null;
    try {
      ({ endSessionUrl } = await logout());
    } catch {
      // The /logout page forgets the token whatever the server said.
    }
    if (endSessionUrl) {
      forgetSession();
      if (next) session.set(SESSION_KEYS.logoutNext, next);
      window.location.assign(endSessionUrl);
      return;
    }
    await navigate('/logout', { replace: true, state: next ? ({ next } satisfies LogoutPageState) : undefined });
  }, [forgetSession, navigate, next, t]);
}

/**
 * Where the /logout page goes on by itself: the navigation's `next`, or the one a single sign-on logout left before
 * the provider's page (forgetSession drops it). Only a path of this portal.
 */
export function logoutNext(stateNext: string | undefined): string | undefined {
  const next = stateNext ?? session.get(SESSION_KEYS.logoutNext) ?? undefined;
  return next && next.startsWith('/') && !next.startsWith('//') ? next : undefined;
}

/**
 * Forgets the session in this browser. The /logout page calls it once mounted: dropping the
 * token while the guarded layout is still on screen would bounce the user to /login instead.
 */
export function useForgetSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearAccessToken();
    clearLoginFlags();
    // Signing out was confirmed with "unsaved changes are lost": a chosen logout drops them
    // (a 401 keeps them, see registerUnauthenticatedSaver).
    local.remove(LOCAL_KEYS.planningPendingChanges);
    local.remove(LOCAL_KEYS.planningFilters);
    local.remove(LOCAL_KEYS.earlyRequest);
    session.remove(SESSION_KEYS.logoutNext);
    queryClient.clear();
  }, [queryClient]);
}
