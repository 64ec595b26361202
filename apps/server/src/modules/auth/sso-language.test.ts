import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser } from '../../../test/factories';
import { TEST_PORTAL_LOGOUT, TEST_PORTAL_REDIRECT as REDIRECT, freePort, portalSsoConfig as ssoConfig, signInAtProvider, startOidcProvider, type TestOidcProvider } from '../../../test/oidc-provider';

/** The single sign-on's refusals in the caller's language (Accept-Language), through a real OpenID Connect provider. */

let op: TestOidcProvider;
let t: TestApp;


beforeAll(async () => {
  op = await startOidcProvider({ redirectUris: [REDIRECT], postLogoutRedirectUris: [TEST_PORTAL_LOGOUT] });
  t = await createTestApp({ config: ssoConfig(op) });
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});
beforeEach(() => {
  op.tamperIdToken = null;
});

async function authorize(app = t.app, language?: string) {
  const res = await app.inject({ method: 'POST', url: '/auth/sso/authorize', headers: language ? { 'accept-language': language } : {} });
  return { res, url: res.json().authorizationUrl as string, cookie: String(res.headers['set-cookie']).split(';')[0] };
}

function exchange(callback: URLSearchParams, cookie: string, language?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/auth/exchangetoken',
    headers: { cookie, ...(language ? { 'accept-language': language } : {}) },
    payload: Object.fromEntries(callback),
  });
}

/** Signs in at the provider as `login`, then hands the answer (changed by `change`) to the portal in `language`. */
async function refusalOf(login: string, language: string | undefined, change: (callback: URLSearchParams) => URLSearchParams = (c) => c) {
  const { url, cookie } = await authorize();
  const res = await exchange(change(await signInAtProvider(url, login, REDIRECT)), cookie, language);
  return { status: res.statusCode, error: res.json().error as string, message: res.json().message as string };
}

describe("single sign-on refusals in the caller's language", () => {
  it('words an unknown, used or foreign sign-in in each language, English unchanged', async () => {
    const user = await createUser(t.db, { roles: ['DISPATCHER'] });
    const { url, cookie } = await authorize();
    const callback = await signInAtProvider(url, user.username, REDIRECT);
    expect((await exchange(callback, cookie)).statusCode).toBe(200);
    const replayIn = async (language?: string) => (await exchange(callback, cookie, language)).json();
    expect(await replayIn()).toMatchObject({
      error: 'invalid_request',
      message: 'This sign-in is unknown, expired or was already used, or was started in another browser. Please sign in again.',
    });
    expect(await replayIn('ru-RU,ru;q=0.9,en;q=0.8')).toMatchObject({
      error: 'invalid_request',
      message: 'Эта попытка входа неизвестна, истекла, уже использована или начата в другом браузере. Войдите снова.',
    });
    expect((await replayIn('tr')).message).toBe('Bu giriş denemesi bilinmiyor, süresi doldu, zaten kullanıldı ya da başka bir tarayıcıda başlatıldı. Lütfen tekrar giriş yapın.');
    expect((await replayIn('az')).message).toBe('Bu giriş naməlumdur, müddəti bitib, artıq istifadə olunub və ya başqa brauzerdə başladılıb. Yenidən daxil olun.');
    expect((await replayIn('ka-GE')).message).toBe('შესვლის ეს მცდელობა უცნობია, ვადაგასულია, უკვე გამოყენებულია ან სხვა ბრაუზერში დაიწყო. შედით ხელახლა.');
  });

  it('words the refused accounts: not registered, no user name, linked to another account', async () => {
    expect(await refusalOf('stranger-of-the-portal', 'tr-TR')).toEqual({
      status: 403,
      error: 'unknown_user',
      message: 'Hesabınız bu portalda kayıtlı değil. Lütfen erişim için bir yöneticiye başvurun.',
    });
    op.accounts.set('nameless', { preferred_username: '', email_verified: false });
    expect(await refusalOf('nameless', 'ru')).toEqual({
      status: 403,
      error: 'no_username',
      message: 'Служба входа не передала имя пользователя (preferred_username или подтверждённый адрес электронной почты).',
    });
    expect((await refusalOf('nameless', undefined)).message).toBe('The sign-in service sent no user name (preferred_username or a verified e-mail).');
    const user = await createUser(t.db, { roles: ['DISPATCHER'] });
    expect((await refusalOf(user.username, undefined)).status).toBe(200);
    op.accounts.set('second-account', { preferred_username: user.username });
    expect(await refusalOf('second-account', 'az')).toEqual({
      status: 403,
      error: 'account_conflict',
      message: 'Bu portal istifadəçisi artıq giriş xidmətinin başqa hesabına bağlıdır. Administratora müraciət edin.',
    });
  });

  it("words the provider's refusals: an error instead of a code, a code it does not accept, an ID token that fails validation", async () => {
    const user = await createUser(t.db, { roles: ['DISPATCHER'] });
    const denied = (callback: URLSearchParams) => new URLSearchParams({ error: 'access_denied', state: callback.get('state')!, iss: callback.get('iss')! });
    expect(await refusalOf(user.username, 'ka', denied)).toEqual({ status: 400, error: 'access_denied', message: 'შესვლის სერვისმა შეცდომა დააბრუნა: access_denied' });
    expect((await refusalOf(user.username, 'en-GB', denied)).message).toBe('The sign-in service reported an error: access_denied');

    const foreignCode = (callback: URLSearchParams) => {
      callback.set('code', 'a-code-the-provider-never-issued-0123456789');
      return callback;
    };
    expect(await refusalOf(user.username, 'tr', foreignCode)).toEqual({
      status: 400,
      error: 'invalid_grant',
      message: 'Giriş servisi bu girişi kabul etmedi (süresi dolmuş ya da zaten kullanılmış olabilir). Lütfen tekrar giriş yapın.',
    });

    op.tamperIdToken = (idToken) => `${idToken.slice(0, -4)}AAAA`;
    expect(await refusalOf(user.username, 'az-AZ')).toEqual({ status: 401, error: 'invalid_token', message: 'Giriş xidmətinin cavabı yoxlanıla bilmədi. Yenidən daxil olun.' });
  });
});

// Each builds an app of its own: slow on a busy machine.
describe('single sign-on unavailable or off', { timeout: 180_000 }, () => {
  it('words an unreachable provider (502) and a server without single sign-on (501)', async () => {
    const port = await freePort();
    const unreachable = await createTestApp({ config: { ...ssoConfig(op), OIDC_ISSUER_URL: `http://127.0.0.1:${port}` } });
    try {
      const { res } = await authorize(unreachable.app, 'ru');
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Служба входа сейчас недоступна. Повторите попытку позже или воспользуйтесь формой входа.');
    } finally {
      await unreachable.close();
    }
    const plain = await createTestApp();
    try {
      const off = (language: string) => plain.app.inject({ method: 'POST', url: '/auth/sso/authorize', headers: { 'accept-language': language } });
      expect((await off('tr')).json()).toMatchObject({ statusCode: 501, message: 'Bu sunucuda harici tek oturum açma yapılandırılmamış. Giriş formunu kullanın.' });
      expect((await off('ka')).json().message).toBe('ამ სერვერზე გარე ერთიანი შესვლა არ არის გამართული. გამოიყენეთ შესვლის ფორმა.');
      expect((await off('de')).json().message).toBe('External single sign-on is not configured on this server. Use the login form.');
    } finally {
      await plain.close();
    }
  });
});
