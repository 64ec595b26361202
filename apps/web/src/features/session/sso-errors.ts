import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-error';
import { tooManyText } from '../../lib/too-many-text';

/** The sso.* message for a failed single sign-on, by the server's error code (docs/decisions/0019-sso-openid-connect.md). */
export type SsoErrorKey =
  | 'unavailable'
  | 'notRegistered'
  | 'accountConflict'
  | 'noUsername'
  | 'expired'
  | 'unverifiable'
  | 'cancelled';

const BY_CODE: Record<string, SsoErrorKey> = {
  temporarily_unavailable: 'unavailable',
  unknown_user: 'notRegistered',
  account_conflict: 'accountConflict',
  no_username: 'noUsername',
  invalid_request: 'expired',
  invalid_grant: 'expired',
  invalid_token: 'unverifiable',
  access_denied: 'cancelled',
};

/**
 * A refused single sign-on as the login page shows it: the message's translation key and, when the server throttled
 * the call (429), the wait it asked for in Retry-After. Plain data, so /login/start can hand it to /login in the
 * navigation state and the page still words it in whatever language the reader picks there.
 */
export interface SsoRefusal {
  key: `sso.${SsoErrorKey}` | 'login.tooManyAttempts';
  retryAfterSeconds?: number;
}

/** The refusal of a failed single sign-on; null when no answer of the server arrived (offline, time-out), which the spec sends to the network-error page. */
export function ssoRefusal(error: unknown): SsoRefusal | null {
  if (!isApiError(error) || error.status === 0) return null;
  if (error.status === 429) return { key: 'login.tooManyAttempts', retryAfterSeconds: error.retryAfterSeconds };
  return { key: `sso.${BY_CODE[error.code ?? ''] ?? (error.status >= 500 ? 'unavailable' : 'expired')}` };
}

/** The refusal's message; a throttled one names the server's wait exactly as the password login does. */
export function ssoRefusalText(t: TFunction, refusal: SsoRefusal): string {
  return refusal.key === 'login.tooManyAttempts' ? tooManyText(t, 'attempts', refusal.retryAfterSeconds) : t(refusal.key);
}
