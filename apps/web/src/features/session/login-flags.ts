import { SESSION_KEYS, session } from '../../lib/storage-keys';

/** Per-browser-session flags of the login flow (sessionStorage). */

export function markCameViaCiLogin(): void {
  session.set(SESSION_KEYS.cameViaCiLogin, 'true');
}

export function cameViaCiLogin(): boolean {
  return session.get(SESSION_KEYS.cameViaCiLogin) === 'true';
}

export function rememberCountry(country: string): void {
  session.set(SESSION_KEYS.country, country);
}

/**
 * Set after a language change (spec: "marks the session as needing re-authentication").
 * Meaning here: the session data held by the client (localisation maps and config come back in
 * the user's language) predates the change. The language change itself refetches every active
 * query, and any successful GET /api/user-info clears the flag (use-session.ts), so it only stays
 * set while that refetch has not succeeded yet, e.g. offline. Features may read needsReauth()
 * before relying on localised server labels. When external single sign-on arrives, a silent
 * token renewal through POST /auth/exchangetoken belongs where the flag is set.
 */
export function markNeedsReauth(): void {
  session.set(SESSION_KEYS.needsReauth, 'true');
}

export function needsReauth(): boolean {
  return session.get(SESSION_KEYS.needsReauth) === 'true';
}

export function clearNeedsReauth(): void {
  session.remove(SESSION_KEYS.needsReauth);
}

/** Logout forgets everything of this session except the dismissed browser warning. */
export function clearLoginFlags(): void {
  session.remove(SESSION_KEYS.cameViaCiLogin);
  session.remove(SESSION_KEYS.country);
  session.remove(SESSION_KEYS.needsReauth);
  session.remove(SESSION_KEYS.intendedPath);
}
