import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { createTeam } from '../../test/factories';
import { rateLimitWindows, users } from '../db/schema';
import { REQUEST_REFUSALS } from '../texts/request-refusals';

/**
 * A route's rate limit answers its 429 in the caller's language and names the seconds of its Retry-After: the
 * signed-in user's language, else Accept-Language (the public sign-in), English otherwise.
 */
const LIMIT = 2;
let t: TestApp;
let russian: Record<string, string>;
let team: number;

beforeAll(async () => {
  t = await createTestApp({ config: { LOGIN_RATE_LIMIT_PER_MINUTE: LIMIT } });
  team = (await createTeam(t.db)).id;
  const signed = await t.signIn(['DISPATCHER'], [team]);
  await t.db.update(users).set({ cultureName: 'ru' }).where(eq(users.id, signed.user.id));
  russian = signed.headers;
});
afterAll(() => t?.close());

const login = (address: string, acceptLanguage?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress: address,
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    payload: { username: 'nobody', password: 'wrong' },
  });

/** The sign-in calls of `address` past its limit: the refusal. */
async function refusedLogin(address: string, acceptLanguage?: string) {
  for (let i = 0; i < LIMIT; i++) expect((await login(address, acceptLanguage)).statusCode).toBe(401);
  const refused = await login(address, acceptLanguage);
  expect(refused.statusCode).toBe(429);
  return { body: refused.json(), seconds: Number(refused.headers['retry-after']) };
}

/** Starts the sign-in window of `address` `ms` ago: a minute less `ms` is left. */
const startedAgo = (address: string, ms: number) =>
  t.db
    .update(rateLimitWindows)
    .set({ windowStartedAt: sql`now() - ${ms} * interval '1 millisecond'` })
    .where(like(rateLimitWindows.key, `POST /auth/login|${address}`));

describe("a rate limit's 429 in the caller's language", () => {
  it('words the sign-in limit by Accept-Language, naming the seconds of Retry-After', async () => {
    const tr = await refusedLogin('192.0.2.11', 'tr-TR,tr;q=0.9,en;q=0.5');
    expect([59, 60]).toContain(tr.seconds);
    expect(tr.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: `Çok fazla istek gönderildi. Lütfen ${tr.seconds} saniye sonra tekrar deneyin.` });

    const ru = await refusedLogin('192.0.2.12', 'ru');
    expect(ru.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: `Слишком много запросов. Повторите через ${ru.seconds} секунд.` });

    const en = await refusedLogin('192.0.2.13');
    expect(en.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: `Too many requests. Please try again in ${en.seconds} seconds.` });
  });

  it('names the time left in the window with the plural form of its number', async () => {
    const address = '192.0.2.14';
    await refusedLogin(address, 'ru');
    // 21.5 s left: Retry-After 22 (21 when this runs more than half a second late).
    await startedAgo(address, 38_500);
    const later = await login(address, 'ru');
    const seconds = later.headers['retry-after'];
    expect(['21', '22']).toContain(seconds);
    expect(later.json().message).toBe(`Слишком много запросов. Повторите через ${seconds} ${seconds === '21' ? 'секунду' : 'секунды'}.`);

    await startedAgo(address, 59_300);
    const lastSecond = await login(address);
    expect(lastSecond.headers['retry-after']).toBe('1');
    expect(lastSecond.json().message).toBe('Too many requests. Please try again in 1 second.');
  });

  it("words a signed-in route's limit in the user's language, not the browser's", async () => {
    // Refused bodies are cheap and still count: the limit runs before validation.
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/technician-location-sync', headers: { ...russian, 'accept-language': 'tr' }, payload: {} });
      expect(res.statusCode).toBe(400);
    }
    const refused = await t.app.inject({ method: 'POST', url: '/api/technician-location-sync', headers: { ...russian, 'accept-language': 'tr' }, payload: {} });
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(refused.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: `Слишком много запросов. Повторите через ${seconds} секунд.` });
  });

  it('has the plural forms of every language', () => {
    expect([1, 2, 5, 11, 21, 22, 25].map((n) => REQUEST_REFUSALS.ru.tooManyRequests(n))).toEqual([
      'Слишком много запросов. Повторите через 1 секунду.',
      'Слишком много запросов. Повторите через 2 секунды.',
      'Слишком много запросов. Повторите через 5 секунд.',
      'Слишком много запросов. Повторите через 11 секунд.',
      'Слишком много запросов. Повторите через 21 секунду.',
      'Слишком много запросов. Повторите через 22 секунды.',
      'Слишком много запросов. Повторите через 25 секунд.',
    ]);
    // Turkish, Azerbaijani and Georgian keep the noun singular after a number.
    expect(REQUEST_REFUSALS.tr.tooManyRequests(1)).toBe('Çok fazla istek gönderildi. Lütfen 1 saniye sonra tekrar deneyin.');
    expect(REQUEST_REFUSALS.az.tooManyRequests(30)).toBe('Həddindən artıq sorğu. 30 saniyədən sonra yenidən cəhd edin.');
    expect(REQUEST_REFUSALS.ge.tooManyRequests(30)).toBe('ძალიან ბევრი მოთხოვნა. გთხოვთ, სცადოთ 30 წამში.');
  });
});
