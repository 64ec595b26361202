import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../i18n/test-instance';
import { readRetryAfter } from '../../lib/api-error';
import { tooManyAttemptsText } from './login-throttle';

describe('tooManyAttemptsText', () => {
  it('names the wait the server asked for, in the reader language', async () => {
    const i18n = await createTestI18n();
    expect(tooManyAttemptsText(i18n.t, 1)).toBe('Too many attempts. Please try again in 1 second.');
    expect(tooManyAttemptsText(i18n.t, 0)).toBe('Too many attempts. Please try again in 1 second.');
    expect(tooManyAttemptsText(i18n.t, 8)).toBe('Too many attempts. Please try again in 8 seconds.');
    expect(tooManyAttemptsText(i18n.t, 256)).toBe('Too many attempts. Please try again in 256 seconds.');
    expect(tooManyAttemptsText(i18n.t, undefined)).toBe('Too many attempts. Please try again in a minute.');
    await i18n.changeLanguage('ru');
    expect(tooManyAttemptsText(i18n.t, 2)).toBe('Слишком много попыток. Повторите через 2 секунды.');
    expect(tooManyAttemptsText(i18n.t, 21)).toBe('Слишком много попыток. Повторите через 21 секунду.');
    expect(tooManyAttemptsText(i18n.t, 64)).toBe('Слишком много попыток. Повторите через 64 секунды.');
    expect(tooManyAttemptsText(i18n.t, 300)).toBe('Слишком много попыток. Повторите через 300 секунд.');
    await i18n.changeLanguage('tr');
    expect(tooManyAttemptsText(i18n.t, 16)).toBe('Çok fazla deneme yapıldı. Lütfen 16 saniye sonra tekrar deneyin.');
  });
});

describe('readRetryAfter', () => {
  it('reads whole seconds, and nothing else', () => {
    expect(readRetryAfter('4')).toBe(4);
    expect(readRetryAfter(' 120 ')).toBe(120);
    expect(readRetryAfter('Sun, 06 Dec 2026 19:02:00 GMT')).toBeUndefined();
    expect(readRetryAfter('-1')).toBeUndefined();
    expect(readRetryAfter(null)).toBeUndefined();
  });
});
