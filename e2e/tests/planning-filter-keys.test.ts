import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { PlanningPage } from '../support/planning-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/**
 * Escape closes the planning board's filter drawer, as it closes every other drawer. It was rendered before it first
 * opened (antd's forceRender), which left it under the board's later overlays on the portals' Escape stack.
 */
describe('the planning filter drawer and the keyboard', () => {
  it('Escape closes the planning board’s filter drawer, also after a drawer of the board has opened and closed', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      const grid = new PlanningPage(page);
      await grid.open();
      await grid.filterByTeams([1, 2]);
      await grid.waitForRows();
      const filtersOpen = () => page.getByTestId('planning-page').getAttribute('data-filters-open');
      // The deleted-items dialogs the demo's day may open, then the new-assignment drawer, opened and closed by Escape.
      for (let i = 0; i < 4; i++) {
        const close = page.getByTestId('planning-deleted-close').filter({ visible: true });
        if (!(await close.count())) break;
        await close.first().click();
      }
      await page.getByTestId('planning-row').first().getByTestId('planning-add').click();
      const drawer = page.getByTestId('planning-details-drawer');
      await drawer.getByTestId('assignment-form').waitFor();
      await page.keyboard.press('Escape');
      await drawer.getByTestId('assignment-form').waitFor({ state: 'hidden' });
      for (let round = 0; round < 2; round++) {
        await page.getByTestId('planning-filter-open').click();
        await page.getByTestId('planning-team-tree').waitFor();
        expect(await filtersOpen()).toBe('true');
        await page.keyboard.press('Escape');
        await expect.poll(filtersOpen).toBe('false');
      }
    } finally {
      await context.close();
    }
  });
});
