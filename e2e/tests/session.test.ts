import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { menuEntries, signIn, signInByToken, storedToken } from '../support/session';
import { seriousViolations } from '../support/public-survey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const SERVICE_ENGINEER_MENU = [
  'menu-activityHistory',
  'menu-planningGrid',
  'menu-planningHistory',
  'menu-workOrders',
  'menu-draftWorkOrders',
  'menu-sampleSearch',
  'menu-settings',
];
const POWER_USER_MENU = ['menu-statistics', 'menu-plateManagement', 'menu-calendarManagement', 'menu-teamManagement'];

describe('sign-in lands where the spec says, with the menus of the role', () => {
  const cases = [
    // The demo configures no legacy portal, so its links are left out of the menu.
    // ADMIN and POWER_USER may not open the CI board (route table), so they get no link to it.
    { username: 'admin', landing: '/admin/statistics', has: POWER_USER_MENU, hasNot: ['menu-planningGrid', 'menu-legacy-dataSync', 'menu-ciBoard'] },
    { username: 'power', landing: '/admin/statistics', has: POWER_USER_MENU, hasNot: ['menu-planningGrid', 'menu-legacy-dataSync', 'menu-ciBoard'] },
    { username: 'dispatcher', landing: '/dispatcher/activity-history', has: [...SERVICE_ENGINEER_MENU, 'menu-ciBoard'], hasNot: ['menu-statistics'] },
    { username: 'observer', landing: '/dispatcher/activity-history', has: [...SERVICE_ENGINEER_MENU, 'menu-ciBoard'], hasNot: ['menu-statistics'] },
    { username: 'ciuser', landing: '/ci-board', has: ['menu-ciBoard'], hasNot: ['menu-planningGrid', 'menu-statistics'] },
    { username: 'committee', landing: '/dispatcher/activity-history', has: ['menu-ciBoard'], hasNot: ['menu-statistics', 'menu-planningGrid'] },
  ];
  for (const c of cases) {
    it(`${c.username} → ${c.landing}`, async () => {
      const { context, page } = await newPage(browser);
      await signIn(page, c.username);
      expect(new URL(page.url()).pathname).toBe(c.landing);
      const entries = await menuEntries(page);
      for (const id of c.has) expect(entries, `${c.username} should see ${id}`).toContain(id);
      for (const id of c.hasNot) expect(entries, `${c.username} should not see ${id}`).not.toContain(id);
      expect(await page.title()).toMatch(/Field Service Portal/);
      await context.close();
    });
  }
});

describe('login form', () => {
  it('shows the spec message on a wrong password and stays on the page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByTestId('login-username').fill('dispatcher');
    await page.getByTestId('login-password').fill('wrong');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();
    expect(await page.getByTestId('login-error').textContent()).toContain('Can not authenticate, please try again.');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('names the wait the throttle asks for after repeated failures (its delay runs from a second to minutes)', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    // A name of its own: the throttle counts per user name and address, and other files sign the demo users in.
    await page.getByTestId('login-username').fill('throttled.walker');
    const error = page.getByTestId('login-error');
    let text = '';
    // Three failures are free; the next attempt within the delay is refused (a slow one may pass and double it).
    for (let attempt = 0; attempt < 8 && !text.includes('Too many attempts'); attempt++) {
      await page.getByTestId('login-password').fill(`wrong-${attempt}`);
      await page.getByTestId('login-submit').click();
      await error.waitFor();
      await expect.poll(() => page.getByTestId('login-submit').getAttribute('class')).not.toContain('ant-btn-loading');
      text = (await error.textContent()) ?? '';
    }
    expect(text).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
    await context.close();
  });

  it('the disabled single sign-on explains itself on keyboard focus, not only on hover', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByTestId('login-submit').waitFor();
    // The login page as a visitor first sees it: no serious or critical axe violations (the "or" line's grey was 2.8:1).
    expect(await seriousViolations(page)).toEqual([]);
    const sso = page.getByTestId('login-sso-disabled');
    for (let step = 0; step < 10 && !(await sso.evaluate((el) => el === document.activeElement)); step++) await page.keyboard.press('Tab');
    expect(await sso.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.locator('.ant-tooltip').filter({ hasText: 'Single sign-on is not configured yet.' }).waitFor({ state: 'visible' });
    // Screen readers get the reason as the control's description.
    const described = await sso.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(described).toContain('Single sign-on is not configured yet.');
    await context.close();
  });

  it('sends an unauthenticated visitor to the login page and back to the intended page afterwards', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/dispatcher/planning-history');
    await page.waitForURL(/\/login/);
    await page.getByTestId('login-username').fill('dispatcher');
    await page.getByTestId('login-password').fill('demo');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/dispatcher\/planning-history/);
    await context.close();
  });

  it('follows a sign-in made in another tab to the page this tab was sent away from', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/dispatcher/draft-work-orders');
    await page.waitForURL(/\/login/);
    await page.getByTestId('login-username').waitFor();
    const other = await context.newPage();
    await signIn(other, 'dispatcher');
    await page.waitForURL(/\/dispatcher\/draft-work-orders/, { timeout: 20_000 });
    await context.close();
  });
});

/**
 * Picks `language` in the header's menu until the confirmation shows. The switch refetches every query; on a slow
 * machine the header re-renders meanwhile and can close the menu under the click (CI runs of 2026-12-02's fourth
 * session and of 2026-12-03 evening lost it), so the menu is opened only when closed and the choice made again.
 */
async function askForLanguage(page: Page, language: string, confirm: Locator) {
  const option = page.getByTestId(`language-option-${language}`);
  for (let attempt = 0; attempt < 4 && !(await confirm.isVisible()); attempt++) {
    if (!(await option.isVisible())) await page.getByTestId('language-selector').click();
    if (await option.waitFor({ timeout: 3_000 }).then(() => true, () => false)) await option.click({ timeout: 3_000 }).catch(() => undefined);
    await confirm.waitFor({ timeout: 5_000 }).catch(() => undefined);
  }
}

/**
 * What the visible "language changed" toast covers of the header's language and user menus (the user menu opened
 * first), as "test id"; null while no such toast shows.
 */
async function coveredByLanguageToast(page: Page, text: string): Promise<string[] | null> {
  const panel = page.getByTestId('user-menu-panel');
  for (let attempt = 0; attempt < 3 && !(await panel.isVisible()); attempt++) {
    await page.getByTestId('user-menu').click();
    await panel.waitFor({ timeout: 2_000 }).catch(() => undefined);
  }
  return page.evaluate((text) => {
    const toast = Array.from(document.querySelectorAll('.ant-message-notice, .ant-notification-notice')).find((n) => n.getBoundingClientRect().height > 0 && n.textContent?.includes(text));
    if (!toast) return null;
    const a = toast.getBoundingClientRect();
    return ['language-selector', 'user-menu', 'user-menu-panel'].filter((id) => {
      const b = document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect();
      return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    });
  }, text);
}

describe('user menu', () => {
  it('works with the keyboard: Enter, Space or ArrowDown opens it on its first entry, the arrows reach Log out, Enter there asks first; Esc closes a menu onto its button', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'dispatcher');
    const focused = () => page.evaluate(() => ({ role: document.activeElement?.getAttribute('role'), text: document.activeElement?.textContent }));
    const focusedTestId = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    const onFirstEntry = () => page.evaluate(() => document.activeElement !== null && document.activeElement === document.querySelector('[data-testid="user-menu-panel"] [role="menuitem"]'));
    // The applications' entries come first in the menu, asked for once the screen is painted: opened before they came,
    // the focus would stay on an entry that is then the second.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/auth/applications')))).toBe(true);
    // The focus goes into the menu as it opens (a Tab was needed first), and Esc gives it back to the button.
    const button = page.getByTestId('user-menu');
    for (const key of ['Space', 'ArrowDown', 'Enter']) {
      await button.focus();
      await page.keyboard.press(key);
      await page.getByTestId('user-menu-panel').waitFor();
      await expect.poll(onFirstEntry, { message: key }).toBe(true);
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      if (key === 'Enter') break;
      await page.keyboard.press('Escape');
      await page.getByTestId('user-menu-panel').waitFor({ state: 'hidden' });
      await expect.poll(focusedTestId).toBe('user-menu');
    }
    // One step at a time: the menu moves the focus after the key.
    for (let step = 0, text = (await focused()).text; step < 5 && text !== 'Log out'; step++) {
      await page.keyboard.press('ArrowDown');
      const before = text;
      await expect.poll(async () => (text = (await focused()).text)).not.toBe(before);
    }
    expect(await focused()).toEqual({ role: 'menuitem', text: 'Log out' });
    // Enter asks first, and the question stays (the key's press used to reach its Cancel and close it at once).
    await page.keyboard.press('Enter');
    const question = page.locator('.ant-modal-confirm-title', { hasText: 'Log out?' });
    await question.waitFor();
    await page.waitForTimeout(300);
    expect(await question.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'hidden' });
    // The language menu takes the focus as it opens (Enter, or ArrowDown), so the arrows move between languages (they
    // scrolled the page); Esc leaves the focus on its button, not at the page's start.
    for (const key of ['ArrowDown', 'Enter']) {
      await page.getByTestId('language-selector').focus();
      await page.keyboard.press(key);
      await expect.poll(async () => (await focused()).role, { message: key }).toBe('menuitem');
      const firstLanguage = (await focused()).text;
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await focused()).text).not.toBe(firstLanguage);
      expect((await focused()).role).toBe('menuitem');
      await page.keyboard.press('Escape');
      await expect.poll(focusedTestId).toBe('language-selector');
    }
    await context.close();
  });
});

describe('language', () => {
  it('switches the interface to Turkish after confirmation and keeps it on the server; the toast saying so covers neither the language nor the user menu', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'observer');
    await page.setViewportSize({ width: 1600, height: 1000 });
    const confirmButton = page.getByRole('button', { name: /^(OK|Yes|Evet|Tamam)$/ });
    await askForLanguage(page, 'tr', confirmButton);
    await confirmButton.click();
    await page.getByTestId('side-menu').getByText('Aktivite geçmişi', { exact: true }).waitFor();
    // The toast shows for 3 s: both sizes are checked while it does.
    await page.locator('.ant-message-notice, .ant-notification-notice').filter({ hasText: 'Dil değiştirildi' }).waitFor();
    expect(await coveredByLanguageToast(page, 'Dil değiştirildi'), '1600').toEqual([]);
    await page.setViewportSize({ width: 1280, height: 720 });
    expect(await coveredByLanguageToast(page, 'Dil değiştirildi'), '1280').toEqual([]);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });
    const token = await storedToken(page);
    const info = await (await fetch(`${baseUrl()}/api/user-info`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(info.info.cultureName).toBe('tr');
    // Back to English so other tests see the default language, once the Turkish session has settled.
    await expect.poll(() => page.getByTestId('language-selector').getAttribute('data-language')).toBe('tr');
    await askForLanguage(page, 'en', confirmButton);
    await confirmButton.click();
    await page.getByTestId('side-menu').getByText('Activity history', { exact: true }).waitFor();
    await context.close();
  });
});

describe('standalone pages', () => {
  it('shows the 404 page for an unknown path', async () => {
    const { context, page } = await newPage(browser);
    // Signed in by token: the form and the landings are checked above.
    await signInByToken(page, 'dispatcher');
    await page.goto('/no/such/page');
    await page.getByTestId('page-not-found').waitFor();
    expect(await page.getByTestId('page-not-found').textContent()).toContain('Sorry, the page you visited was not found.');
    await context.close();
  });

  it('sends a user to /no-access for a screen their role may not open', async () => {
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'committee');
    await page.goto('/admin/statistics');
    await page.getByTestId('page-no-access').waitFor();
    expect(await page.getByTestId('page-no-access').textContent()).toContain('Sorry, you are not authorized to view this page');
    await context.close();
  });
});

describe('expired session', () => {
  it('a 401 from the API leads back to the login page after the notice', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'dispatcher');
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    // The token is revoked behind the page's back, as when the session is ended elsewhere.
    const out = await fetch(`${baseUrl()}/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(out.status).toBe(200);
    // Opening a screen makes API calls; the landing screen's own late requests may already have met the 401
    // (its chunk loads lazily), so this is a navigation that works from either page.
    await page.goto('/dispatcher/planning-history');
    await page.waitForURL(/\/login/, { timeout: 20_000 });
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });
});
