import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid') ?? document.activeElement?.tagName);

describe('CI board from the keyboard', () => {
  it('choosing a file with Enter or Space on "Choose file" leaves the focus on that button', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'ciuser');
      await page.goto('/ci-board');
      await page.getByTestId('ci-table-row').first().waitFor({ timeout: 30_000 });
      await page.getByTestId('ci-add').click();
      const upload = page.getByTestId('ci-form-upload');
      await upload.waitFor();
      for (const key of ['Enter', ' ']) {
        await upload.focus();
        // The upload blurred the button as it opened the file dialog: the focus fell to the page's body.
        await page.keyboard.press(key);
        await page.locator('input[type=file]').setInputFiles({ name: `reels-${key.trim() || 'space'}.png`, mimeType: 'image/png', buffer: PNG });
        await page.getByText(`reels-${key.trim() || 'space'}.png`).waitFor();
        await expect.poll(() => focusedTestId(page)).toBe('ci-form-upload');
      }
    } finally {
      await context.close();
    }
  });

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
