import { isApiError } from '../../lib/api-error';

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
 * The translation key of the message for a failed single sign-on; null when no answer of the server arrived
 * (offline, time-out), which the spec sends to the network-error page.
 */
export function ssoErrorMessageKey(error: unknown): `sso.${SsoErrorKey}` | 'login.tooManyAttempts' | null {
  if (!isApiError(error) || error.status === 0) return null;
  if (error.status === 429) return 'login.tooManyAttempts';
  return `sso.${BY_CODE[error.code ?? ''] ?? (error.status >= 500 ? 'unavailable' : 'expired')}`;
}
