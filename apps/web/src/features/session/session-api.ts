import {
  applicationsResponse,
  loginResponse,
  tokenResponse,
  userInfoResponse,
  type Language,
  type UserInfoResponse,
} from '@fsp/domain';
import { api } from '../../lib/api-client';

/** The session calls of part 1 §7 / part 2 §7, typed by the zod contracts of @fsp/domain. */

/** Built-in login: answers a one-time code for /login/start (as the external sign-on will). */
export function login(username: string, password: string) {
  return api.post('/auth/login', { username, password }, { auth: false, silent: true, schema: loginResponse });
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

/** Silent: the route guard turns failures into the offline / network-error / error pages. */
export function fetchUserInfo(signal?: AbortSignal): Promise<UserInfoResponse> {
  return api.get('/api/user-info', { signal, silent: true, schema: userInfoResponse });
}

export function changeLanguage(body: { identifier: string; username: string; cultureName: Language }) {
  return api.post<unknown>('/api/user-info', body);
}

/** Revokes the token; failures do not matter, the client forgets the token anyway. */
export function logout() {
  return api.post<unknown>('/auth/logout', undefined, { silent: true, handleUnauthenticated: false, timeoutMs: 5_000 });
}

export function fetchApplications(signal?: AbortSignal) {
  return api.get('/auth/applications', { signal, schema: applicationsResponse });
}
