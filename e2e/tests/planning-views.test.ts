import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { PlanningPage, apiToken, findMovable, techniciansOf } from '../support/planning-page';
import { shoot } from '../support/screenshots';
import { signIn } from '../support/session';

// Issue 18 item 13: the Working hours view zooms the board in on the shown technicians' working hours.
const TR10_TEAMS = [1, 2, 3];
const MINUTE = 60_000;

const minuteOf = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
const hourText = (minute: number) => `${String(minute / 60).padStart(2, '0')}:00`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('planning views', () => {
  it('zooms in on the working hours with an hour of margin, steps by 5 minutes there, and keeps the view after a reload', async () => {
    const token = await apiToken('dispatcher');
    const { technician, item } = findMovable(await techniciansOf(token, TR10_TEAMS), 5 * MINUTE);
    const key = `s-${item.id}`;
    const { context, page } = await newPage(browser);
    await signIn(page, 'dispatcher');
    const grid = new PlanningPage(page);
    await grid.open();
    await grid.filterByTeams(TR10_TEAMS);
    const board = page.getByTestId('planning-grid');
    expect(await board.getAttribute('data-view')).toBe('day');

    await page.getByTestId('planning-view').getByText('Working hours', { exact: true }).click();
    await expect.poll(() => board.getAttribute('data-view')).toBe('workingHours');
    await shoot(page, 'planning-view-working-hours');

    // With one technician shown, the window is exactly their bands widened to whole hours plus an hour
    // (06:00-20:00 on a day their calendar gives no working hours, as a weekend may).
    await grid.search(technician.bpNo);
    await expect.poll(() => grid.rows().count()).toBe(1);
    const work = (await grid.row(technician.id).locator('.pg-label.is-work').allTextContents()).map(minuteOf);
    const from = work.length === 0 ? 360 : Math.max(0, Math.floor(Math.min(...work) / 60) * 60 - 60);
    const to = work.length === 0 ? 1200 : Math.min(1440, Math.ceil(Math.max(...work) / 60) * 60 + 60);
    await expect.poll(async () => Number(await board.getAttribute('data-window-start'))).toBe(from);
    expect(Number(await board.getAttribute('data-window-end'))).toBe(to);
    const ticks = await page.getByTestId('planning-axis-tick').allTextContents();
    expect(ticks[0]).toBe(hourText(from));
    expect(ticks[ticks.length - 1]).toBe(hourText(to));
    expect(ticks).toHaveLength((to - from) / 60 + 1);

    // An arrow key moves the block by the zoomed view's 5-minute step.
    const block = grid.block(key);
    await block.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Number(await block.getAttribute('data-start'))).toBe(item.startDate + 5 * MINUTE);
    expect(Number(await block.getAttribute('data-end'))).toBe(item.endDate + 5 * MINUTE);
    expect(await block.getAttribute('data-dirty')).toBe('updated');

    // The view is remembered by the browser.
    await page.reload();
    await grid.waitForRows();
    await expect.poll(() => board.getAttribute('data-view')).toBe('workingHours');
    expect(await page.getByTestId('planning-view').locator('.ant-segmented-item-selected').textContent()).toBe('Working hours');

    // Back to the Day view: the spec's 24-hour axis, and nothing of this test stays pending.
    await page.getByTestId('planning-view').getByText('Day', { exact: true }).click();
    await expect.poll(() => board.getAttribute('data-view')).toBe('day');
    const dayTicks = await page.getByTestId('planning-axis-tick').allTextContents();
    expect([dayTicks[0], dayTicks[dayTicks.length - 1]]).toEqual(['00:00', '24:00']);
    if (await page.getByTestId('planning-discard-all').isVisible()) await grid.discardAll();
    await context.close();
  });
});
