import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { CompactSign, decodeJwt, exportJWK, generateKeyPair, importJWK, type JWTPayload } from 'jose';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, ensureCountry } from '../../../test/factories';
import { TEST_PORTAL_LOGOUT, TEST_PORTAL_REDIRECT as REDIRECT, freePort, portalSsoConfig as ssoConfig, signInAtProvider, startOidcProvider, type TestOidcProvider } from '../../../test/oidc-provider';
import { userIdentities, userRoles, users } from '../../db/schema';


let op: TestOidcProvider;
let t: TestApp;
/** The server's log lines (JSON), to check what a refusal writes. */
const logLines: string[] = [];


beforeAll(async () => {
  op = await startOidcProvider({ redirectUris: [REDIRECT], postLogoutRedirectUris: [TEST_PORTAL_LOGOUT] });
  t = await createTestApp({ config: ssoConfig(op), logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } } });
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});
beforeEach(() => {
  op.tamperIdToken = null;
});


/** Starts a sign-in as the login page does (the CI login sends app 'ci'): the provider URL and the browser's binding cookie. */
async function authorize(app = t.app, payload?: { app: 'ci' }) {
  const res = await app.inject({ method: 'POST', url: '/auth/sso/authorize', payload });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = String(res.headers['set-cookie']).split(';')[0];
  return { url: res.json().authorizationUrl as string, cookie };
}

function exchange(callback: URLSearchParams, cookie: string | undefined, app = t.app) {
  return app.inject({ method: 'POST', url: '/auth/exchangetoken', headers: cookie ? { cookie } : {}, payload: Object.fromEntries(callback) });
}

async function signIn(login: string) {
  const { url, cookie } = await authorize();
  const callback = await signInAtProvider(url, login, REDIRECT);
  return { callback, cookie, res: await exchange(callback, cookie) };
}

async function userCount() {
  return (await t.db.select({ n: count() }).from(users))[0].n;
}

/** Re-signs the ID token's claims with the provider's own key, so only the changed claim is wrong. */
function resign(change: (claims: JWTPayload) => JWTPayload) {
  return async (idToken: string) => {
    const key = await importJWK(op.signingKey, 'RS256');
    return new CompactSign(new TextEncoder().encode(JSON.stringify(change(decodeJwt(idToken)))))
      .setProtectedHeader({ alg: 'RS256', kid: op.signingKey.kid })
      .sign(key);
  };
}

describe('single sign-on through a real OpenID Connect provider', () => {
  it('starts authorization code with PKCE (S256), state and nonce, bound to the browser by an HttpOnly cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/sso/authorize' });
    const url = new URL(res.json().authorizationUrl);
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const p of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(p)?.length).toBeGreaterThanOrEqual(43);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect(String(res.headers['set-cookie'])).toMatch(/^fsp_sso_binding=[\w-]{43}; Path=\/auth; Max-Age=600; HttpOnly; SameSite=Lax/);
    expect(url.searchParams.has('prompt')).toBe(false);
    // After a refused account the provider is asked for the password again, so another account can be used.
    const again = await t.app.inject({ method: 'POST', url: '/auth/sso/authorize', payload: { reauthenticate: true } });
    expect(new URL(again.json().authorizationUrl).searchParams.get('prompt')).toBe('login');
  });

  it('signs a known user in with our own access token, as POST /oauth/token answers, and links the account', async () => {
    const user = await createUser(t.db, { roles: ['DISPATCHER'] });
    const { res } = await signIn(user.username);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'bearer', expires_in: t.config.ACCESS_TOKEN_TTL_SECONDS });
    const info = await t.app.inject({ method: 'GET', url: '/api/user-info', headers: { authorization: `Bearer ${res.json().access_token}` } });
    expect(info.json().info).toMatchObject({ username: user.username, roles: ['DISPATCHER'] });
    const links = await t.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id));
    expect(links).toMatchObject([{ issuer: op.issuer, subject: user.username, createdBySignIn: false }]);
  });

  it('logout revokes our token and answers the provider end-session URL with the ID token hint', async () => {
    const user = await createUser(t.db, { roles: ['OBSERVER'] });
    const { res } = await signIn(user.username);
    const headers = { authorization: `Bearer ${res.json().access_token}` };
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers });
    expect(out.statusCode).toBe(200);
    const end = new URL(out.json().endSessionUrl);
    expect(end.origin).toBe(op.issuer);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(TEST_PORTAL_LOGOUT);
    expect(decodeJwt(end.searchParams.get('id_token_hint')!).sub).toBe(user.username);
    expect((await t.app.inject({ method: 'GET', url: '/api/user-info', headers })).statusCode).toBe(401);
  });
});

describe('bad input and attacks: 4xx, a clear message, nothing created', () => {
  it('refuses a user name that matches no user (unknown users refused by default)', async () => {
    const before = await userCount();
    const { res, callback } = await signIn('stranger-no-portal-user');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('unknown_user');
    expect(res.json().message).toBe('Your account is not registered in this portal. Please ask an administrator for access.');
    expect(await userCount()).toBe(before);
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.subject, 'stranger-no-portal-user'))).toEqual([]);
    const line = logLines.find((l) => l.includes('unknown user stranger-no-portal-user'));
    expect(line).toMatch(/"msg":"single sign-on refused"/);
    expect(line).not.toContain(callback.get('code'));
  });

  it('refuses a replayed answer (same code and state) and a wrong state', async () => {
    const user = await createUser(t.db, { roles: ['DISPATCHER'] });
    const { callback, cookie, res } = await signIn(user.username);
    expect(res.statusCode).toBe(200);
    const replay = await exchange(callback, cookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/unknown, expired or was already used/);

    const second = await authorize();
    const answer = await signInAtProvider(second.url, user.username, REDIRECT);
    answer.set('state', 'not-the-state-we-sent-0123456789abcdefghijklmno');
    expect((await exchange(answer, second.cookie)).statusCode).toBe(400);
  });

  it('refuses an answer brought by another browser (no or another binding cookie)', async () => {
    const user = await createUser(t.db, { roles: ['DISPATCHER'] });
    const { url } = await authorize();
    const callback = await signInAtProvider(url, user.username, REDIRECT);
    const other = await authorize();
    expect((await exchange(callback, undefined)).statusCode).toBe(400);
    expect((await exchange(callback, other.cookie)).statusCode).toBe(400);
  });

  const forgeries: [string, (idToken: string) => Promise<string>][] = [
    ['an ID token for another audience', resign((c) => ({ ...c, aud: 'another-client' }))],
    ['a wrong nonce', resign((c) => ({ ...c, nonce: 'a-nonce-we-never-sent' }))],
    ['an expired ID token', resign((c) => ({ ...c, iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }))],
    ['another issuer', resign((c) => ({ ...c, iss: 'http://evil.test' }))],
    [
      'an unsigned ID token (alg none)',
      async (idToken) => `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${idToken.split('.')[1]}.`,
    ],
    [
      'an ID token signed with a key that is not the provider’s',
      async (idToken) => {
        const { privateKey } = await generateKeyPair('RS256', { extractable: true });
        const jwk = await exportJWK(privateKey);
        return new CompactSign(new TextEncoder().encode(JSON.stringify(decodeJwt(idToken))))
          .setProtectedHeader({ alg: 'RS256', kid: op.signingKey.kid })
          .sign(await importJWK(jwk, 'RS256'));
      },
    ],
  ];
  for (const [name, tamper] of forgeries) {
    it(`refuses ${name} with 401 and creates nothing`, async () => {
      const user = await createUser(t.db, { roles: ['DISPATCHER'] });
      const sent: string[] = [];
      op.tamperIdToken = async (idToken) => {
        const forged = await tamper(idToken);
        sent.push(idToken, forged);
        return forged;
      };
      const { res } = await signIn(user.username);
      const logged = logLines.filter((l) => l.includes('token rejected'));
      expect(logged.length).toBeGreaterThan(0);
      for (const token of sent) for (const l of logged) expect(l).not.toContain(token.split('.')[1]);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ error: 'invalid_token', message: 'The answer of the sign-in service could not be verified. Please sign in again.' });
      expect(await t.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id))).toEqual([]);
    });
  }

  it('refuses a second provider account claiming a user name that is already linked', async () => {
    const user = await createUser(t.db, { roles: ['DISPATCHER'] });
    expect((await signIn(user.username)).res.statusCode).toBe(200);
    op.accounts.set('impostor-subject', { preferred_username: user.username });
    const { res } = await signIn('impostor-subject');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'account_conflict', message: expect.stringMatching(/already linked to another account/) });
  });

  it('answers 502 with a clear message when the provider cannot be reached, at the start and at the exchange', async () => {
    const port = await freePort();
    const other = await createTestApp({ config: { ...ssoConfig(op), OIDC_ISSUER_URL: `http://127.0.0.1:${port}` } });
    try {
      const notYet = await other.app.inject({ method: 'POST', url: '/auth/sso/authorize' });
      expect(notYet.statusCode).toBe(502);
      expect(notYet.json().message).toBe('The sign-in service cannot be reached at the moment. Please try again later or use the login form.');
      const down = await startOidcProvider({ redirectUris: [REDIRECT], postLogoutRedirectUris: [], port });
      const user = await createUser(other.db, { roles: ['DISPATCHER'] });
      const { url, cookie } = await authorize(other.app);
      const callback = await signInAtProvider(url, user.username, REDIRECT);
      await down.close();
      const res = await exchange(callback, cookie, other.app);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('The sign-in service cannot be reached at the moment. Please try again later or use the login form.');
    } finally {
      await other.close();
    }
  }, 180_000);

  it('answers 400 for a malformed exchange body and 501 without single sign-on configured', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/auth/exchangetoken', payload: { code: 'x' } })).statusCode).toBe(400);
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'POST', url: '/auth/exchangetoken', payload: { state: 's', code: 'c' } });
      expect(res.statusCode).toBe(501);
      expect((await plain.app.inject({ method: 'GET', url: '/auth/login-options' })).json()).toEqual({ passwordLogin: true, sso: false, ssoProviderName: 'Azure' });
    } finally {
      await plain.close();
    }
  }, 180_000);
});

// Each builds an app of its own: slow on a busy machine.
describe('configured account rules', { timeout: 180_000 }, () => {
  it('creates an unknown user without roles when OIDC_UNKNOWN_USERS=create, and takes roles from a mapped claim', async () => {
    const app = await createTestApp({
      config: { ...ssoConfig(op), OIDC_UNKNOWN_USERS: 'create', OIDC_ROLES_CLAIM: 'roles', OIDC_ROLE_MAP: 'fsp-ci=CI_BOARD_USER' },
    });
    try {
      const run = async (login: string) => {
        const { url, cookie } = await authorize(app.app);
        return exchange(await signInAtProvider(url, login, REDIRECT), cookie, app.app);
      };
      await ensureCountry(app.db, app.config.OIDC_NEW_USER_COUNTRY);
      op.accounts.set('newcomer', { given_name: 'Ayşe', family_name: 'Yılmaz', roles: [] });
      expect((await run('newcomer')).statusCode).toBe(200);
      const [created] = await app.db.select().from(users).where(eq(users.username, 'newcomer'));
      expect(created).toMatchObject({ firstname: 'Ayşe', lastname: 'Yılmaz', passwordHash: null, email: 'newcomer@sso.example.test' });
      expect(await app.db.select().from(userRoles).where(eq(userRoles.userId, created.id))).toEqual([]);

      op.accounts.set('newcomer', { roles: ['fsp-ci', 'unmapped-group'] });
      expect((await run('newcomer')).statusCode).toBe(200);
      expect(await app.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, created.id))).toEqual([{ role: 'CI_BOARD_USER' }]);
    } finally {
      await app.close();
    }
  });

  it('lets a user created without roles use the CI board when they came through the CI login, and only then', async () => {
    const app = await createTestApp({ config: { ...ssoConfig(op), OIDC_UNKNOWN_USERS: 'create' } });
    try {
      const signInAs = async (login: string, ci: boolean) => {
        const { url, cookie } = await authorize(app.app, ci ? { app: 'ci' } : undefined);
        const res = await exchange(await signInAtProvider(url, login, REDIRECT), cookie, app.app);
        expect(res.statusCode, res.body).toBe(200);
        return { authorization: `Bearer ${res.json().access_token}` };
      };
      await ensureCountry(app.db, app.config.OIDC_NEW_USER_COUNTRY);
      op.accounts.set('ci-newcomer', { given_name: 'Deniz', family_name: 'Kaya' });
      const viaCi = await signInAs('ci-newcomer', true);
      expect((await app.app.inject({ method: 'GET', url: '/api/user-info', headers: viaCi })).json().info.roles).toEqual(['CI_BOARD_USER']);
      expect((await app.app.inject({ method: 'GET', url: '/api/ci-config', headers: viaCi })).statusCode).toBe(200);
      const [created] = await app.db.select().from(users).where(eq(users.username, 'ci-newcomer'));
      expect(await app.db.select().from(userRoles).where(eq(userRoles.userId, created.id))).toEqual([]);

      const normal = await signInAs('ci-newcomer', false);
      expect((await app.app.inject({ method: 'GET', url: '/api/user-info', headers: normal })).json().info.roles).toEqual([]);
      expect((await app.app.inject({ method: 'GET', url: '/api/ci-config', headers: normal })).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });

  it("turns the password login off with PASSWORD_LOGIN=disabled, refusing it in the caller's language", async () => {
    const app = await createTestApp({ config: { ...ssoConfig(op), PASSWORD_LOGIN: 'disabled' } });
    try {
      const user = await createUser(app.db, { roles: ['DISPATCHER'] });
      const res = await app.app.inject({ method: 'POST', url: '/auth/login', payload: { username: user.username, password: user.password } });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Password login is turned off on this server. Please sign in with single sign-on.');
      // In the caller's language (Accept-Language), as the sign-in's other refusals.
      const refusedIn = async (acceptLanguage: string) =>
        (await app.app.inject({ method: 'POST', url: '/auth/login', payload: { username: user.username, password: user.password }, headers: { 'accept-language': acceptLanguage } })).json();
      expect(await refusedIn('ru')).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Вход по паролю на этом сервере отключён. Войдите через единый вход.' });
      expect((await refusedIn('tr-TR')).message).toBe('Bu sunucuda parola ile giriş kapalıdır. Lütfen tek oturum açma ile giriş yapın.');
      expect((await refusedIn('az')).message).toBe('Bu serverdə parol ilə giriş söndürülüb. Zəhmət olmasa vahid giriş ilə daxil olun.');
      expect((await refusedIn('ka')).message).toBe('ამ სერვერზე პაროლით შესვლა გამორთულია. გთხოვთ, შედით ერთიანი შესვლით.');
      expect((await app.app.inject({ method: 'GET', url: '/auth/login-options' })).json()).toEqual({ passwordLogin: false, sso: true, ssoProviderName: 'Azure' });
    } finally {
      await app.close();
    }
  });
});
