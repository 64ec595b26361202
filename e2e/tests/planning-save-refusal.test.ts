import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { setUserLanguage } from '../support/api';
import { PlanningPage, apiToken, findMovable, techniciansOf } from '../support/planning-page';
import { shoot } from '../support/screenshots';
import { signInByToken } from '../support/session';

// Demo data: the dispatcher sees the TR10 teams 1, 2 and 3.
const TR10_TEAMS = [1, 2, 3];
const HOUR = 3_600_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('a change the server refuses', () => {
  it("keeps the change and shows why in the Changes tab, in the reader's language, when the item was deleted elsewhere first", async () => {
    const token = await apiToken('dispatcher');
    const { technician, item } = findMovable(await techniciansOf(token, TR10_TEAMS), HOUR);
    const key = `s-${item.id}`;
    await setUserLanguage(token, 'ru');
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      const grid = new PlanningPage(page);
      await grid.open();
      await grid.filterByTeams(TR10_TEAMS);
      await grid.search(technician.bpNo);
      await grid.dragBlockByMinutes(key, 60);
      await expect.poll(async () => Number(await grid.block(key).getAttribute('data-start'))).toBe(item.startDate + HOUR);

      // Meanwhile the item is deleted elsewhere (another tab of the same dispatcher: the API with another token).
      const deleted = await fetch(`${baseUrl()}/api/save-schedules`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await apiToken('dispatcher')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ schedules: [], deletedSchedulers: [{ id: item.id, key: 'other-user' }] }),
      });
      expect(await deleted.json()).toEqual({ 'other-user': 'OK' });

      await grid.saveAll();
      await grid.changesTab().click();
      const refusal = page.getByTestId('planning-change-error');
      await refusal.waitFor();
      expect(await refusal.textContent()).toBe('Не сохранено: Запланированная запись больше не существует.');
      expect(await grid.changeRows().count()).toBe(1);
      await shoot(page, 'planning-save-refused-ru');
    } finally {
      await context.close();
    }
  });
});
