import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { apiToken, localDay } from '../support/planning-page';

// Demo data: TR10 is one of the dispatcher's organizations, with drafts in the last month.
const TR10 = 'TR10';
const DAY = 24 * 3_600_000;

function ymd(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** TR10's drafts of the last month (the drawer's "last 1 month"), counted by the server. */
async function tr10DraftCount(token: string): Promise<number> {
  const { ymd: today, dayStart } = localDay();
  const res = await fetch(`${baseUrl()}/api/draft/work-orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-timezone-offset': String(localDay().offset) },
    body: JSON.stringify({ start: ymd(dayStart - 30 * DAY), end: today, organizations: [TR10], index: 0, limit: 25 }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { totalRowCount: number }).totalRowCount;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('draft work orders, a failed search', () => {
  it('says so once, above the table, with no notice repeating it, and Retry asks again', async () => {
    const total = await tr10DraftCount(await apiToken('dispatcher'));
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      await page.goto('/dispatcher/draft-work-orders');
      const drawer = page.getByTestId('drafts-filter-drawer');
      await drawer.waitFor();
      // The connection drops as the screen searches TR10's drafts of the last month.
      await page.route('**/api/draft/work-orders', (route) => route.abort('connectionrefused'));
      await page.getByTestId(`drafts-org-${TR10}`).click();
      await page.getByTestId('drafts-date-quick-last1Month').click();
      await page.getByTestId('drafts-filter-search').click();
      await drawer.waitFor({ state: 'hidden' });
      await page.getByTestId('drafts-error').waitFor();
      // No notice repeating it (in English before the user's language had come).
      await page.waitForTimeout(500);
      expect(await page.locator('.ant-notification-notice').count()).toBe(0);
      // The table names what it does not show; the alert above it says why (not the same message twice).
      await expect.poll(() => page.getByTestId('drafts-table').locator('.ant-table-placeholder .ant-empty-description').textContent()).toBe('Nothing shown: the draft work orders could not be loaded');
      await page.unroute('**/api/draft/work-orders');
      await Promise.all([page.waitForRequest((request) => request.url().endsWith('/api/draft/work-orders')), page.getByTestId('drafts-retry').click()]);
      await page.getByTestId('drafts-error').waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('drafts-table').getAttribute('data-total')).toBe(String(total));
    } finally {
      await context.close();
    }
  });
});
