import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { PlanningPage, localDay, localDayBefore } from '../support/planning-page';
import { typeDate } from '../support/form-controls';
import { planningPresetRange } from '../../packages/domain/src/rules';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/**
 * Escape closes the planning board's filter drawer, as it closes every other drawer. It was rendered before it first
 * opened (antd's forceRender), which left it under the board's later overlays on the portals' Escape stack. Closed
 * (Apply, Cancel, Escape), it gives the focus back to the Filters button at once, also when the board opened it by
 * itself (the focus was left on the page's body, and Tab went to the top of the page).
 */
describe('the planning filter drawer and the keyboard', () => {
  it('Escape closes the planning board’s filter drawer, also after a drawer of the board has opened and closed; closing gives Filters the focus; a preset sets the Work orders tab’s range', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      const grid = new PlanningPage(page);
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);
      const focusInFilterLine = () => page.evaluate(() => document.querySelector('[data-testid="planning-filter-bar"]')!.contains(document.activeElement));
      await grid.open();
      // No filter yet: the board opens the drawer by itself; Apply leaves the focus on Filters, until the rows come
      // and, with them, a deleted-items dialog may take it (under load it can come first).
      await page.getByTestId('planning-team-tree').waitFor();
      for (const id of [1, 2]) await page.getByTestId(`planning-team-${id}`).click();
      await page.getByTestId('planning-filter-apply').click();
      const deletedDialogOpen = () => page.locator('[data-testid^="planning-deleted-"][data-testid$="-dialog"]').filter({ visible: true }).count();
      await expect.poll(async () => (await deletedDialogOpen()) > 0 || (await focused()) === 'planning-filter-open').toBe(true);
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
        await expect.poll(focused).toBe('planning-filter-open');
      }

      // A date-range preset sets the Work orders tab's plan dates, not the planning date.
      const dateChip = await page.getByTestId('planning-chip-date').textContent();
      const { start, end } = planningPresetRange('last3Months', localDay().ymd);
      await page.getByTestId('planning-filter-open').click();
      await page.getByTestId('planning-preset-last3Months').click();
      await page.getByTestId('planning-filter-apply').click();
      await expect.poll(filtersOpen).toBe('false');
      expect(await page.getByTestId('planning-chip-date').textContent()).toBe(dateChip);
      expect(await page.getByTestId('planning-chip-plan-range').getAttribute('title')).toBe(`Work orders: ${start} – ${end}`);
      // Tab goes on along the filter line, not into the closing drawer.
      await page.keyboard.press('Tab');
      expect(await focusInFilterLine()).toBe(true);
      await grid.openTab(/^Work orders/);
      const range = page.getByTestId('work-orders-plan-range');
      await expect.poll(() => range.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([start, end]);
      // Cancel keeps the range; the chip's × clears it.
      await page.getByTestId('planning-filter-open').click();
      await page.getByTestId('planning-filter-drawer').getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(focused).toBe('planning-filter-open');
      // The × says what it removes, not a bare "Close".
      await page.getByTestId('planning-chip-plan-range').getByRole('button', { name: `Remove: Work orders: ${start} – ${end}`, exact: true }).click();
      await expect.poll(() => range.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(['', '']);
      expect(await page.getByTestId('planning-chip-plan-range').count()).toBe(0);

      // The pickers read a day typed as dispatchers in Türkiye and Russia write it, 07.12.2026 or 7.12.2026, and show
      // it year-month-day (spec part 1 §9): the tab's range, the drawer's planning date, the board's day.
      const today = localDay().ymd;
      const yesterday = localDayBefore(1);
      const dotted = (ymd: string) => ymd.split('-').reverse().join('.');
      const unpadded = (ymd: string) => dotted(ymd).replace(/(^|\.)0/g, '$1');
      await typeDate(range.first(), unpadded(yesterday));
      await typeDate(range.last(), dotted(today));
      await expect.poll(() => page.getByTestId('planning-chip-plan-range').getAttribute('title')).toBe(`Work orders: ${yesterday} – ${today}`);
      await page.getByTestId('planning-filter-open').click();
      await typeDate(page.getByTestId('planning-filter-date'), dotted(yesterday));
      expect(await page.getByTestId('planning-filter-date').locator('xpath=descendant-or-self::input').inputValue()).toMatch(new RegExp(`^${yesterday}, \\w+day$`));
      await page.getByTestId('planning-filter-apply').click();
      await expect.poll(filtersOpen).toBe('false');
      expect(await page.getByTestId('planning-chip-date').textContent()).toContain(yesterday);
      await grid.openTab(/^Technician/);
      await grid.waitForRows();
      // Typed while the board reloads for the previous day, the day stays when the reload lands before Enter.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/technicians-with-schedules', async (route) => {
        await held;
        await route.fallback();
      });
      await page.getByTestId('planning-day-prev').click();
      const dayInput = page.getByTestId('planning-day-picker').locator('xpath=descendant-or-self::input').first();
      await dayInput.click();
      await page.locator('.ant-picker-dropdown').filter({ visible: true }).waitFor();
      await dayInput.press('ControlOrMeta+a');
      await dayInput.pressSequentially(unpadded(today));
      expect(await page.locator('.pg-grid.is-fetching').count()).toBe(1);
      release();
      await expect.poll(() => page.locator('.pg-grid.is-fetching').count()).toBe(0);
      await dayInput.press('Enter');
      await expect.poll(() => page.getByTestId('planning-chip-date').textContent()).toContain(today);
      expect(await page.getByTestId('planning-day-picker').locator('xpath=descendant-or-self::input').first().inputValue()).toMatch(new RegExp(`^${today}, \\w+day$`));
    } finally {
      await context.close();
    }
  });
});
