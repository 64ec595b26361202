import type { Language, UserInfoResponse } from '@fsp/domain';
import { api } from '../../lib/api-client';

/**
 * The session calls of part 1 §7 / part 2 §7, typed by the zod contracts of @fsp/domain. The login page and
 * the route guard need them first, so the contracts (and zod) are a chunk fetched alongside the first call
 * instead of part of the first page load.
 */
const contracts = () => import('@fsp/domain/contracts/session');
const loginResponse = () => contracts().then((c) => c.loginResponse);
const loginOptionsResponse = () => contracts().then((c) => c.loginOptionsResponse);
const ssoAuthorizeResponse = () => contracts().then((c) => c.ssoAuthorizeResponse);
const tokenResponse = () => contracts().then((c) => c.tokenResponse);
const applicationsResponse = () => contracts().then((c) => c.applicationsResponse);
const userInfoResponse = () => contracts().then((c) => c.userInfoResponse);
const logoutResponse = () => contracts().then((c) => c.logoutResponse);

/** The CI login's marker for the server: the session it begins opens the CI board (docs/decisions/0034). */
const signInApp = (viaCiLogin: boolean) => (viaCiLogin ? { app: 'ci' } : {});

/** Built-in login: answers a one-time code for /login/start (as the external sign-on will). */
export function login(username: string, password: string, viaCiLogin: boolean) {
  return api.post('/auth/login', { username, password, ...signInApp(viaCiLogin) }, { auth: false, silent: true, schema: loginResponse });
}

/** Which ways of signing in the server offers (public). */
export function fetchLoginOptions(signal?: AbortSignal) {
  return api.get('/auth/login-options', { signal, auth: false, silent: true, schema: loginOptionsResponse });
}

/** Starts the external single sign-on: the provider address to open (the server keeps state, nonce and PKCE). */
export function startSingleSignOn(reauthenticate: boolean, viaCiLogin: boolean) {
  return api.post('/auth/sso/authorize', { reauthenticate, ...signInApp(viaCiLogin) }, { auth: false, silent: true, schema: ssoAuthorizeResponse });
}

/** The provider's answer (code, state, iss or error) for our access token, exactly as /oauth/token answers. */
export function exchangeSingleSignOn(callback: Record<string, string>) {
  return api.post('/auth/exchangetoken', callback, { auth: false, silent: true, handleUnauthenticated: false, schema: tokenResponse });
}

const WEB_CLIENT_ID = 'web';
const WEB_CLIENT_BASIC = `Basic ${btoa(`${WEB_CLIENT_ID}:${WEB_CLIENT_ID}`)}`;

export function exchangeCode(code: string) {
  return api.postForm(
    '/oauth/token',
    { client_id: WEB_CLIENT_ID, grant_type: 'authorization_code', code },
    { auth: false, silent: true, headers: { Authorization: WEB_CLIENT_BASIC }, schema: tokenResponse },
  );
}

/** The applications the user may open (GET /auth/applications, from the applications table). */
export function fetchApplications(signal?: AbortSignal) {
  return api.get('/auth/applications', { signal, silent: true, schema: applicationsResponse });
}

/**
 * Silent: the route guard turns failures into the offline / network-error / error pages. `late`: the check of the
 * answer waits for idle time (lib/late-check.ts), so the first screen does not wait for zod.
 */
export function fetchUserInfo(signal?: AbortSignal, late?: { onLateMismatch?: () => void }): Promise<UserInfoResponse> {
  return api.get('/api/user-info', { signal, silent: true, schema: userInfoResponse, ...late });
}

export function changeLanguage(body: { identifier: string; username: string; cultureName: Language }) {
  return api.post<unknown>('/api/user-info', body);
}

/**
 * Revokes the token; failures do not matter, the client forgets the token anyway. endSessionUrl: the
 * provider's logout page for a single sign-on session (RP-initiated logout).
 */
export function logout() {
  return api.post('/auth/logout', undefined, { silent: true, handleUnauthenticated: false, timeoutMs: 5_000, schema: logoutResponse });
}
