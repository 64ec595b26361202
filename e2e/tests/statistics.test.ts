import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { signIn, signInByToken } from '../support/session';
import { apiToken } from '../support/planning-page';
import { SHOTS, shoot } from '../support/screenshots';
import { apiCall } from '../support/api';

const CHARTS = [
  'technician-general',
  'technician-total-by-country',
  'technician-active-by-country',
  'dispatcher-general',
  'dispatcher-total-by-country',
  'dispatcher-active-by-country',
];

interface DayResult {
  date: string;
  total: number;
  active: number;
  totalPlanned?: number;
  totalPlanning?: number;
}

const ymd = (d: Date) => `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('usage statistics', () => {
  it('lands a power user on today’s figures, runs the last 7 days and shows six charts and the same numbers as a table', async () => {
    const token = await apiToken('power');
    const today = new Date();
    // "Last 7 days" reaches 7 days back, today included (spec part 2 §9: 0, 1, 3, 7, 15, 30 days back).
    const weekAgo = new Date(today.getTime() - 7 * 86_400_000);
    const body = { startDate: ymd(weekAgo), endDate: ymd(today), organizations: [] };
    const technicians = await apiCall<{ searchResults: DayResult[]; todayResult: DayResult }>(token, '/api/technician-count', body);
    const dispatchers = await apiCall<{ searchResults: DayResult[]; todayResult: DayResult }>(token, '/api/dispatcher-count', body);
    expect(technicians.searchResults).toHaveLength(8);
    // Demo data: technicians were planned on past days, and some reported from the field.
    expect(technicians.searchResults.some((d) => (d.totalPlanned ?? 0) > 0 && d.active > 0)).toBe(true);

    const { context, page } = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await signIn(page, 'power');
    await page.waitForURL('**/admin/statistics');
    await expect.poll(() => page.getByTestId('statistics-today-technicians-total').locator('.ant-statistic-content-value').textContent()).toBe(String(technicians.todayResult.total));
    expect(await page.getByTestId('statistics-today-dispatchers-total').locator('.ant-statistic-content-value').textContent()).toBe(String(dispatchers.todayResult.total));
    expect(scripts.some((u) => u.includes('statistics-charts'))).toBe(true);

    await page.getByTestId('statistics-filter-open').click();
    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ has: page.getByTestId('statistics-filter-search') });
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(600);
    // The date range is required: clearing it keeps the drawer open with the message.
    const picker = page.getByTestId('statistics-filter-drawer').locator('.ant-picker-range');
    await picker.hover();
    await picker.locator('.ant-picker-clear').click();
    await page.getByTestId('statistics-filter-search').click();
    await page.getByTestId('statistics-error-date').waitFor();
    await page.getByTestId('statistics-quick-last7Days').click();
    await page.getByTestId('statistics-filter-search').click();
    await page.getByTestId('statistics-filter-drawer').waitFor({ state: 'hidden' });

    for (const id of CHARTS) await page.getByTestId(`statistics-chart-${id}`).locator('canvas').waitFor();
    expect(await page.getByTestId('statistics-charts').locator('canvas').count()).toBeGreaterThanOrEqual(6);
    // The charts finish their entry animation before a picture (none is taken in CI).
    if (SHOTS) await page.waitForTimeout(800);
    await shoot(page, 'statistics-charts-en');

    await page.getByTestId('statistics-view').getByText('Table').click();
    const rows = page.getByTestId('statistics-table-technicians').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(8);
    const first = technicians.searchResults[0];
    const cells = await rows.first().locator('td').allTextContents();
    const d = first.date;
    expect(cells.slice(0, 4)).toEqual([`${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`, String(first.total), String(first.active), String(first.totalPlanned)]);
    await shoot(page, 'statistics-table-en');
    await context.close();
  });

  it('speaks Turkish to a Turkish admin', async () => {
    const token = await apiToken('admin');
    const { info } = await apiCall<{ info: { identifier: string; username: string } }>(token, '/api/user-info');
    await apiCall(token, '/api/user-info', { identifier: info.identifier, username: info.username, cultureName: 'tr' });
    const { context, page } = await newPage(browser, { locale: 'tr-TR' });
    try {
      await signInByToken(page, 'admin');
      await page.goto('/admin/statistics');
      await page.getByText('Teknisyen genel toplam').waitFor();
      await page.getByTestId('statistics-chart-dispatcher-active-by-country').locator('canvas').waitFor();
      if (SHOTS) await page.waitForTimeout(800);
      await shoot(page, 'statistics-charts-tr');
      await page.getByTestId('statistics-filter-open').click();
      await page.getByTestId('statistics-org-tree').waitFor();
      await shoot(page, 'statistics-drawer-tr');
    } finally {
      await apiCall(token, '/api/user-info', { identifier: info.identifier, username: info.username, cultureName: 'en' });
      await context.close();
    }
  });
});
