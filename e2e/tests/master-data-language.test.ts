import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { apiCall, setUserLanguage } from '../support/api';
import { signInByToken } from '../support/session';
import { apiToken, localDay } from '../support/planning-page';
import { shoot } from '../support/screenshots';

interface HistoryRow {
  jobCode: string | null;
  jobCodeTxt: string | null;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('master data in the reader’s language (issue 18 item 5)', () => {
  it('shows job names in Turkish to a Turkish dispatcher, on screen and in the planning-history export', async () => {
    const token = await apiToken('dispatcher');
    await setUserLanguage(token, 'tr');
    const { context, page } = await newPage(browser);
    try {
      const session = await apiCall<{ allConfig: { localisations: Record<string, Record<string, string>> } }>(token, '/api/user-info');
      const jobNames = session.allConfig.localisations.jobCode;
      expect(jobNames['035']).toBe('Giriş ekspertizi');

      const { ymd: today } = localDay();
      const { histories } = await apiCall<{ histories: HistoryRow[] }>(token, '/api/history-search', { start: today, end: today, index: 0, limit: 25 });
      const row = histories.find((h) => h.jobCode !== null && jobNames[h.jobCode] !== undefined && jobNames[h.jobCode] !== h.jobCodeTxt);
      expect(row, 'a history row of today whose CRM job text is not Turkish').toBeDefined();
      const shown = `${row!.jobCode} · ${jobNames[row!.jobCode!]}`;

      await signInByToken(page, 'dispatcher');
      await page.goto('/dispatcher/planning-history');
      await page.getByTestId('history-table-row').first().waitFor();
      await expect.poll(() => page.getByTestId('history-table').innerText()).toContain(shown);
      await shoot(page, 'planning-history-tr-job-names');

      const res = await fetch(`${baseUrl()}/api/history/export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-timezone-offset': String(localDay().offset) },
        body: JSON.stringify({ start: today, end: today }),
      });
      expect(res.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      const sheet = book.worksheets[0];
      expect(sheet.getRow(1).getCell(1).value).toBe('Teknisyen');
      const jobCells = Array.from({ length: sheet.rowCount - 1 }, (_, i) => String(sheet.getRow(i + 2).getCell(7).value ?? ''));
      expect(jobCells).toContain(`${row!.jobCode} - ${jobNames[row!.jobCode!]}`);
    } finally {
      await setUserLanguage(token, 'en');
      await context.close();
    }
  });
});
