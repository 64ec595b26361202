import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser } from '../../../test/factories';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Issue 11 §4: ten wrong passwords for a user name from anywhere locked the account for everyone.
 * Now the delay grows per user name and client address, and every count lives in the database, so a
 * second server instance on the same database sees it.
 */
let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ config: { LOGIN_RATE_LIMIT_PER_MINUTE: 1000 } });
  second = await buildApp({ database: { db: t.db } as unknown as Database, config: t.config, clock: t.clock, logger: false });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const login = (username: string, password: string, remoteAddress: string, app: FastifyInstance = t.app, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/auth/login', payload: { username, password }, remoteAddress, headers });

describe('login throttling per user name and client address', () => {
  it("never locks the right password out from a clean address, however many failures came from another", async () => {
    const user = await createUser(t.db, { roles: ['ADMIN'] });
    for (let i = 0; i < 12; i++) {
      const res = await login(user.username, `wrong-${i}`, '203.0.113.7');
      expect([401, 429]).toContain(res.statusCode);
      t.clock.advance(1_000);
    }
    expect((await login(user.username, user.password, '198.51.100.20')).statusCode).toBe(200);
  });

  it('makes each attempt from the failing address wait a doubling delay, the right password included, then lets it in', async () => {
    const user = await createUser(t.db, { roles: ['DISPATCHER'] });
    const address = '203.0.113.8';
    const free = t.config.LOGIN_FREE_FAILURES;
    for (let i = 0; i < free; i++) expect((await login(user.username, 'wrong', address)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const throttled = await login(user.username, user.password, address);
      expect(throttled.statusCode).toBe(429);
      const seconds = Number(throttled.headers['retry-after']);
      expect(throttled.json().message).toBe(`Too many failed attempts. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`);
      waits.push(seconds);
      t.clock.advance(seconds * 1000);
      // The wait is over: one more try, wrong again.
      expect((await login(user.username, 'wrong', address)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    t.clock.advance(16_000);
    expect((await login(user.username, user.password, address)).statusCode).toBe(200);
    // Success forgets the pair's failures: a typo now is free again.
    expect((await login(user.username, 'wrong', address)).statusCode).toBe(401);
    expect((await login(user.username, user.password, address)).statusCode).toBe(200);
  });

  it("words the wait in the caller's language (Accept-Language), naming Retry-After; never in the account's", async () => {
    const user = await createUser(t.db, { roles: ['DISPATCHER'] });
    // The account's saved language must not show: the answer would tell that the user name exists.
    await t.db.update(users).set({ cultureName: 'tr' }).where(eq(users.id, user.id));
    const address = '203.0.113.12';
    const russian = { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' };
    for (let i = 0; i < t.config.LOGIN_FREE_FAILURES; i++) expect((await login(user.username, 'wrong', address, t.app, russian)).statusCode).toBe(401);
    const answers: [string | undefined, string][] = [];
    for (let i = 0; i < 3; i++) {
      const throttled = await login(user.username, user.password, address, t.app, russian);
      answers.push([throttled.headers['retry-after'] as string | undefined, throttled.json().message]);
      t.clock.advance(Number(throttled.headers['retry-after']) * 1000);
      expect((await login(user.username, 'wrong', address, t.app, russian)).statusCode).toBe(401);
    }
    expect(answers).toEqual([
      ['1', 'Слишком много неудачных попыток входа. Подождите 1 секунду и повторите попытку.'],
      ['2', 'Слишком много неудачных попыток входа. Подождите 2 секунды и повторите попытку.'],
      ['4', 'Слишком много неудачных попыток входа. Подождите 4 секунды и повторите попытку.'],
    ]);
    const words = async (acceptLanguage: string) => (await login(user.username, user.password, address, t.app, { 'accept-language': acceptLanguage })).json();
    expect(await words('tr')).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'Çok fazla başarısız giriş denemesi yapıldı. Lütfen 8 saniye bekleyip tekrar deneyin.' });
    expect((await words('az')).message).toBe('Həddindən artıq uğursuz giriş cəhdi edildi. 8 saniyə gözləyib yenidən cəhd edin.');
    expect((await words('ka')).message).toBe('ძალიან ბევრი წარუმატებელი შესვლის მცდელობა. გთხოვთ, დაელოდოთ 8 წამს და სცადოთ ხელახლა.');
    expect((await words('de')).message).toBe('Too many failed attempts. Please wait 8 seconds and try again.');
  });

  it('lets several right sign-ins of one account from one address in at once, on both instances', async () => {
    const user = await createUser(t.db, { roles: ['DISPATCHER'] });
    const address = '203.0.113.10';
    const attempts = Array.from({ length: 3 * (t.config.LOGIN_FREE_FAILURES + 1) }, (_, i) => login(user.username, user.password, address, i % 2 ? second : t.app));
    expect((await Promise.all(attempts)).map((res) => res.statusCode)).toEqual(attempts.map(() => 200));
    // A typo afterwards is free: the right sign-ins left no failure behind.
    expect((await login(user.username, 'wrong', address)).statusCode).toBe(401);
  });

  it('still checks no more than the free attempts of parallel wrong guesses before the delay', async () => {
    const user = await createUser(t.db, { roles: ['DISPATCHER'] });
    const address = '203.0.113.11';
    const guesses = await Promise.all(Array.from({ length: 10 }, (_, i) => login(user.username, `guess-${i}`, address, i % 2 ? second : t.app)));
    const codes = guesses.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(t.config.LOGIN_FREE_FAILURES);
    expect(codes.filter((code) => code === 429)).toHaveLength(10 - t.config.LOGIN_FREE_FAILURES);
    expect((await login(user.username, user.password, address)).statusCode).toBe(429);
  });

  it('holds across server instances: failures on one instance delay the next attempt on the other', async () => {
    const user = await createUser(t.db, { roles: ['DISPATCHER'] });
    const address = '203.0.113.9';
    for (let i = 0; i < t.config.LOGIN_FREE_FAILURES; i++) expect((await login(user.username, 'wrong', address, i % 2 ? second : t.app)).statusCode).toBe(401);
    expect((await login(user.username, user.password, address, second)).statusCode).toBe(429);
    expect((await login(user.username, user.password, address, t.app)).statusCode).toBe(429);
  });

  it('forgets failures older than the window', async () => {
    const user = await createUser(t.db, { roles: ['DISPATCHER'] });
    const address = '203.0.113.10';
    for (let i = 0; i < t.config.LOGIN_FREE_FAILURES + 3; i++) {
      await login(user.username, 'wrong', address);
      t.clock.advance(10_000);
    }
    t.clock.advance((t.config.LOGIN_FAILURE_WINDOW_SECONDS + 1) * 1000);
    expect((await login(user.username, user.password, address)).statusCode).toBe(200);
  });
});

describe('per-address limit on login and token calls', () => {
  it('counts the calls of one address on every instance together (in the database)', async () => {
    const limited = await createTestApp({ config: { LOGIN_RATE_LIMIT_PER_MINUTE: 4 } });
    const other = await buildApp({ database: { db: limited.db } as unknown as Database, config: limited.config, clock: limited.clock, logger: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await login('nobody', 'wrong', '192.0.2.50', i % 2 ? other : limited.app)).statusCode);
      expect(statuses.slice(0, 4).every((s) => s === 401 || s === 429)).toBe(true);
      expect(statuses.slice(4)).toEqual([429, 429]);
      const elsewhere = await login('nobody', 'wrong', '192.0.2.51', other);
      expect(elsewhere.statusCode).toBe(401);
    } finally {
      await other.close();
      await limited.close();
    }
  });
});
