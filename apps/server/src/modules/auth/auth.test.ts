import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { createTestApp, basicClientHeader, type TestApp } from '../../../test/harness';
import { createUser } from '../../../test/factories';
import type { Database } from '../../db/client';
import { applications, users } from '../../db/schema';
import { SERVICE_ENGINEER_SCREEN_ROLES, type Role } from '@fsp/domain';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function loginCode(username: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password } });
}

function exchange(code: string, authorization = basicClientHeader(t.config)) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: 'web', grant_type: 'authorization_code', code }).toString(),
  });
}

describe('login flow', () => {
  it('exchanges a one-time code for a bearer token that opens the session', async () => {
    const user = await createUser(t.db, { roles: ['DISPATCHER'] });
    const res = await loginCode(user.username.toUpperCase(), user.password);
    expect(res.statusCode).toBe(200);
    const token = await exchange(res.json().code);
    expect(token.statusCode).toBe(200);
    expect(token.json()).toMatchObject({ token_type: 'bearer', expires_in: t.config.ACCESS_TOKEN_TTL_SECONDS });
    const info = await t.app.inject({ method: 'GET', url: '/api/user-info', headers: { authorization: `Bearer ${token.json().access_token}` } });
    expect(info.statusCode).toBe(200);
    expect(info.json().info).toMatchObject({ username: user.username, roles: ['DISPATCHER'], identifier: String(user.id) });
    expect(info.json().transactions).toContain('DISPATCHER.TECHNICIANS');
  });

  it('accepts the token in the X-Authorization header too', async () => {
    const { headers } = await t.signIn(['OBSERVER']);
    const res = await t.app.inject({ method: 'GET', url: '/api/user-info', headers: { 'x-authorization': headers.authorization } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const user = await createUser(t.db, { roles: ['DISPATCHER'] });
    const wrong = await loginCode(user.username, 'not the password');
    const unknown = await loginCode('nobody-here', 'whatever');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Can not authenticate, please try again.');
    }
  });

  it("words the 401 in the caller's language (Accept-Language), never in the account's saved one", async () => {
    const user = await createUser(t.db, { roles: ['DISPATCHER'] });
    // The account's saved language must not show: the answer would tell that the user name exists.
    await t.db.update(users).set({ cultureName: 'tr' }).where(eq(users.id, user.id));
    let calls = 0;
    const refused = async (username: string, acceptLanguage?: string) => {
      // Each from its own address: the throttle would answer the fourth failure from one address with a 429.
      const remoteAddress = `198.51.100.${++calls}`;
      const headers = acceptLanguage ? { 'accept-language': acceptLanguage } : {};
      const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password: 'not the password' }, headers, remoteAddress });
      expect(res.statusCode).toBe(401);
      return res.json().message;
    };
    for (const username of [user.username, 'nobody-here']) {
      expect(await refused(username, 'ru-RU,ru;q=0.9,en;q=0.5')).toBe('Не удалось выполнить вход, попробуйте ещё раз.');
      expect(await refused(username, 'tr')).toBe('Giriş yapılamadı, lütfen tekrar deneyiniz.');
      expect(await refused(username, 'az')).toBe('Daxil olmaq mümkün olmadı, zəhmət olmasa yenidən cəhd edin.');
      expect(await refused(username, 'ka-GE')).toBe('ავთენტიფიკაცია ვერ მოხერხდა, გთხოვთ, სცადოთ ხელახლა.');
      expect(await refused(username, 'de-DE')).toBe('Can not authenticate, please try again.');
      expect(await refused(username)).toBe('Can not authenticate, please try again.');
    }
  });

  it('refuses an inactive user', async () => {
    const user = await createUser(t.db, { roles: ['DISPATCHER'], active: false });
    expect((await loginCode(user.username, user.password)).statusCode).toBe(401);
  });

  it('accepts a code only once', async () => {
    const user = await createUser(t.db, { roles: ['DISPATCHER'] });
    const { code } = (await loginCode(user.username, user.password)).json();
    expect((await exchange(code)).statusCode).toBe(200);
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');
  });

  it('refuses an expired code', async () => {
    const user = await createUser(t.db, { roles: ['DISPATCHER'] });
    const { code } = (await loginCode(user.username, user.password)).json();
    t.clock.advance((t.config.AUTH_CODE_TTL_SECONDS + 1) * 1000);
    const res = await exchange(code);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_grant');
  });

  it('refuses a wrong client secret', async () => {
    const user = await createUser(t.db, { roles: ['DISPATCHER'] });
    const { code } = (await loginCode(user.username, user.password)).json();
    const res = await exchange(code, `Basic ${Buffer.from('web:wrong').toString('base64')}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('invalid_client');
  });

  it('answers 400 with a clear message for a malformed login body, never 500', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/password/);
    const broken = await t.app.inject({ method: 'POST', url: '/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(broken.statusCode).toBe(400);
  });

  it('answers 401 without a token and with a made-up token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user-info' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user-info', headers: { authorization: 'Bearer made-up' } })).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the token on every server instance sharing the database', async () => {
    const { headers } = await t.signIn(['DISPATCHER']);
    // A second instance over the same database, as behind a load balancer.
    const second = await buildApp({ database: { db: t.db } as unknown as Database, config: t.config, clock: t.clock, logger: false });
    expect((await second.inject({ method: 'GET', url: '/api/user-info', headers })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers });
    expect(out.statusCode).toBe(200);
    // A password session has no provider session to end.
    expect(out.json()).toEqual({ endSessionUrl: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/user-info', headers })).statusCode).toBe(401);
    expect((await second.inject({ method: 'GET', url: '/api/user-info', headers })).statusCode).toBe(401);
    await second.close();
  });

  it('lets an observer log out (a personal action)', async () => {
    const { headers } = await t.signIn(['OBSERVER']);
    expect((await t.app.inject({ method: 'POST', url: '/auth/logout', headers })).statusCode).toBe(200);
  });
});

describe('applications', () => {
  it('lists the applications a user may open: those for everyone and those requiring one of their roles', async () => {
    await t.db.insert(applications).values([
      { code: 'TEST_EVERYONE', name: 'Test for everyone', url: '/everyone', requiredRoles: [] },
      { code: 'TEST_BOARD', name: 'Test board', url: '/ci-board', requiredRoles: [...SERVICE_ENGINEER_SCREEN_ROLES] },
    ]);
    const codesOf = async (roles: Role[]) => {
      const { headers } = await t.signIn(roles);
      const res = await t.app.inject({ method: 'GET', url: '/auth/applications', headers });
      expect(res.statusCode).toBe(200);
      return (res.json() as { code: string }[]).map((a) => a.code).filter((code) => code.startsWith('TEST_'));
    };
    expect(await codesOf(['DISPATCHER'])).toEqual(['TEST_BOARD', 'TEST_EVERYONE']);
    expect(await codesOf(['ADMIN'])).toEqual(['TEST_EVERYONE']);
    expect(await codesOf(['POWER_USER', 'CI_COMMITTEE'])).toEqual(['TEST_BOARD', 'TEST_EVERYONE']);
  });
});
