import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { setUserLanguage } from '../support/api';
import { signInByToken } from '../support/session';
import { apiToken } from '../support/planning-page';
import { shoot } from '../support/screenshots';

const SUBSCRIPTIONS = '/api/settings/notification-subscriptions';

interface ApiSubscription {
  id: number;
  subscriptionType: string;
  statuses: { status: string }[];
  teams: { id: number; name: string }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function api<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, { ...init, headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), authorization: `Bearer ${token}` } });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

/** An open antd dropdown; one still fading out after closing carries a leave class and is left aside. */
const OPEN_DROPDOWN = '.ant-select-dropdown:visible:not([class*="-leave"])';

/** Opens an antd select (by its test id) and picks the option with this text. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.locator(`${OPEN_DROPDOWN} .ant-select-item-option`).filter({ hasText: option }).first().click();
}

/**
 * For each field's message in the add dialog: whether it stays at least 8 px clear of what follows (the next field's
 * label, or the dialog's buttons). antd's default put a message into the item's bottom margin, touching the next label.
 */
async function messageClearances(dialog: Locator): Promise<boolean[]> {
  return dialog.evaluate((form) => {
    const footer = form.closest('.ant-modal-container')!.querySelector('.ant-modal-footer')!;
    const items = Array.from(form.querySelectorAll('.ant-form-item'));
    return items.flatMap((item, i) => {
      const message = item.querySelector('.ant-form-item-explain');
      if (!message) return [];
      const next = i + 1 < items.length ? items[i + 1].querySelector('.ant-form-item-label')! : footer;
      return [next.getBoundingClientRect().top - message.getBoundingClientRect().bottom >= 8];
    });
  });
}

const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

describe('notification settings', () => {
  it('an observer adds a notification with the dialog rules, sees it in the table and removes it after confirming', async () => {
    const token = await apiToken('observer');
    const before = await api<ApiSubscription[]>(token, SUBSCRIPTIONS);
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'observer');
    await page.goto('/dispatcher/settings');
    await page.getByTestId('notification-table').waitFor();
    await page.getByTestId('notification-email-active').getByText('observer@service.example.com').waitFor();

    await page.getByTestId('notification-add').click();
    const dialog = page.getByTestId('notification-add-dialog');
    await dialog.waitFor();
    const dialogBox = page.locator('.ant-modal-container').filter({ has: dialog });
    const heightBefore = (await dialogBox.boundingBox())!.height;
    // Nothing chosen: the type is required, and so are the status and the team until a type says otherwise.
    await page.getByTestId('notification-add-submit').click();
    await dialog.getByText('Choose a notification type.').waitFor();
    await dialog.getByText('Choose at least one team.').waitFor();
    // Each message on its own line under its field, clear of the next label and of the buttons; the dialog keeps its height.
    await expect.poll(() => messageClearances(dialog)).toEqual([true, true, true]);
    expect((await dialogBox.boundingBox())!.height).toBe(heightBefore);

    // Task-based: the team field is disabled; the status is required.
    await choose(page, 'notification-type', 'Task status changes');
    expect(await dialog.locator('.ant-select-disabled [data-testid="notification-teams"], [data-testid="notification-teams"].ant-select-disabled').count()).toBe(1);
    await dialog.getByText('Task status e-mails cover all your teams.').waitFor();
    // The note takes the line the team's error had: nothing below moves.
    expect((await dialogBox.boundingBox())!.height).toBe(heightBefore);
    await page.getByTestId('notification-add-submit').click();
    await dialog.getByText('Choose at least one status.').waitFor();
    // From the keyboard: Enter checks the status found, and Tab moves on with it still checked (rc-select took that Tab
    // for choosing once more: it unchecked the status and kept the focus).
    await page.getByTestId('notification-statuses').locator('input').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('On hold');
    await page.locator(`${OPEN_DROPDOWN} .ant-select-item-option-active`).filter({ hasText: 'On hold' }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="notification-statuses"]') === null)).toBe(true);
    // Its tags are laid out again as the focus leaves ("+ 0 ..." alone for a moment): wait for them.
    await expect.poll(() => dialog.locator('[data-testid="notification-statuses"] .ant-select-selection-item').allTextContents()).toContain('On hold');

    // Daily planning clears and disables the status; the team becomes required.
    await choose(page, 'notification-type', 'Daily planning summary');
    expect(await dialog.locator('[data-testid="notification-statuses"].ant-select-disabled').count()).toBe(1);
    expect(await dialog.getByText('On hold').count()).toBe(0);
    await page.getByTestId('notification-add-submit').click();
    await dialog.getByText('Choose at least one team.').waitFor();
    await page.getByTestId('notification-teams').click();
    const firstTeam = page.locator(`${OPEN_DROPDOWN} .ant-select-tree-treenode-leaf`).first();
    const teamName = (await firstTeam.locator('.ant-select-tree-title').textContent())!.trim();
    await firstTeam.locator('.ant-select-tree-checkbox').click();
    await page.locator('.ant-modal-title').click();
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await shoot(page, 'notification-add-dialog-en');
    await page.getByTestId('notification-add-submit').click();
    await dialog.waitFor({ state: 'hidden' });

    const rows = page.getByTestId('notification-row');
    await expect.poll(() => rows.count()).toBe(before.length + 1);
    const added = rows.filter({ hasText: teamName }).filter({ hasText: 'Daily planning summary' });
    await added.waitFor();
    const after = await api<ApiSubscription[]>(token, SUBSCRIPTIONS);
    const created = after.find((s) => !before.some((b) => b.id === s.id))!;
    expect(created).toMatchObject({ subscriptionType: 'DAILY_PLANNING', statuses: [] });
    expect(created.teams.map((t) => t.name)).toEqual([teamName]);
    await shoot(page, 'notification-settings-en');

    // Removing asks first; cancelling keeps it.
    await page.getByTestId(`notification-remove-${created.id}`).click();
    await page.locator('.ant-modal-confirm-title').getByText('Remove notification?').waitFor();
    // Which one: another daily planning summary may exist, so the question names its teams too.
    await page.locator('.ant-modal-confirm-content').getByText(teamName, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.locator('.ant-modal-confirm-title').waitFor({ state: 'hidden' });
    expect(await rows.count()).toBe(before.length + 1);
    await page.getByTestId(`notification-remove-${created.id}`).click();
    await page.getByTestId('notification-remove-confirm').click();
    await expect.poll(() => rows.count()).toBe(before.length);
    expect((await api<ApiSubscription[]>(token, SUBSCRIPTIONS)).map((s) => s.id)).toEqual(before.map((s) => s.id));
    // The removed (last) row's button had the focus: the row above takes it (Add when none is left), not the page's start.
    await expect.poll(() => focusedTestId(page)).toBe(before.length ? `notification-remove-${before.at(-1)!.id}` : 'notification-add');

    // Removed in another tab while the question is open: confirming says so and the question closes on the refreshed list.
    const again = await api<ApiSubscription>(token, SUBSCRIPTIONS, { method: 'POST', body: JSON.stringify({ subscriptionType: 'DAILY_PLANNING', statuses: [], teams: created.teams.map((t) => ({ id: t.id })) }) });
    await page.reload();
    await page.getByTestId(`notification-remove-${again.id}`).click();
    await fetch(`${baseUrl()}${SUBSCRIPTIONS}/${again.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    await page.getByTestId('notification-remove-confirm').click();
    await page.locator('.ant-modal-confirm-title').waitFor({ state: 'hidden', timeout: 5_000 });
    await expect.poll(() => rows.count()).toBe(before.length);
    await context.close();
  });

  it('shows the dispatcher\'s notifications and the paused e-mails in Turkish', async () => {
    const token = await apiToken('dispatcher');
    await setUserLanguage(token, 'tr');
    const { context, page } = await newPage(browser, { locale: 'tr-TR' });
    try {
      await api(token, '/api/email-subscription', { method: 'DELETE' });
      await signInByToken(page, 'dispatcher');
      await page.goto('/dispatcher/settings');
      await page.getByTestId('notification-row').first().waitFor();
      await page.getByText('Bildirim ayarları').first().waitFor();
      await page.getByTestId('notification-email-paused').waitFor();
      await shoot(page, 'notification-settings-tr');
      await page.getByTestId('notification-email-resume').click();
      await page.getByTestId('notification-email-active').waitFor();
      const [entry] = await api<{ active: boolean }[]>(token, '/api/email-subscription/list');
      expect(entry.active).toBe(true);
      // Resume and Pause replace each other: the focus moves to the one shown, from the keyboard too.
      await expect.poll(() => focusedTestId(page)).toBe('notification-email-pause');
      await page.keyboard.press('Enter');
      await page.getByTestId('notification-email-pause-confirm').click();
      await page.getByTestId('notification-email-paused').waitFor();
      await expect.poll(() => focusedTestId(page)).toBe('notification-email-resume');
      await page.keyboard.press('Enter');
      await page.getByTestId('notification-email-active').waitFor();
      await page.getByTestId('notification-add').click();
      await choose(page, 'notification-type', 'Ekip durum değişiklikleri');
      await choose(page, 'notification-statuses', 'Sahada');
      await page.locator('.ant-modal-title').click();
      await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
      await shoot(page, 'notification-add-dialog-tr');
    } finally {
      await setUserLanguage(token, 'en');
      await context.close();
    }
  });

  it('says a team-based notification whose teams were all removed sends nothing, not that it covers all teams', async () => {
    const power = await apiToken('power');
    const token = await apiToken('dispatcher');
    const post = <T,>(who: string, path: string, body: unknown) => api<T>(who, path, { method: 'POST', body: JSON.stringify(body) });
    const { sections } = await api<{ sections: { id: number }[] }>(power, '/api/sections');
    const { teamId } = await post<{ teamId: number }>(power, '/api/create-team', { name: `Short-lived ${Date.now() % 100000}`, orgUnit: 'TR10', sectionId: sections[0]!.id });
    const { info } = await api<{ info: { firstname: string; lastname: string } }>(token, '/api/user-info');
    const me = (await api<{ id: number; name: string; surname: string }[]>(power, '/api/dispatchers')).find((d) => d.name === info.firstname && d.surname === info.lastname)!;
    await post(power, '/api/change-dispatcher-team', { added: [{ teamId, dispatcherId: me.id }], removed: [] });
    const created = await post<ApiSubscription>(token, SUBSCRIPTIONS, { subscriptionType: 'TEAM_BASED_STATUS_CHANGE', statuses: [{ status: 'HOLD' }], teams: [{ id: teamId }] });
    await post(power, '/api/delete-team', { teamId });
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      await page.goto('/dispatcher/settings');
      const row = page.getByTestId('notification-row').filter({ has: page.getByTestId(`notification-remove-${created.id}`) });
      await row.getByTestId('notification-no-teams').waitFor();
      expect(await row.getByText('All your teams').count()).toBe(0);
    } finally {
      await context.close();
      await api(token, `${SUBSCRIPTIONS}/${created.id}`, { method: 'DELETE' }).catch(() => undefined);
    }
  });

  it("says in words that nothing is sent for a team the user no longer has, which the row still lists", async () => {
    const power = await apiToken('power');
    const token = await apiToken('dispatcher');
    const post = <T,>(who: string, path: string, body: unknown) => api<T>(who, path, { method: 'POST', body: JSON.stringify(body) });
    const { sections } = await api<{ sections: { id: number }[] }>(power, '/api/sections');
    const { teamId } = await post<{ teamId: number }>(power, '/api/create-team', { name: `Lent ${Date.now() % 100000}`, orgUnit: 'TR10', sectionId: sections[0]!.id });
    const { info } = await api<{ info: { firstname: string; lastname: string } }>(token, '/api/user-info');
    const me = (await api<{ id: number; name: string; surname: string }[]>(power, '/api/dispatchers')).find((d) => d.name === info.firstname && d.surname === info.lastname)!;
    await post(power, '/api/change-dispatcher-team', { added: [{ teamId, dispatcherId: me.id }], removed: [] });
    // One team the dispatcher keeps (of İstanbul Tuzla) and the lent one.
    const tree = await api<{ orgunit: string; teams: { id: number }[] }[]>(token, '/api/organizations-teams');
    const kept = tree.find((org) => org.orgunit === 'TR10')!.teams.find((team) => team.id !== teamId)!;
    const created = await post<ApiSubscription>(token, SUBSCRIPTIONS, { subscriptionType: 'TEAM_BASED_STATUS_CHANGE', statuses: [{ status: 'ACCEPT' }], teams: [{ id: kept.id }, { id: teamId }] });
    await post(power, '/api/change-dispatcher-team', { added: [], removed: [{ teamId, dispatcherId: me.id }] });
    // Six teams: four show as tags, the other two behind "+2".
    const many = await post<ApiSubscription>(token, SUBSCRIPTIONS, { subscriptionType: 'TEAM_BASED_STATUS_CHANGE', statuses: [{ status: 'HOLD' }], teams: tree.flatMap((org) => org.teams).filter((team) => team.id !== teamId).slice(0, 6).map((team) => ({ id: team.id })) });
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      await page.goto('/dispatcher/settings');
      const row = page.getByTestId('notification-row').filter({ has: page.getByTestId(`notification-remove-${created.id}`) });
      await row.getByTestId('notification-team-not-yours').waitFor();
      const lost = created.teams.find((team) => team.id === teamId)!;
      expect((await row.getByTestId('notification-team-not-yours').allInnerTexts()).map((x) => x.replace('⚠', '').trim())).toEqual([`${lost.name} · İstanbul Tuzla: No longer one of your teams: nothing is sent for it`]);
      expect(await row.getByTestId('notification-team-tag').count()).toBe(2);

      // The teams behind "+2" are read from the keyboard too: it takes the focus and its tooltip names them.
      const more = page.getByTestId('notification-row').filter({ has: page.getByTestId(`notification-remove-${many.id}`) }).getByText('+2', { exact: true });
      expect(await more.getAttribute('tabindex')).toBe('0');
      await more.focus();
      const hidden = many.teams.slice(4).map((team) => team.name);
      await expect.poll(() => page.locator('.ant-tooltip:visible').innerText()).toContain(hidden[1]!);
      expect(await page.locator('.ant-tooltip:visible').innerText()).toContain(hidden[0]!);
    } finally {
      await context.close();
      await api(token, `${SUBSCRIPTIONS}/${created.id}`, { method: 'DELETE' }).catch(() => undefined);
      await api(token, `${SUBSCRIPTIONS}/${many.id}`, { method: 'DELETE' }).catch(() => undefined);
      await post(power, '/api/delete-team', { teamId }).catch(() => undefined);
    }
  });

  it("says the list could not be loaded, with Retry, rather than 'no notifications yet', when its read fails", async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      const failing = (route: import('playwright-core').Route) =>
        route.request().method() === 'GET' ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'down' }) }) : route.fallback();
      await page.route(`**${SUBSCRIPTIONS}`, failing);
      await page.goto('/dispatcher/settings');
      const failed = page.getByTestId('notification-list-error');
      await failed.waitFor();
      expect(await failed.innerText()).toContain('The notifications could not be loaded.');
      expect(await page.getByText('No notifications yet').count()).toBe(0);
      await page.unroute(`**${SUBSCRIPTIONS}`, failing);
      await failed.getByRole('button', { name: 'Retry' }).click();
      await expect.poll(() => page.getByTestId('notification-row').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('asks before Esc throws away a notification being added; an untouched dialog closes at once', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      await page.goto('/dispatcher/settings');
      await page.getByTestId('notification-table').waitFor();
      const dialog = page.getByTestId('notification-add-dialog');
      await page.getByTestId('notification-add').click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.getByTestId('discard-confirm').count()).toBe(0);

      await page.getByTestId('notification-add').click();
      await choose(page, 'notification-type', 'Daily planning summary');
      await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
      await page.keyboard.press('Escape');
      await page.getByTestId('discard-keep').click();
      await page.getByTestId('notification-type').getByText('Daily planning summary').waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('discard-confirm').click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});
