import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../i18n/test-instance';
import { ApiError } from '../../lib/api-error';
import { ssoRefusal, ssoRefusalText } from './sso-errors';

const answer = (status: number, code?: string, retryAfterSeconds?: number) =>
  new ApiError({ kind: 'http', method: 'POST', path: '/auth/exchangetoken', status, code, retryAfterSeconds });

describe('ssoRefusal', () => {
  it('names the reason of each refusal by its code', () => {
    expect(ssoRefusal(answer(403, 'unknown_user'))).toEqual({ key: 'sso.notRegistered' });
    expect(ssoRefusal(answer(403, 'account_conflict'))).toEqual({ key: 'sso.accountConflict' });
    expect(ssoRefusal(answer(400, 'invalid_request'))).toEqual({ key: 'sso.expired' });
    expect(ssoRefusal(answer(401, 'invalid_token'))).toEqual({ key: 'sso.unverifiable' });
    expect(ssoRefusal(answer(502, 'temporarily_unavailable'))).toEqual({ key: 'sso.unavailable' });
    expect(ssoRefusal(answer(400, 'access_denied'))).toEqual({ key: 'sso.cancelled' });
  });

  it("keeps a throttled call's Retry-After with it, to be named on the login page", () => {
    expect(ssoRefusal(answer(429, 'Too Many Requests', 42))).toEqual({ key: 'login.tooManyAttempts', retryAfterSeconds: 42 });
    // Survives the navigation state's structured clone as it is.
    expect(structuredClone(ssoRefusal(answer(429, 'Too Many Requests', 42)))).toEqual({ key: 'login.tooManyAttempts', retryAfterSeconds: 42 });
  });

  it('falls back by status, and leaves a missing answer to the network-error page', () => {
    expect(ssoRefusal(answer(503))).toEqual({ key: 'sso.unavailable' });
    expect(ssoRefusal(answer(400, 'something_new'))).toEqual({ key: 'sso.expired' });
    expect(ssoRefusal(new ApiError({ kind: 'network', method: 'POST', path: '/auth/exchangetoken' }))).toBeNull();
    expect(ssoRefusal(new Error('not an api error'))).toBeNull();
  });
});

describe('ssoRefusalText', () => {
  it("names the server's wait for a throttled single sign-on as the password login does, in the reader language", async () => {
    const i18n = await createTestI18n();
    const throttled = (seconds?: number) => ssoRefusal(answer(429, 'Too Many Requests', seconds))!;
    expect(ssoRefusalText(i18n.t, throttled(42))).toBe('Too many attempts. Please try again in 42 seconds.');
    expect(ssoRefusalText(i18n.t, throttled(1))).toBe('Too many attempts. Please try again in 1 second.');
    expect(ssoRefusalText(i18n.t, throttled(undefined))).toBe('Too many attempts. Please try again in a minute.');
    expect(ssoRefusalText(i18n.t, ssoRefusal(answer(403, 'unknown_user'))!)).toBe(i18n.t('sso.notRegistered'));
    await i18n.changeLanguage('ru');
    expect(ssoRefusalText(i18n.t, throttled(21))).toBe('Слишком много попыток. Повторите через 21 секунду.');
    expect(ssoRefusalText(i18n.t, throttled(42))).toBe('Слишком много попыток. Повторите через 42 секунды.');
  });
});
