import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { ssoErrorMessageKey } from './sso-errors';

const answer = (status: number, code?: string) => new ApiError({ kind: 'http', method: 'POST', path: '/auth/exchangetoken', status, code });

describe('ssoErrorMessageKey', () => {
  it('names the reason of each refusal by its code', () => {
    expect(ssoErrorMessageKey(answer(403, 'unknown_user'))).toBe('sso.notRegistered');
    expect(ssoErrorMessageKey(answer(403, 'account_conflict'))).toBe('sso.accountConflict');
    expect(ssoErrorMessageKey(answer(400, 'invalid_request'))).toBe('sso.expired');
    expect(ssoErrorMessageKey(answer(401, 'invalid_token'))).toBe('sso.unverifiable');
    expect(ssoErrorMessageKey(answer(502, 'temporarily_unavailable'))).toBe('sso.unavailable');
    expect(ssoErrorMessageKey(answer(400, 'access_denied'))).toBe('sso.cancelled');
    expect(ssoErrorMessageKey(answer(429, 'Too Many Requests'))).toBe('login.tooManyAttempts');
  });

  it('falls back by status, and leaves a missing answer to the network-error page', () => {
    expect(ssoErrorMessageKey(answer(503))).toBe('sso.unavailable');
    expect(ssoErrorMessageKey(answer(400, 'something_new'))).toBe('sso.expired');
    expect(ssoErrorMessageKey(new ApiError({ kind: 'network', method: 'POST', path: '/auth/exchangetoken' }))).toBeNull();
    expect(ssoErrorMessageKey(new Error('not an api error'))).toBeNull();
  });
});
