import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../i18n/test-instance';
import { ApiError, readErrorBody, readRetryAfter } from './api-error';
import { describeApiError } from './api-client';
import { tooManyText } from './too-many-text';

// The API client's messages read the app's i18n instance, which would start up for a browser: every catalogue instead.
const app = vi.hoisted(() => ({ i18n: undefined as unknown as Awaited<ReturnType<typeof createTestI18n>> }));
vi.mock('../i18n', async () => {
  const { createTestI18n: create } = await import('../i18n/test-instance');
  app.i18n = await create();
  return { default: app.i18n };
});

describe('tooManyText', () => {
  it('names the wait the server asked for, in the reader language', async () => {
    const i18n = await createTestI18n();
    expect(tooManyText(i18n.t, 'attempts', 1)).toBe('Too many attempts. Please try again in 1 second.');
    expect(tooManyText(i18n.t, 'attempts', 0)).toBe('Too many attempts. Please try again in 1 second.');
    expect(tooManyText(i18n.t, 'attempts', 8)).toBe('Too many attempts. Please try again in 8 seconds.');
    expect(tooManyText(i18n.t, 'attempts', 256)).toBe('Too many attempts. Please try again in 256 seconds.');
    expect(tooManyText(i18n.t, 'attempts', undefined)).toBe('Too many attempts. Please try again in a minute.');
    expect(tooManyText(i18n.t, 'requests', 1)).toBe('Too many requests. Please try again in 1 second.');
    expect(tooManyText(i18n.t, 'requests', 42)).toBe('Too many requests. Please try again in 42 seconds.');
    expect(tooManyText(i18n.t, 'requests', undefined)).toBe('Too many requests. Please try again in a minute.');
    await i18n.changeLanguage('ru');
    expect(tooManyText(i18n.t, 'attempts', 2)).toBe('Слишком много попыток. Повторите через 2 секунды.');
    expect(tooManyText(i18n.t, 'attempts', 21)).toBe('Слишком много попыток. Повторите через 21 секунду.');
    expect(tooManyText(i18n.t, 'attempts', 64)).toBe('Слишком много попыток. Повторите через 64 секунды.');
    expect(tooManyText(i18n.t, 'attempts', 300)).toBe('Слишком много попыток. Повторите через 300 секунд.');
    expect(tooManyText(i18n.t, 'requests', 21)).toBe('Слишком много запросов. Повторите через 21 секунду.');
    expect(tooManyText(i18n.t, 'requests', 34)).toBe('Слишком много запросов. Повторите через 34 секунды.');
    expect(tooManyText(i18n.t, 'requests', 58)).toBe('Слишком много запросов. Повторите через 58 секунд.');
    await i18n.changeLanguage('tr');
    expect(tooManyText(i18n.t, 'attempts', 16)).toBe('Çok fazla deneme yapıldı. Lütfen 16 saniye sonra tekrar deneyin.');
    expect(tooManyText(i18n.t, 'requests', 16)).toBe('Çok fazla istek gönderildi. Lütfen 16 saniye sonra tekrar deneyin.');
  });
});

describe('describeApiError of a 429', () => {
  const refused = (retryAfterSeconds?: number, body?: unknown) =>
    new ApiError({ kind: 'http', method: 'POST', path: '/api/technician-location-sync', status: 429, retryAfterSeconds, body, ...readErrorBody(body) });

  it("names Retry-After's seconds in the reader's language; without it, the general wording", async () => {
    await app.i18n.changeLanguage('en');
    expect(describeApiError(refused(37))).toBe('Too many requests. Please try again in 37 seconds.');
    expect(describeApiError(refused())).toBe('Too many requests. Please try again in a minute.');
    await app.i18n.changeLanguage('ru');
    expect(describeApiError(refused(22, { message: 'Rate limit exceeded, retry in 22 seconds' }))).toBe('Слишком много запросов. Повторите через 22 секунды.');
    await app.i18n.changeLanguage('tr');
    expect(describeApiError(refused(1))).toBe('Çok fazla istek gönderildi. Lütfen 1 saniye sonra tekrar deneyin.');
  });

  it("shows the server's own words where a call's limits are worded for the reader", async () => {
    await app.i18n.changeLanguage('ru');
    const worded = refused(87, { message: 'Новый код можно запросить через 87 с.' });
    expect(describeApiError(worded, { limitsWorded: true })).toBe('Новый код можно запросить через 87 с.');
    expect(describeApiError(refused(87), { limitsWorded: true })).toBe('Слишком много запросов. Повторите через 87 секунд.');
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
