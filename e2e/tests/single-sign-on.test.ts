import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { demoDataCopy, freePort, startServer, type RunningServer } from '../support/server';
import { DEMO_PASSWORD, storedToken } from '../support/session';
import { shoot } from '../support/screenshots';
import { startOidcProvider, type TestOidcProvider } from '../../apps/server/test/oidc-provider';
import { openDatabase } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema';
import { hashPassword } from '../../apps/server/src/plugins/security';

/**
 * Single sign-on end to end: a real OpenID Connect provider (oidc-provider) on localhost, the portal
 * configured for it, and Chromium going through the provider's own sign-in page.
 */
let browser: Browser;
let op: TestOidcProvider;
let portal: RunningServer;
/** An employee account without any role (the demo has none): added to this file's copy of the demo before its server starts. */
const ROLELESS = 'employee.noroles';

async function addAccountWithoutRoles(dataDir: string) {
  const database = await openDatabase({ dataDir: `${dataDir}/pglite` });
  try {
    await database.migrate();
    await database.db.insert(users).values({ username: ROLELESS, passwordHash: await hashPassword(DEMO_PASSWORD), firstname: 'Deniz', lastname: 'Kaya', countryCode: 'TR' });
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  op = await startOidcProvider({ redirectUris: [`${origin}/login/start`], postLogoutRedirectUris: [`${origin}/logout`] });
  const dataDir = demoDataCopy();
  await addAccountWithoutRoles(dataDir);
  portal = await startServer({
    port,
    dataDir,
    env: {
      MAP_PROVIDER: 'none',
      OIDC_ISSUER_URL: op.issuer,
      OIDC_CLIENT_ID: op.clientId,
      OIDC_CLIENT_SECRET: op.clientSecret,
      OIDC_PROVIDER_NAME: 'Test SSO',
      // Room for this file's sign-ins, few enough that the last test can reach the limit.
      LOGIN_RATE_LIMIT_PER_MINUTE: '60',
    },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await op?.close();
});

async function open(path: string) {
  const { context, page } = await newPage(browser, { baseURL: portal.baseUrl });
  await page.goto(path);
  return { context, page };
}

/** Clicks the SSO button and signs in on the provider's own page. */
async function signInAtProvider(page: Page, login: string) {
  await page.getByTestId('login-sso').click();
  await page.waitForURL((url) => url.origin === op.issuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
}

describe('single sign-on through an external OpenID Connect provider', () => {
  it('signs a dispatcher in at the provider and lands where the role says; logout ends both sessions', async () => {
    const { context, page } = await open('/login');
    // The button shows a default name until the login options arrive.
    await expect.poll(() => page.getByTestId('login-sso').textContent()).toContain('Sign in with Test SSO');
    await signInAtProvider(page, 'dispatcher');
    await page.waitForURL((url) => url.pathname === '/dispatcher/activity-history', { timeout: 30_000 });
    await page.getByTestId('user-menu').waitFor();
    const token = await storedToken(page);
    const info = await (await fetch(`${portal.baseUrl}/api/user-info`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(info.info).toMatchObject({ username: 'dispatcher', roles: ['DISPATCHER'] });
    // The provider's answer does not stay in the address bar.
    expect(page.url()).not.toMatch(/code=|state=/);

    await page.getByTestId('user-menu').click();
    // The applications the user may open, asked once the screen was painted, are in the menu when it opens.
    await page.getByTestId('user-menu-app-CI_BOARD').waitFor();
    await page.getByTestId('user-menu-logout').click();
    await page.getByRole('button', { name: /^(Log out)$/ }).click();
    await page.waitForURL((url) => url.origin === op.issuer);
    await page.getByTestId('op-logout-yes').click();
    await page.getByTestId('page-logout').waitFor({ timeout: 30_000 });
    expect(op.endedSessions).toContain('dispatcher');
    expect((await fetch(`${portal.baseUrl}/api/user-info`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);

    // The provider session ended too: signing in again asks for the password at the provider.
    await page.goto('/login');
    await page.getByTestId('login-sso').click();
    await page.locator('input[name="login"]').waitFor();
    await context.close();
  });

  it('sends a committee member who came through the CI login to the CI board', async () => {
    const { context, page } = await open('/login?app=ci');
    await page.getByTestId('login-ci').waitFor();
    await signInAtProvider(page, 'committee');
    await page.waitForURL((url) => url.pathname === '/ci-board', { timeout: 30_000 });
    await context.close();
  });

  it('opens the CI board to an account without roles through the CI login, by single sign-on and by password, and only there', async () => {
    const viaSso = await open('/login?app=ci');
    await signInAtProvider(viaSso.page, ROLELESS);
    await viaSso.page.waitForURL((url) => url.pathname === '/ci-board', { timeout: 30_000 });
    await viaSso.page.getByTestId('ci-table').waitFor({ timeout: 30_000 });
    await viaSso.context.close();

    const normal = await open('/login');
    await normal.page.getByTestId('login-username').fill(ROLELESS);
    await normal.page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await normal.page.getByTestId('login-submit').click();
    await normal.page.getByTestId('page-no-access').waitFor({ timeout: 30_000 });
    expect(await normal.page.getByTestId('no-access-ci-login').count()).toBe(0);

    // Signed in normally, the CI login's link leads to the board's refusal, which offers the CI login.
    const { context, page } = normal;
    await page.goto('/login?app=ci');
    await page.getByTestId('no-access-ci-login').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await page.getByTestId('login-ci').waitFor({ timeout: 30_000 });
    expect(await storedToken(page)).toBeNull();
    await page.getByTestId('login-username').fill(ROLELESS);
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/ci-board', { timeout: 30_000 });
    await page.getByTestId('ci-table').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('page-no-access').count()).toBe(0);
    // A board user's screen: filing suggestions, no Excel export.
    expect(await page.getByTestId('ci-add').count()).toBe(1);
    expect(await page.getByTestId('ci-export').count()).toBe(0);
    await shoot(page, 'ci-login-without-roles');
    await context.close();
  });

  it('after a single sign-on, the refusal page\'s CI login ends the provider\'s session too and goes on to the CI login', async () => {
    const { context, page } = await open('/login');
    await signInAtProvider(page, ROLELESS);
    await page.getByTestId('page-no-access').waitFor({ timeout: 30_000 });
    await page.goto('/login?app=ci');
    await page.getByTestId('no-access-ci-login').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.origin === op.issuer);
    await page.getByTestId('op-logout-yes').click();
    // Back from the provider's logout page, /logout goes on to the CI login instead of stopping.
    await page.getByTestId('login-ci').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).search).toBe('?app=ci');
    expect(await storedToken(page)).toBeNull();
    expect(op.endedSessions).toContain(ROLELESS);
    await context.close();
  });

  it('refuses a provider account with no portal user, with a clear message on the login page, and lets another account sign in', async () => {
    const { context, page } = await open('/login');
    await signInAtProvider(page, 'stranger');
    await page.getByTestId('login-sso-failed').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByTestId('login-sso-failed').textContent()).toContain('Your account is not registered in this portal.');
    expect(await storedToken(page)).toBeNull();

    // The provider still has the refused account's session: the next try asks for the password again.
    await signInAtProvider(page, 'observer');
    await page.waitForURL((url) => url.pathname === '/dispatcher/activity-history', { timeout: 30_000 });
    await context.close();
  });

  it('keeps the password form working next to single sign-on', async () => {
    const { context, page } = await open('/login');
    await page.getByTestId('login-username').fill('observer');
    await page.getByTestId('login-password').fill('demo');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/dispatcher/activity-history', { timeout: 30_000 });
    await context.close();
  });

  // Last: it uses up this address's exchanges for a minute.
  it("names the server's wait when the finish of a single sign-on is throttled", async () => {
    let refused: Response | undefined;
    for (let i = 0; i < 100 && refused?.status !== 429; i++) {
      refused = await fetch(`${portal.baseUrl}/auth/exchangetoken`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"state":"s","code":"c"}' });
    }
    expect(refused?.status).toBe(429);
    const seconds = Number(refused?.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    const { context, page } = await open('/login');
    await signInAtProvider(page, 'observer');
    await page.getByTestId('login-sso-failed').waitFor({ timeout: 30_000 });
    const text = await page.getByTestId('login-sso-failed').textContent();
    const named = Number(/try again in (\d+) seconds?\./.exec(text ?? '')?.[1]);
    expect(named).toBeGreaterThan(seconds - 30);
    expect(named).toBeLessThanOrEqual(seconds);
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });
});
