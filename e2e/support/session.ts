import type { Page } from 'playwright-core';
import { newSessionToken } from './planning-page';

export const DEMO_PASSWORD = 'demo';
export const TOKEN_KEY = 'fsp.accessToken';

/** Signs in through the login form, as a person would, and waits until a page has rendered. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  await page.getByTestId('page-title').or(page.getByTestId('page-no-access')).first().waitFor({ timeout: 30_000 });
  // The layout's title shows before the screen's lazy chunk has loaded; the screen (and its first requests) only after.
  await page.getByTestId('screen-loading').waitFor({ state: 'detached', timeout: 30_000 });
}

/**
 * Signs in without the login form, for tests that check something else (session.test.ts checks the form): a fresh
 * token from the API, as the form gets one, goes into the page's local storage on the portal's origin (opened on the
 * tiny /health answer). The test opens its screen next, signed in, without the login page and the landing screen.
 */
export async function signInByToken(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/health');
  const token = await newSessionToken(username, password, new URL(page.url()).origin);
  if (typeof token !== 'string' || token === '') throw new Error(`no token for ${username}`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token]);
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
}

/** Visible menu entry test ids (menu-<routeId>), in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  await page.getByTestId('side-menu').waitFor();
  return page
    .getByTestId('side-menu')
    .locator('[data-testid^="menu-"]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')!).filter((id) => !id.startsWith('menu-group-')));
}
