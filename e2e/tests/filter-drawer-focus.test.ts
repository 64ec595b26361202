import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A screen's filter drawer: its test id prefix, where it is, and the first field it must open on. */
interface Drawer {
  prefix: string;
  path: string;
  firstField: string;
  /** The drawer's own test id, when it is not `${prefix}-filter-drawer`. */
  drawer?: string;
}

// The date pickers that come first in most drawers are passed over: focused, antd's picker opens its calendar at once.
const DRAWERS: Record<string, Drawer[]> = {
  dispatcher: [
    { prefix: 'activity', path: '/dispatcher/activity-history', firstField: '#activity-technician-select' },
    { prefix: 'history', path: '/dispatcher/planning-history', firstField: '[data-testid="history-org-search"]' },
    { prefix: 'drafts', path: '/dispatcher/draft-work-orders', firstField: '[data-testid="drafts-org-search"]' },
    { prefix: 'wos', path: '/dispatcher/work-orders', firstField: '[data-testid="wos-org-search"]' },
    { prefix: 'planning', path: '/dispatcher/planning', firstField: '[data-testid="planning-filter-org-enabled"]', drawer: 'planning-filter-drawer' },
  ],
  admin: [{ prefix: 'statistics', path: '/admin/statistics', firstField: '[data-testid="statistics-org-search"]' }],
  observer: [{ prefix: 'samples', path: '/dispatcher/sos', firstField: '#samples-teams' }],
  ciuser: [{ prefix: 'ci', path: '/ci-board', firstField: '#ci-filter-organizations' }],
};

const focusedOn = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? null);
// A picker's calendar or a select's list that the focus opened.
const openPopups = (page: Page) => page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden), .ant-select-dropdown:not(.ant-select-dropdown-hidden)').filter({ visible: true }).count();

/**
 * Every list screen's filter drawer opens with the keyboard's focus on its first field (it was on the drawer's panel,
 * a Tab away from it), with no popup opened by that focus, and gives the focus back to Filters when it closes; a drawer
 * open on arrival (drafts, a board without filters) starts on its first field too.
 */
describe('filter drawers and the keyboard', () => {
  for (const [username, drawers] of Object.entries(DRAWERS)) {
    it(`${username}: ${drawers.map((d) => d.prefix).join(', ')} open on their first field and give the focus back to Filters`, async () => {
      const { context, page } = await newPage(browser);
      try {
        await page.setViewportSize({ width: 1280, height: 720 });
        await signInByToken(page, username);
        for (const { prefix, path, firstField, drawer: drawerId } of drawers) {
          await page.goto(path);
          const opener = page.getByTestId(`${prefix}-filter-open`);
          const drawer = page.getByTestId(drawerId ?? `${prefix}-filter-drawer`);
          await opener.waitFor();
          // The drafts screen, and the planning board without filters, open their drawer on arrival.
          if (await drawer.isVisible()) {
            await expect.poll(() => focusedOn(page, firstField), { message: `${prefix} on arrival` }).toBe(true);
            expect(await openPopups(page), `${prefix} on arrival`).toBe(0);
            await page.keyboard.press('Escape');
            await drawer.waitFor({ state: 'hidden' });
            await expect.poll(() => focusedTestId(page), { message: `${prefix} closed` }).toBe(`${prefix}-filter-open`);
          }
          await opener.focus();
          await page.keyboard.press('Enter');
          await drawer.waitFor();
          await expect.poll(() => focusedOn(page, firstField), { message: prefix }).toBe(true);
          // Still there once the opening has settled (antd focuses its panel when it opens), with no popup.
          await page.waitForTimeout(500);
          expect(await focusedOn(page, firstField), prefix).toBe(true);
          expect(await openPopups(page), prefix).toBe(0);
          await page.keyboard.press('Escape');
          await drawer.waitFor({ state: 'hidden' });
          await expect.poll(() => focusedTestId(page), { message: `${prefix} closed` }).toBe(`${prefix}-filter-open`);
        }
      } finally {
        await context.close();
      }
    });
  }

  it("removing a criterion with its chip's ✕ from the keyboard leaves the focus in the bar, on Filters when no chip is left", async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'committee');
      await page.goto('/ci-board');
      await page.getByTestId('ci-table-row').first().waitFor({ timeout: 30_000 });
      const closers = page.getByTestId('ci-filter-chips').locator('.ant-tag-close-icon');
      expect(await closers.count()).toBe(1);
      await closers.first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => closers.count()).toBe(0);
      await expect.poll(() => focusedTestId(page)).toBe('ci-filter-open');
    } finally {
      await context.close();
    }
  });
});
