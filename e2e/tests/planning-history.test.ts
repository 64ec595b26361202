import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signIn } from '../support/session';
import { apiToken, localDay } from '../support/planning-page';

const SHOTS = process.env.E2E_SCREENSHOTS;
/** Demo data: TR10 team 1 (Saha Servis 1) is one of the dispatcher's teams. */
const TEAM_TR10_FIELD_1 = 1;
/** docs/api-conventions.md "POST /api/history/export". */
const EXPORT_HEADERS = ['Technician', 'Order', 'Customer', 'Description', 'Model', 'Serial', 'Job code', 'Start', 'End', 'Status'];

function ymd(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function historyTotal(token: string, start: string, end: string): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/history-search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-timezone-offset': String(localDay().offset) },
    body: JSON.stringify({ start, end, index: 0, limit: 10 }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { totalRowCount: number }).totalRowCount;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

describe('planning history', () => {
  it('filters by date, refuses organization with team, pages, and exports the period as report_{start}-{end}.xlsx', async () => {
    const { ymd: today, dayStart } = localDay();
    const start = ymd(dayStart - 3 * 86_400_000);
    const token = await apiToken('dispatcher');
    const todayTotal = await historyTotal(token, today, today);
    const total = await historyTotal(token, start, today);
    expect(todayTotal).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(todayTotal);

    const { context, page } = await newPage(browser);
    await signIn(page, 'dispatcher');
    await page.goto('/dispatcher/planning-history');
    const table = page.getByTestId('history-table');
    await page.getByTestId('history-table-row').first().waitFor();
    // Today's items first, 25 a page.
    await expect.poll(() => table.getAttribute('data-total')).toBe(String(todayTotal));
    expect(await page.getByTestId('history-chip-date').textContent()).toContain(`${today} – ${today}`);
    expect(await page.getByTestId('history-table-row').count()).toBe(Math.min(25, todayTotal));

    // Organization and team together: an error and no search.
    await page.getByTestId('history-filter-open').click();
    await page.getByTestId('history-org-TR10').click();
    await page.getByTestId(`history-team-${TEAM_TR10_FIELD_1}`).click();
    await page.getByTestId('history-error-org-team').waitFor();
    await page.getByTestId('history-filter-search').click();
    expect(await page.getByTestId('history-filter-drawer').isVisible()).toBe(true);
    await page.getByTestId('history-team-remove-all').click();
    await page.getByTestId('history-org-remove-all').click();
    await page.getByTestId('history-error-org-team').waitFor({ state: 'detached' });

    // Last 3 days, page size 10.
    await page.getByTestId('history-date-quick-last3Days').click();
    await page.getByTestId('history-filter-search').click();
    await page.getByTestId('history-filter-drawer').waitFor({ state: 'hidden' });
    await expect.poll(() => table.getAttribute('data-total')).toBe(String(total));
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '10 / page' }).click();
    await expect.poll(() => page.getByTestId('history-table-row').count()).toBe(10);
    expect(await page.getByTestId('history-table-range').textContent()).toBe(`1–10 of ${total}`);

    // The detail button opens the item.
    await page.getByTestId('history-detail').first().click();
    await page.getByTestId('history-detail-drawer').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('history-detail-drawer').waitFor({ state: 'hidden' });

    // Excel export: the browser receives the file under the spec's name, and it is a workbook with the expected header row.
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByTestId('history-export').click();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/planning-history-export.png` });
    const file = await download;
    expect(file.suggestedFilename()).toBe(`report_${start}-${today}.xlsx`);
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'fsp-export-')), file.suggestedFilename());
    await file.saveAs(saved);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(saved);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(EXPORT_HEADERS);
    expect(sheet.actualRowCount).toBe(total + 1);
    // The page was not blocked and says it is done.
    await page.getByTestId('history-export-progress').waitFor({ state: 'detached' });
    expect(await page.getByTestId('history-export').isEnabled()).toBe(true);
    await page.getByText(`report_${start}-${today}.xlsx downloaded`).waitFor();
    await context.close();
  });
});
