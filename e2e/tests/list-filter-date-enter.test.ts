import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { typeDateRangeUpToEnter } from '../support/form-controls';
import { localDay, localDayBefore } from '../support/planning-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/**
 * The start typed and Enter (the end input takes the focus, the drawer stays), the end typed and Enter: the drawer
 * searches with the range typed and closes, as Search does and as the part 2 filters do. It did nothing: the
 * calendar closed and the drawer stayed with the old results behind it.
 */
async function searchByEnterInDates(page: Page, prefix: 'history' | 'drafts', searchPath: string) {
  const searches: { start: string; end: string }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(searchPath)) searches.push(JSON.parse(request.postData() ?? '{}'));
  });
  const drawer = page.getByTestId(`${prefix}-filter-drawer`);
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('date-range') ?? document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid'));
  await typeDateRangeUpToEnter(page, drawer, localDayBefore(3), localDay().ymd);
  await page.keyboard.press('Enter');
  await drawer.waitFor({ state: 'hidden' });
  await expect.poll(() => searches.at(-1)).toMatchObject({ start: localDayBefore(3), end: localDay().ymd });
  await expect.poll(focused).toBe(`${prefix}-filter-open`);
}

describe("Enter in a part 1 list filter's date range", () => {
  it('searches the planning history', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      await page.goto('/dispatcher/planning-history');
      await page.getByTestId('history-table-row').first().waitFor();
      await page.getByTestId('history-filter-open').focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('history-filter-drawer').waitFor();
      await searchByEnterInDates(page, 'history', '/api/history-search');
      await page.getByTestId('history-table-row').first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('searches the draft work orders', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      await page.goto('/dispatcher/draft-work-orders');
      // The drawer opens on arrival; a search needs an organization, team or technician.
      await page.getByTestId('drafts-filter-drawer').waitFor();
      await page.getByTestId('drafts-org-TR10').click();
      await searchByEnterInDates(page, 'drafts', '/api/draft/work-orders');
    } finally {
      await context.close();
    }
  });
});
